import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/**
 * The HTTP server's connection limits (issue 26, defect 7): Fastify turns Node's request
 * timeout off by default, so a socket that trickled its headers or body, or sent nothing at all,
 * stayed open for good. Node closes such a socket with 408 when its check runs after the limit;
 * the check runs often enough that a limit is overrun by at most a quarter of the head's.
 * Upgraded sockets (the live websockets) are outside these limits.
 */
export function httpServerOptions(limits: Config['http']): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(
        25,
        Math.min(5_000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
  };
}
