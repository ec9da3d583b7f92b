import { SOCKET_CLOSE } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_MAX_PAYLOAD_BYTES } from '../src/ingest/registerLiveData';
import { body, seededUser, type Client } from './harness';
import { startLiveServer, waitFor, type LiveServer } from './liveHarness';

/*
 * Sockets are the one way in that skips the form schemas: frames of any size were read into
 * memory (issue 17, item 5), and a socket must open only on a fresh token of its own user.
 */
let server: LiveServer;
let user: Client;
beforeAll(async () => {
  server = await startLiveServer({ timing: { idleMs: 200 } });
  user = await seededUser(server.app, 'demo');
});
afterAll(() => server?.close());

async function messageToken(): Promise<string> {
  return body<{ token: string }>(await user.post('/lfscada/websocket/msg/token')).data.token;
}

describe('socket frame size', () => {
  it('keeps a socket that sends a small ping open', async () => {
    const { socket, messages } = await server.openSocket(
      `/lfscada/ws/message/subscribe/${await messageToken()}`,
    );
    socket.send('ping');
    await waitFor(() => messages.length > 0);
    expect(socket.readyState).toBe(socket.OPEN);
    socket.close();
  });

  for (const bytes of [SOCKET_MAX_PAYLOAD_BYTES + 1, 1024 * 1024, 16 * 1024 * 1024]) {
    it(`closes a socket that sends a frame of ${bytes} bytes (1009, message too big)`, async () => {
      const { socket, closed } = await server.openSocket(
        `/lfscada/ws/message/subscribe/${await messageToken()}`,
      );
      socket.send(Buffer.alloc(bytes, 0x61));
      expect(await closed).toBe(1009);
    });
  }
});

describe('socket tokens', () => {
  it('refuses forged, reused, NUL-carrying and wrong-kind tokens', async () => {
    for (const token of ['forged-token', 'a%00b', 'x'.repeat(90)]) {
      const { closed } = await server.openSocket(`/lfscada/ws/message/subscribe/${token}`);
      expect(await closed, token.slice(0, 20)).toBe(SOCKET_CLOSE.tokenRefused);
    }
    // Two sockets on one token: the server checks them concurrently, and on PostgreSQL's pool
    // either may take the token first, so the test asks only that exactly one is refused.
    const token = await messageToken();
    const sockets = [
      await server.openSocket(`/lfscada/ws/message/subscribe/${token}`),
      await server.openSocket(`/lfscada/ws/message/subscribe/${token}`),
    ];
    const refused = await Promise.race(
      sockets.map((s, index) => s.closed.then((code) => ({ code, index }))),
    );
    expect(refused.code).toBe(SOCKET_CLOSE.tokenRefused);
    const accepted = sockets[1 - refused.index];
    expect(accepted?.socket.readyState).toBe(accepted?.socket.OPEN);
    accepted?.socket.close();
    expect(await accepted?.closed).not.toBe(SOCKET_CLOSE.tokenRefused);
    const wrongKind = await server.openSocket(
      `/lfscada/ws/eg/signal/subscribe/${await messageToken()}`,
    );
    expect(await wrongKind.closed).toBe(SOCKET_CLOSE.tokenRefused);
  });

  it("refuses a token whose session has ended (another user's stolen token after logout)", async () => {
    const other = await seededUser(server.app, 'demo');
    const token = body<{ token: string }>(await other.post('/lfscada/websocket/msg/token')).data
      .token;
    await other.post('/lfscada/user/logout');
    const { closed } = await server.openSocket(`/lfscada/ws/message/subscribe/${token}`);
    expect([SOCKET_CLOSE.tokenRefused, SOCKET_CLOSE.sessionEnded]).toContain(await closed);
  });
});
