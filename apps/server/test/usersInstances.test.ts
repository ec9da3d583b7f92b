import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { body, Client, seededUser } from './harness';
import { startLiveServer, type LiveServer, startAnotherInstance } from './liveHarness';
import { addUser, loginAs, NEW_PASSWORD } from './usersWorld';

/*
 * Two server instances on one database: a user disabled through one has the socket they hold
 * on the other closed with 4401 by that instance's session check, and their calls refused there.
 */
let first: LiveServer;
let second: FastifyInstance;

beforeAll(async () => {
  first = await startLiveServer();
  second = await startAnotherInstance(first, { timing: { sessionCheckMs: 200 } });
  await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('disabling a user with sockets on another instance', () => {
  it('closes them there with 4401 within the session check', async () => {
    const admin = await seededUser(first.app, 'admin');
    const id = await addUser(admin, 'far2');
    await loginAs(first, 'far2', NEW_PASSWORD, 'far2-pass-123');
    const user = new Client(second);
    expect(body(await user.login('far2', 'far2-pass-123')).code).toBe(200);
    const token = body<{ token: string }>(await user.post('/lfscada/websocket/msg/token'));
    const { port } = second.server.address() as AddressInfo;
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/lfscada/ws/message/subscribe/${token.data.token}`,
    );
    const closed = new Promise<number>((done) => socket.once('close', done));
    await new Promise((resolve) => socket.once('open', resolve));

    expect(
      body(await admin.post('/lfscada/manage/user/disable', { id, disabled: 'true' })).code,
    ).toBe(200);
    expect(await closed).toBe(4401);
    expect(body(await user.get('/lfscada/user/info')).code).toBe(1010);
  });
});
