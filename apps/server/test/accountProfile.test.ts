import { Code, type AccountProfile } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { withAuthsRevoked } from './accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function upload(client: Client, name: string, data: Buffer | string, type: string) {
  const boundary = 'lf-avatar-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.postRaw(
    '/lfscada/user/avatar/upload',
    payload,
    `multipart/form-data; boundary=${boundary}`,
  );
}

async function demo() {
  const client = new Client(server.app, { 'accept-language': 'en' });
  expect(body(await client.login('demo', DEMO_PASSWORD)).code).toBe(Code.OK);
  return client;
}

describe('own information and avatar', () => {
  it('shows and changes the display name; refuses without the permission', async () => {
    const client = await demo();
    const profile = body<AccountProfile>(await client.post('/lfscada/user/profile/query'));
    expect(profile.data).toMatchObject({
      loginname: 'demo',
      roleType: 'user',
      avatar: '',
      canEdit: true,
    });
    expect(profile.data.orgName).not.toBe('');
    const tooLong = await client.post('/lfscada/user/info/save', { username: '1234567' });
    expect(body<{ field: string }>(tooLong).data.field).toBe('username');
    expect(body(await client.post('/lfscada/user/info/save', { username: '小王' })).code).toBe(
      Code.OK,
    );
    expect(body<{ username: string }>(await client.get('/lfscada/user/info')).data.username).toBe(
      '小王',
    );

    await withAuthsRevoked(server.db, 'demo', ['account_info'], async () => {
      const refused = body(await client.post('/lfscada/user/info/save', { username: '老王' }));
      expect(refused).toMatchObject({
        code: Code.FORBIDDEN,
        message: 'No permission to change user information',
      });
      const avatar = body(await upload(client, 'a.png', 'x', 'image/png'));
      expect(avatar.code).toBe(Code.FORBIDDEN);
    });
    expect(body<{ username: string }>(await client.get('/lfscada/user/info')).data.username).toBe(
      '小王',
    );
  });

  it('makes an SVG avatar with script inert, refuses other types and 100K or more', async () => {
    const client = await demo();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10"/></a></svg>';
    const saved = body<{ avatar: string }>(await upload(client, 'me.svg', svg, 'image/svg+xml'));
    expect(saved.code).toBe(Code.OK);
    expect(saved.data.avatar).toMatch(/^avatars\/.+\.svg$/);
    const served = await client.get(`/files/${saved.data.avatar}`);
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload|javascript:/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(body<{ avatar: string }>(await client.get('/lfscada/user/info')).data.avatar).toBe(
      saved.data.avatar,
    );

    const html = body(
      await upload(client, 'me.png', '<html><script>alert(1)</script></html>', 'image/png'),
    );
    expect(html.code).toBe(Code.BAD_REQUEST);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const big = Buffer.concat([png, Buffer.alloc(100 * 1024)]);
    const tooBig = body(await upload(client, 'big.png', big, 'image/png'));
    expect(tooBig.code).toBe(Code.BAD_REQUEST);
    expect(tooBig.message).toContain('100 KB');
    // The refused uploads changed nothing.
    expect(body<{ avatar: string }>(await client.get('/lfscada/user/info')).data.avatar).toBe(
      saved.data.avatar,
    );

    const replaced = body<{ avatar: string }>(await upload(client, 'dot.png', png, 'image/png'));
    expect(replaced.data.avatar).toMatch(/\.png$/);
    expect((await client.get(`/files/${saved.data.avatar}`)).statusCode).toBe(404);
  });
});
