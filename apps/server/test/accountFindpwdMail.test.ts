import { Code, SECURITY } from '@lf/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { startMailbox, type Mailbox } from './mailbox';
import { rowCount } from './storedRows';
import {
  afterResendInterval,
  mailedCode,
  passwordHashOf,
  recoverPassword,
  setEmail,
  startRecovery,
} from './securityHelpers';

// Find password through a code sent by e-mail; the security questions and the refusals of
// malformed input are in accountFindpwdQuestions.test.ts.

let server: TestServer;
let mailbox: Mailbox;
const demoMail = 'demo.user@example.com';

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({
    env: { SMTP_URL: mailbox.url, MAIL_FROM: 'LF <lf@test.local>' },
  });
  await setEmail(server, 'demo', demoMail);
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});
beforeEach(async () => {
  // Each test starts with fresh send limits.
  await server.db.deleteFrom('verify_code').execute();
});

describe('find password by e-mail', () => {
  it('recovers through a code read from the mail, ends the old sessions and logs it', async () => {
    const oldSession = new Client(server.app);
    expect(body(await oldSession.login('demo', DEMO_PASSWORD)).code).toBe(Code.OK);

    const client = new Client(server.app, { 'accept-language': 'en' });
    const started = await startRecovery(server, client, 'demo');
    expect(started.code).toBe(Code.OK);
    expect(started.data.stage).toBe('identify');
    expect(started.data.channels).toEqual({ tel: '', email: 'd***r@example.com', question: false });
    expect(started.data.capabilities).toMatchObject({ email: true, sms: false, demoMail: false });
    const ticket = started.data.ticket;

    const before = mailbox.received.length;
    const sent = body<{ resendIn: number; sentTo: string }>(
      await client.post('/lfscada/user/findpwd/sendCode', { ticket, channel: 'email' }),
    );
    expect(sent.data).toEqual({ resendIn: 60, sentTo: 'd***r@example.com' });
    const mail = await mailbox.next(demoMail, before);
    expect(mail.from?.text).toContain('lf@test.local');
    expect(mail.subject).toBe('LF SCADA Verification code / 验证码');
    expect(mail.text).toMatch(/Your verification code is \d{6}\. It is valid for 10 minutes/);
    expect(mail.text).toMatch(/您的验证码是 \d{6}，10 分钟内有效/);
    const code = mailbox.codeIn(mail);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = body(
      await client.post('/lfscada/user/findpwd/verify', {
        ticket,
        channel: 'email',
        code: wrongCode,
      }),
    );
    expect(wrong).toMatchObject({
      code: Code.BAD_REQUEST,
      message: 'The code is wrong; 4 tries left',
    });

    const early = await recoverPassword(client, ticket, 'brand-new-1');
    expect(early.code).toBe(Code.BAD_REQUEST);
    expect(early.message).toContain('start again from the first step');

    expect(
      body(await client.post('/lfscada/user/findpwd/verify', { ticket, channel: 'email', code }))
        .code,
    ).toBe(Code.OK);
    const replay = body(
      await client.post('/lfscada/user/findpwd/verify', { ticket, channel: 'email', code }),
    );
    expect(replay.code).toBe(Code.BAD_REQUEST);

    const hashBefore = await passwordHashOf(server, 'demo');
    const mismatch = await recoverPassword(client, ticket, 'brand-new-1', 'brand-new-2');
    expect(mismatch).toMatchObject({
      code: Code.BAD_REQUEST,
      message: 'The two passwords do not match',
    });
    const tooLong = await recoverPassword(client, ticket, 'x'.repeat(16));
    expect(tooLong.message).toBe('password must be at most 15 characters');
    expect(await passwordHashOf(server, 'demo')).toBe(hashBefore);

    expect((await recoverPassword(client, ticket, 'brand-new-1')).code).toBe(Code.OK);
    const again = await recoverPassword(client, ticket, 'other-new-2');
    expect(again.code).toBe(Code.BAD_REQUEST);

    expect(body(await oldSession.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
    expect(body(await new Client(server.app).login('demo', DEMO_PASSWORD)).code).toBe(
      Code.LOGIN_FAILED,
    );
    const fresh = new Client(server.app);
    expect(body(await fresh.login('demo', 'brand-new-1')).code).toBe(Code.OK);
    const log = body<{ list: { action: string }[] }>(await fresh.post('/lfscada/user/log/query'));
    expect(log.data.list.map((row) => row.action)).toContain('account.password.recover');
  });

  it('answers an unknown account like one with nothing bound, and sends nothing', async () => {
    const client = new Client(server.app);
    const started = await startRecovery(server, client, 'nobody-here');
    expect(started.code).toBe(Code.OK);
    expect(started.data.channels).toEqual({ tel: '', email: '', question: false });
    const before = mailbox.received.length;
    const sent = body(
      await client.post('/lfscada/user/findpwd/sendCode', {
        ticket: started.data.ticket,
        channel: 'email',
      }),
    );
    expect(sent.code).toBe(Code.BAD_REQUEST);
    expect(sent.message).toBe('账号未绑定该验证方式');
    expect(
      body<string[]>(
        await client.post('/lfscada/user/findpwd/questions', { ticket: started.data.ticket }),
      ).data,
    ).toEqual([]);
    expect(mailbox.received.length).toBe(before);
  });

  it('refuses a wrong captcha and opens no flow', async () => {
    const client = new Client(server.app);
    await client.post('/lfscada/user/findpwd/vcode');
    const count = () => rowCount(server.db, 'verify_ticket');
    const before = await count();
    const refused = body(
      await client.post('/lfscada/user/findpwd/account', { loginname: 'demo', vcode: 'zzzz' }),
    );
    expect(refused.code).toBe(Code.VCODE_INVALID);
    expect(await count()).toBe(before);
  });

  it('stops a brute-forced code after five tries and an expired code at once', async () => {
    const client = new Client(server.app);
    const { ticket } = (await startRecovery(server, client, 'demo')).data;
    const code = await mailedCode(
      client,
      mailbox,
      '/lfscada/user/findpwd/sendCode',
      { ticket, channel: 'email' },
      demoMail,
    );
    const guesses = ['000001', '000002', '000003', '000004', '000005']
      .filter((guess) => guess !== code)
      .slice(0, 5);
    const answers = await Promise.all(
      guesses.map((guess) =>
        client.post('/lfscada/user/findpwd/verify', { ticket, channel: 'email', code: guess }),
      ),
    );
    expect(answers.every((answer) => body(answer).code === Code.BAD_REQUEST)).toBe(true);
    const afterTries = body(
      await client.post('/lfscada/user/findpwd/verify', { ticket, channel: 'email', code }),
    );
    expect(afterTries.message).toBe('验证码已失效，请重新获取');

    afterResendInterval(server);
    const second = await mailedCode(
      client,
      mailbox,
      '/lfscada/user/findpwd/sendCode',
      { ticket, channel: 'email' },
      demoMail,
    );
    server.clock.offsetMs += SECURITY.codeValidityMs + 1000;
    const expired = body(
      await client.post('/lfscada/user/findpwd/verify', { ticket, channel: 'email', code: second }),
    );
    expect(expired.code).toBe(Code.BAD_REQUEST);
    const { stage } = await server.db
      .selectFrom('verify_ticket')
      .select('stage')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stage).toBe('identify');
  });

  it('sends one code for 200 parallel requests and at most ten an hour', async () => {
    const client = new Client(server.app);
    const { ticket } = (await startRecovery(server, client, 'demo')).data;
    const before = mailbox.received.length;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.post('/lfscada/user/findpwd/sendCode', { ticket, channel: 'email' }),
      ),
    );
    const codes = answers.map((answer) => body(answer).code);
    expect(codes.filter((code) => code === Code.OK)).toHaveLength(1);
    expect(codes.filter((code) => code === Code.TOO_MANY_REQUESTS)).toHaveLength(199);
    const refusal = answers.find((answer) => body(answer).code !== Code.OK);
    if (!refusal) throw new Error('no refusal among the parallel sends');
    const refused = body<{ resendIn: number }>(refusal);
    expect(refused.message).toMatch(/^发送过于频繁，请 \d+ 秒后再试$/);
    expect(refused.data.resendIn).toBeGreaterThan(55);
    await mailbox.next(demoMail, before);
    expect(mailbox.received.length - before).toBe(1);

    // Another ticket of the same account does not reset the account's limit.
    const other = (await startRecovery(server, new Client(server.app), 'demo')).data.ticket;
    expect(
      body(await client.post('/lfscada/user/findpwd/sendCode', { ticket: other, channel: 'email' }))
        .code,
    ).toBe(Code.TOO_MANY_REQUESTS);

    for (let sent = 1; sent < SECURITY.sendPerHour; sent++) {
      afterResendInterval(server);
      expect(
        body(await client.post('/lfscada/user/findpwd/sendCode', { ticket, channel: 'email' }))
          .code,
      ).toBe(Code.OK);
    }
    afterResendInterval(server);
    const hourly = body(
      await client.post('/lfscada/user/findpwd/sendCode', { ticket, channel: 'email' }),
    );
    expect(hourly).toMatchObject({
      code: Code.TOO_MANY_REQUESTS,
      message: '一小时内最多发送 10 次验证码，请稍后再试',
    });
  });
});

