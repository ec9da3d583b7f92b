import { Code, type InviteInfo } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from './accessWorld';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';
import { startMailbox, type Mailbox } from './mailbox';
import { userForm } from './usersWorld';

/* Invitations by e-mail through a real SMTP server: the link sets the password once. */
let server: TestServer;
let mailbox: Mailbox;
let admin: Client;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({
    env: { SMTP_URL: mailbox.url, MAIL_FROM: 'LF <lf@test.local>' },
  });
  admin = await seededUser(server.app, 'admin');
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

async function invite(loginname: string, email: string): Promise<string> {
  const before = mailbox.received.length;
  const added = body(
    await admin.post(
      '/lfscada/manage/user/add',
      userForm({ loginname, displayName: `名${loginname}`, email, invite: 'true' }),
    ),
  );
  expect(added.code).toBe(200);
  const mail = await mailbox.next(email, before);
  expect(mail.subject).toBe('LF SCADA 账号邀请 / Your account');
  const token = /\/invite\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return token;
}

describe('invitations', () => {
  it('mails a link that sets the password once, then the user logs in', async () => {
    const token = await invite('inv1', 'inv1@example.com');
    const info = body<InviteInfo>(
      await new Client(server.app).post('/lfscada/user/invite/check', { token }),
    );
    expect(info.data).toMatchObject({ loginname: 'inv1', displayName: '名inv1' });
    // Until then no password works.
    expect(body(await new Client(server.app).login('inv1', 'guess-pass-1')).code).toBe(
      Code.LOGIN_FAILED,
    );

    const guest = new Client(server.app);
    const short = body(
      await guest.post('/lfscada/user/invite/accept', { token, password: 'short-1' }),
    );
    expect(short.code).toBe(Code.BAD_REQUEST);
    expect(
      body(await guest.post('/lfscada/user/invite/accept', { token, password: 'invited-pass-1' }))
        .code,
    ).toBe(200);
    const again = body(
      await guest.post('/lfscada/user/invite/accept', { token, password: 'other-pass-12' }),
    );
    expect(again).toMatchObject({
      code: Code.BAD_REQUEST,
      message: '邀请链接无效、已使用或已过期，请联系管理员',
    });

    const user = new Client(server.app);
    const login = body<{ mustChangePassword: boolean }>(await user.login('inv1', 'invited-pass-1'));
    expect(login.code).toBe(200);
    expect(login.data.mustChangePassword).toBe(false);
  });

  it('refuses an expired link and an unknown one, changing nothing', async () => {
    const token = await invite('inv2', 'inv2@example.com');
    const before = await dbFingerprint(server.db);
    server.clock.offsetMs = 73 * HOUR;
    try {
      const late = body(
        await new Client(server.app).post('/lfscada/user/invite/accept', {
          token,
          password: 'late-pass-123',
        }),
      );
      expect(late.code).toBe(Code.BAD_REQUEST);
    } finally {
      server.clock.offsetMs = 0;
    }
    const unknown = body(
      await new Client(server.app).post('/lfscada/user/invite/check', { token: 'x'.repeat(43) }),
    );
    expect(unknown.code).toBe(Code.BAD_REQUEST);
    expect(await dbFingerprint(server.db)).toEqual(before);
  });

  it('needs an e-mail address, and leaves no user when the mail cannot be sent', async () => {
    const none = body(
      await admin.post(
        '/lfscada/manage/user/add',
        userForm({ loginname: 'inv3', displayName: 'x', invite: 'true' }),
      ),
    );
    expect(none.message).toBe('邮件邀请需要填写邮箱');
    await mailbox.close();
    try {
      const failed = body(
        await admin.post(
          '/lfscada/manage/user/add',
          userForm({
            loginname: 'inv3',
            displayName: 'x',
            email: 'inv3@example.com',
            invite: 'true',
          }),
        ),
      );
      expect(failed.code).toBe(Code.BAD_REQUEST);
      const row = await server.db
        .selectFrom('app_user')
        .select('id')
        .where('loginname', '=', 'inv3')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      mailbox = await startMailbox();
    }
  });
});
