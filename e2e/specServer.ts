import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** The server and the browser of one spec file, there from its beforeAll to its afterAll. */
export interface SpecWorld {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the real server (the demo plant unless `env` turns it off) and a browser before the
 * file's tests and stops both after them; read `server` and `browser` only inside hooks and tests.
 * `env` adds to the server's environment, as startServer's does; a function gives it when the server
 * starts, for a value an earlier beforeAll makes (e.g. the address of a mailbox it started).
 */
export function serverAndBrowser(
  env: Record<string, string> | (() => Record<string, string>) = {},
): SpecWorld {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
