import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAnswers } from '../src/account/security/questions';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { passwordHashOf, recoverPassword, startRecovery } from './securityHelpers';
import { accountIds } from './accounts';

// Find password through the security questions, and the refusals every step shares; the
// e-mail flow is in accountFindpwdMail.test.ts.

let server: TestServer;
let demoPassword = DEMO_PASSWORD;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('find password by security questions', () => {
  it('recovers through the security questions, five wrong answers end the flow', async () => {
    const { userId: id } = await accountIds(server.db, 'demo');
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
    expect((await recoverPassword(client, ticket, 'via-questions')).code).toBe(Code.OK);
    demoPassword = 'via-questions';
    expect(body(await new Client(server.app).login('demo', 'via-questions')).code).toBe(Code.OK);
  });
});

describe('find password refusals', () => {
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
    const forged = await recoverPassword(client, 'a'.repeat(43), 'forged-pass');
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
