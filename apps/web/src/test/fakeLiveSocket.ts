import { afterEach } from 'vitest';
import type { LiveSocketOptions } from '../api/liveSocket';

/**
 * Stands in for `api/liveSocket` in tests that push live messages by hand:
 * `vi.mock('…/api/liveSocket', () => import('…/test/fakeLiveSocket'))`, then call the `onMessage`
 * of the socket the code under test opened.
 */

/** The sockets opened, oldest first; emptied after each test. */
export const sockets: LiveSocketOptions[] = [];

export class LiveSocket {
  constructor(options: LiveSocketOptions) {
    sockets.push(options);
  }
  start(): void {}
  stop(): void {}
}

afterEach(() => {
  sockets.length = 0;
});
