import { Code, SECURITY } from '@lf/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashAnswers } from '../src/account/security/questions';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { startMailbox, type Mailbox } from './mailbox';
import {
  afterResendInterval,
  mailedCode,
  passwordHashOf,
  setEmail,
  startRecovery,
} from './securityHelpers';

let server: TestServer;
let mailbox: Mailbox;
let demoPassword = DEMO_PASSWORD;
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
    expect(body(await oldSession.login('demo', demoPassword)).code).toBe(Code.OK);

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

    const early = body(
      await client.post('/lfscada/user/findpwd/password', {
        ticket,
        password: 'brand-new-1',
        confirm: 'brand-new-1',
      }),
    );
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
    const mismatch = body(
      await client.post('/lfscada/user/findpwd/password', {
        ticket,
        password: 'brand-new-1',
        confirm: 'brand-new-2',
      }),
    );
    expect(mismatch).toMatchObject({
      code: Code.BAD_REQUEST,
      message: 'The two passwords do not match',
    });
    const tooLong = body(
      await client.post('/lfscada/user/findpwd/password', {
        ticket,
        password: 'x'.repeat(16),
        confirm: 'x'.repeat(16),
      }),
    );
    expect(tooLong.message).toBe('password must be at most 15 characters');
    expect(await passwordHashOf(server, 'demo')).toBe(hashBefore);

    expect(
      body(
        await client.post('/lfscada/user/findpwd/password', {
          ticket,
          password: 'brand-new-1',
          confirm: 'brand-new-1',
        }),
      ).code,
    ).toBe(Code.OK);
    demoPassword = 'brand-new-1';
    const again = body(
      await client.post('/lfscada/user/findpwd/password', {
        ticket,
        password: 'other-new-2',
        confirm: 'other-new-2',
      }),
    );
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
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('verify_ticket')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
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

  it('recovers through the security questions, five wrong answers end the flow', async () => {
    const { id } = await server.db
      .selectFrom('app_user')
      .select('id')
      .where('loginname', '=', 'demo')
      .executeTakeFirstOrThrow();
    const rows = await hashAnswers([
      { question: 'First pet?', answer: 'Rex' },
      { question: 'Home town?', answer: 'Hangzhou' },
      { question: 'First school?', answer: 'No. 1 Middle School' },
    ]);
    await server.db.deleteFrom('security_question').where('user_id', '=', id).execute();
    await server.db
      .insertInto('security_question')
      .values(rows.map((row) => ({ ...row, user_id: id })))
      .execute();

    const client = new Client(server.app);
    const first = (await startRecovery(server, client, 'demo')).data;
    expect(first.channels.question).toBe(true);
    const wrongAnswers = JSON.stringify(['Rex', 'Hangzhou', 'wrong']);
    for (let left = 4; left >= 0; left--) {
      const wrong = body(
        await client.post('/lfscada/user/findpwd/verify', {
          ticket: first.ticket,
          channel: 'question',
          answers: wrongAnswers,
        }),
      );
      expect(wrong.message).toBe(`密保问题答案错误，还可以尝试 ${left} 次`);
    }
    const ended = body(
      await client.post('/lfscada/user/findpwd/verify', {
        ticket: first.ticket,
        channel: 'question',
        answers: JSON.stringify(['Rex', 'Hangzhou', 'No. 1 Middle School']),
      }),
    );
    expect(ended.message).toBe('验证已失效或步骤不正确，请从第一步重新开始');

    const { ticket } = (await startRecovery(server, client, 'demo')).data;
    const questions = body<string[]>(
      await client.post('/lfscada/user/findpwd/questions', { ticket }),
    );
    expect(questions.data).toEqual(['First pet?', 'Home town?', 'First school?']);
    // Answers compare without case, width or extra spaces.
    const right = JSON.stringify([' rex ', 'ＨＡＮＧＺＨＯＵ', 'no. 1  middle school']);
    expect(
      body(
        await client.post('/lfscada/user/findpwd/verify', {
          ticket,
          channel: 'question',
          answers: right,
        }),
      ).code,
    ).toBe(Code.OK);
    expect(
      body(
        await client.post('/lfscada/user/findpwd/password', {
          ticket,
          password: 'via-questions',
          confirm: 'via-questions',
        }),
      ).code,
    ).toBe(Code.OK);
    demoPassword = 'via-questions';
    expect(body(await new Client(server.app).login('demo', 'via-questions')).code).toBe(Code.OK);
  });

  it('refuses malformed, oversized and foreign input by field, changing nothing', async () => {
    const client = new Client(server.app);
    const hash = await passwordHashOf(server, 'demo');
    const cases: [string, Record<string, string>, string][] = [
      ['/lfscada/user/findpwd/account', { loginname: 'x'.repeat(65), vcode: 'abcd' }, 'loginname'],
      ['/lfscada/user/findpwd/account', { loginname: 'demo' }, 'vcode'],
      ['/lfscada/user/findpwd/state', { ticket: 'short' }, 'ticket'],
      ['/lfscada/user/findpwd/state', { ticket: `${'a'.repeat(30)}\u0000` }, 'ticket'],
      ['/lfscada/user/findpwd/sendCode', { ticket: 'a'.repeat(43), channel: 'fax' }, 'channel'],
      [
        '/lfscada/user/findpwd/verify',
        { ticket: 'a'.repeat(43), channel: 'email', code: '12345' },
        'code',
      ],
      [
        '/lfscada/user/findpwd/verify',
        { ticket: 'a'.repeat(43), channel: 'question', answers: '["a"]' },
        'answers',
      ],
      [
        '/lfscada/user/findpwd/verify',
        { ticket: 'a'.repeat(43), channel: 'question', answers: '{' },
        'answers',
      ],
      [
        '/lfscada/user/findpwd/password',
        { ticket: 'a'.repeat(43), password: 'short', confirm: 'short' },
        'password',
      ],
      [
        '/lfscada/user/findpwd/password',
        { ticket: 'a'.repeat(43), password: 'nul\u0000-password', confirm: 'nul\u0000-password' },
        'password',
      ],
    ];
    for (const [url, fields, field] of cases) {
      const response = await client.post(url, fields);
      expect(response.statusCode, url).toBe(400);
      expect(body<{ field: string }>(response).data.field, `${url} ${JSON.stringify(fields)}`).toBe(
        field,
      );
    }
    // A well-formed ticket that was never issued, and a password call without any flow.
    const forged = body(
      await client.post('/lfscada/user/findpwd/password', {
        ticket: 'a'.repeat(43),
        password: 'forged-pass',
        confirm: 'forged-pass',
      }),
    );
    expect(forged.message).toBe('验证已失效或步骤不正确，请从第一步重新开始');
    // The setup's password proof is not a recovery proof.
    const { ticket } = (await startRecovery(server, client, 'demo')).data;
    const byPassword = body(
      await client.post('/lfscada/user/findpwd/verify', {
        ticket,
        channel: 'password',
        password: demoPassword,
      }),
    );
    expect(byPassword.code).toBe(Code.BAD_REQUEST);
    expect(await passwordHashOf(server, 'demo')).toBe(hash);
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