describe('delivery not configured', () => {
  it('says e-mail verification is unavailable outside the demo without SMTP_URL', async () => {
    const bare = await startTestServer();
    try {
      await setEmail(bare, 'demo', demoMail);
      const capabilities = body(
        await new Client(bare.app).post('/lfscada/user/security/capabilities'),
      );
      expect(capabilities.data).toEqual({ sms: false, email: false, demoMail: false });
      const client = new Client(bare.app, { 'accept-language': 'en' });
      const { ticket } = (await startRecovery(bare, client, 'demo')).data;
      const sent = body(
        await client.post('/lfscada/user/findpwd/sendCode', { ticket, channel: 'email' }),
      );
      expect(sent.message).toBe(
        'E-mail verification is unavailable: the server has no delivery service configured',
      );
      expect(await bare.db.selectFrom('verify_code').selectAll().execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('a shorter code interval (LF_CODE_INTERVAL_MS)', () => {
  it('tells the wait it was given and sends again once it has passed', async () => {
    const quick = await startTestServer({
      env: { SMTP_URL: mailbox.url, LF_CODE_INTERVAL_MS: '15000' },
    });
    try {
      await setEmail(quick, 'demo', demoMail);
      const client = new Client(quick.app);
      const { ticket } = (await startRecovery(quick, client, 'demo')).data;
      const send = async () =>
        body<{ resendIn: number }>(
          await client.post('/lfscada/user/findpwd/sendCode', { ticket, channel: 'email' }),
        );
      expect((await send()).data.resendIn).toBe(15);
      const refused = await send();
      expect(refused.code).toBe(Code.TOO_MANY_REQUESTS);
      expect(refused.data.resendIn).toBeGreaterThan(0);
      expect(refused.data.resendIn).toBeLessThanOrEqual(15);
      quick.clock.offsetMs += 15_000;
      expect((await send()).code).toBe(Code.OK);
    } finally {
      await quick.close();
    }
  });
});
