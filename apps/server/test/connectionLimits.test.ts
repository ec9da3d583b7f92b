import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/*
 * Idle and trickling HTTP connections are closed (issue 26, defect 7): Fastify leaves Node's
 * request timeout off, so such sockets stayed open for good. Short limits here; the defaults are
 * in the README's configuration table.
 */
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      LF_HTTP_HEADERS_TIMEOUT_MS: '200',
      LF_HTTP_REQUEST_TIMEOUT_MS: '400',
      LF_HTTP_KEEPALIVE_TIMEOUT_MS: '200',
    },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** A raw connection and everything the server sent on it until it closed it. */
async function openSocket(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => received);
  await once(socket, 'connect');
  return { socket, closed };
}

describe('HTTP connection limits', () => {
  it('closes a connection that never sends a request', async () => {
    const { closed } = await openSocket();
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that trickles its headers', async () => {
    const { socket, closed } = await openSocket();
    socket.write('GET /lfscada/user/info HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 20);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection that trickles its body', async () => {
    const { socket, closed } = await openSocket();
    socket.write(
      'POST /lfscada/user/login HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n',
    );
    const trickle = setInterval(() => socket.write('a'), 20);
    try {
      expect(await closed).toMatch(/408/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a kept-alive connection once it idles after an answer', async () => {
    const { socket, closed } = await openSocket();
    socket.write('GET /lfscada/user/info HTTP/1.1\r\nHost: x\r\n\r\n');
    const answered = await closed;
    expect(answered).toMatch(/^HTTP\/1\.1 401 /);
    expect(answered).not.toMatch(/408/);
  });
});
