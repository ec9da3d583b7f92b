import { Code } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './apiError';

/**
 * Refuses state-changing requests sent by another site: a browser names the sending page in
 * Origin (or Referer) and marks cross-site requests in Sec-Fetch-Site. Clients that send none
 * of these (gateways, scripts) are not browsers and carry no ambient cookie risk.
 */
export function assertSameSite(request: FastifyRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
  const host = request.headers.host;
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || !host) return;
  if (hostOf(source) !== hostOf(`http://${host}`)) throw crossSite();
}

/** Host and port as URL normalises them (default ports dropped, case folded). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    throw crossSite();
  }
}

const crossSite = () => new ApiError(Code.CROSS_SITE, 'crossSite');
