import { createServer, type Server } from 'node:http';
import { Code, type SecurityOverview, type TicketState } from '@lf/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/account/passwords';
import { normaliseAnswer } from '../src/account/security/questions';
import { openSecret } from '../src/account/security/secretBox';
import {
  ADMIN_PASSWORD,
  body,
  Client,
  DEMO_PASSWORD,
  startTestServer,
  type TestServer,
} from './harness';
import { withAuthsRevoked } from './accounts';
import { startMailbox, type Mailbox } from './mailbox';
import {
  afterResendInterval,
  changeOwnPassword,
  mailedCode,
  passwordHashOf,
} from './securityHelpers';

let server: TestServer;
let mailbox: Mailbox;
let smsProvider: Server;
const texts: { to: string; text: string; authorization: string }[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  // A real HTTP endpoint standing in for the SMS service: it receives what the provider posts.
  smsProvider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const { to, text } = JSON.parse(raw) as { to: string; text: string };
      texts.push({ to, text, authorization: request.headers.authorization ?? '' });
      response.writeHead(200).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
  const address = smsProvider.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startTestServer({
    env: {
      SMTP_URL: mailbox.url,
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TOKEN: 'sms-secret',
    },
  });
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
  await new Promise((resolve) => smsProvider.close(resolve));
});
beforeEach(async () => {
  await server.db.deleteFrom('verify_code').execute();
});

async function loggedIn(loginname = 'demo', password = DEMO_PASSWORD) {
  const client = new Client(server.app, { 'accept-language': 'en' });
  expect(body(await client.login(loginname, password)).code).toBe(Code.OK);
  return client;
}

/** Opens a setup flow for `target` and proves identity with the password. */
async function verifiedTicket(client: Client, target: string, password: string) {
  const begun = body<TicketState>(await client.post('/lfscada/user/security/begin', { target }));
  expect(begun.code).toBe(Code.OK);
  const { ticket } = begun.data;
  const proof = body(
    await client.post('/lfscada/user/security/verify', { ticket, channel: 'password', password }),
  );
  expect(proof.code).toBe(Code.OK);
  return ticket;
}

describe('security centre', () => {
  it('changes the password after the proofs, refusing a wrong original; other sessions end', async () => {
    const other = await loggedIn();
    const client = await loggedIn();
    const overview = body<SecurityOverview>(await client.post('/lfscada/user/security/query'));
    expect(overview.data).toMatchObject({
      loginname: 'demo',
      passwordChangedAt: null,
      questionsSet: false,
      videoKeySet: false,
    });
    expect(overview.data.capabilities).toEqual({ sms: true, email: true, demoMail: false });

    const begun = body<TicketState>(
      await client.post('/lfscada/user/security/begin', { target: 'password' }),
    );
    const { ticket } = begun.data;
    const skip = await changeOwnPassword(client, ticket, DEMO_PASSWORD, 'changed-pass');
    expect(skip.message).toBe(
      'This verification has expired or the step is out of order; start again from the first step',
    );
    const wrongProof = body(
      await client.post('/lfscada/user/security/verify', {
        ticket,
        channel: 'password',
        password: 'nope-nope',
      }),
    );
    expect(wrongProof.message).toBe('The password is wrong; 4 tries left');
    expect(
      body(
        await client.post('/lfscada/user/security/verify', {
          ticket,
          channel: 'password',
          password: DEMO_PASSWORD,
        }),
      ).code,
    ).toBe(Code.OK);

    // The ticket belongs to this session: the same user's other session cannot use it.
    const foreign = await changeOwnPassword(other, ticket, DEMO_PASSWORD, 'changed-pass');
    expect(foreign.code).toBe(Code.BAD_REQUEST);

    const hash = await passwordHashOf(server, 'demo');
    const wrongOriginal = await changeOwnPassword(client, ticket, 'not-the-one', 'changed-pass');
    expect(wrongOriginal).toMatchObject({
      code: Code.BAD_REQUEST,
      message: 'The original password is wrong',
    });
    expect(await passwordHashOf(server, 'demo')).toBe(hash);

    expect((await changeOwnPassword(client, ticket, DEMO_PASSWORD, 'changed-pass')).code).toBe(
      Code.OK,
    );
    expect(body(await other.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
    expect(body(await client.get('/lfscada/user/info')).code).toBe(Code.OK);
    const after = body<SecurityOverview>(await client.post('/lfscada/user/security/query'));
    expect(after.data.passwordChangedAt).not.toBeNull();
    const log = body<{ list: { action: string }[] }>(await client.post('/lfscada/user/log/query'));
    expect(log.data.list[0]?.action).toBe('account.password.change');

    // Back to the seeded password for the other tests, through the same flow.
    const back = await verifiedTicket(client, 'password', 'changed-pass');
    expect((await changeOwnPassword(client, back, 'changed-pass', DEMO_PASSWORD)).code).toBe(
      Code.OK,
    );
  });

  it('refuses the password change without the permission', async () => {
    await withAuthsRevoked(server.db, 'demo', ['account_password'], async () => {
      const client = await loggedIn();
      const refused = body(
        await client.post('/lfscada/user/security/begin', { target: 'password' }),
      );
      expect(refused).toMatchObject({
        code: Code.FORBIDDEN,
        message: 'No permission to change the password',
      });
    });
  });

  it('binds an e-mail with a code sent to it; another account cannot take it', async () => {
    const client = await loggedIn();
    const ticket = await verifiedTicket(client, 'email', DEMO_PASSWORD);
    const code = await mailedCode(
      client,
      mailbox,
      '/lfscada/user/security/email/sendCode',
      { ticket, email: 'New.Mail@example.com' },
      'New.Mail@example.com',
    );
    const elsewhere = body(
      await client.post('/lfscada/user/security/email/bind', {
        ticket,
        email: 'other@example.com',
        code,
      }),
    );
    expect(elsewhere.code).toBe(Code.BAD_REQUEST);
    expect(
      body(
        await client.post('/lfscada/user/security/email/bind', {
          ticket,
          email: 'New.Mail@example.com',
          code,
        }),
      ).code,
    ).toBe(Code.OK);
    const overview = body<SecurityOverview>(await client.post('/lfscada/user/security/query'));
    expect(overview.data.email).toBe('N***l@example.com');

    const admin = new Client(server.app);
    expect(body(await admin.login('admin', ADMIN_PASSWORD)).code).toBe(Code.OK);
    const adminTicket = await verifiedTicket(admin, 'email', ADMIN_PASSWORD);
    const taken = body(
      await admin.post('/lfscada/user/security/email/sendCode', {
        ticket: adminTicket,
        email: 'new.mail@EXAMPLE.com',
      }),
    );
    expect(taken).toMatchObject({ code: Code.BAD_REQUEST, message: '该邮箱已绑定其他账号' });
  });

  it('binds a phone through the SMS provider; a bound number is refused for another account', async () => {
    const client = await loggedIn();
    const ticket = await verifiedTicket(client, 'tel', DEMO_PASSWORD);
    const before = texts.length;
    const sent = body<{ sentTo: string }>(
      await client.post('/lfscada/user/security/tel/sendCode', { ticket, tel: '+8613812345678' }),
    );
    expect(sent.data.sentTo).toBe('138****5678');
    const message = texts[before];
    expect(message).toMatchObject({ to: '13812345678', authorization: 'Bearer sms-secret' });
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
    expect(
      body(
        await client.post('/lfscada/user/security/tel/bind', { ticket, tel: '13812345678', code }),
      ).code,
    ).toBe(Code.OK);
    const again = body(
      await client.post('/lfscada/user/security/tel/bind', { ticket, tel: '13812345678', code }),
    );
    expect(again.code).toBe(Code.BAD_REQUEST);

    const admin = new Client(server.app);
    await admin.login('admin', ADMIN_PASSWORD);
    const adminTicket = await verifiedTicket(admin, 'tel', ADMIN_PASSWORD);
    const taken = body(
      await admin.post('/lfscada/user/security/tel/sendCode', {
        ticket: adminTicket,
        tel: '13812345678',
      }),
    );
    expect(taken.message).toBe('该手机号已绑定其他账号');
    const badTel = await admin.post('/lfscada/user/security/tel/sendCode', {
      ticket: adminTicket,
      tel: '12345',
    });
    expect(body<{ field: string }>(badTel).data.field).toBe('tel');

    // Proving identity by the bound phone.
    const byPhone = body<TicketState>(
      await client.post('/lfscada/user/security/begin', { target: 'question' }),
    );
    expect(byPhone.data.channels.tel).toBe('138****5678');
    // The account sent a code a moment ago: its next waits a minute.
    afterResendInterval(server);
    const at = texts.length;
    await client.post('/lfscada/user/security/sendCode', {
      ticket: byPhone.data.ticket,
      channel: 'tel',
    });
    const phoneCode = /\b(\d{6})\b/.exec(texts[at]?.text ?? '')?.[1] ?? '';
    expect(
      body(
        await client.post('/lfscada/user/security/verify', {
          ticket: byPhone.data.ticket,
          channel: 'tel',
          code: phoneCode,
        }),
      ).code,
    ).toBe(Code.OK);
  });

  it('sets three distinct questions, stored hashed', async () => {
    const client = await loggedIn();
    const ticket = await verifiedTicket(client, 'question', DEMO_PASSWORD);
    const two = await client.post('/lfscada/user/security/question/save', {
      ticket,
      questions: JSON.stringify([
        { question: 'a?', answer: '1' },
        { question: 'b?', answer: '2' },
      ]),
    });
    expect(body<{ field: string }>(two).data.field).toBe('questions');
    const same = await client.post('/lfscada/user/security/question/save', {
      ticket,
      questions: JSON.stringify([
        { question: 'a?', answer: '1' },
        { question: 'a?', answer: '2' },
        { question: 'c?', answer: '3' },
      ]),
    });
    expect(body(same).code).toBe(Code.BAD_REQUEST);
    const questions = [
      { question: 'Pet?', answer: 'Secret Rex' },
      { question: 'Town?', answer: 'Hangzhou' },
      { question: 'School?', answer: 'No. 1' },
    ];
    expect(
      body(
        await client.post('/lfscada/user/security/question/save', {
          ticket,
          questions: JSON.stringify(questions),
        }),
      ).code,
    ).toBe(Code.OK);
    const stored = await server.db
      .selectFrom('security_question')
      .select(['question', 'answer_hash'])
      .orderBy('seq')
      .execute();
    expect(stored.map((row) => row.question)).toEqual(['Pet?', 'Town?', 'School?']);
    for (const [index, row] of stored.entries()) {
      expect(row.answer_hash).toMatch(/^\$argon2id\$/);
      expect(
        await verifyPassword(row.answer_hash, normaliseAnswer(questions[index]?.answer ?? '')),
      ).toBe(true);
    }
    expect(
      body<SecurityOverview>(await client.post('/lfscada/user/security/query')).data.questionsSet,
    ).toBe(true);
  });

  it('keeps the video cloud key encrypted at rest', async () => {
    const client = await loggedIn();
    expect(
      body(
        await client.post('/lfscada/user/security/videoKey/save', {
          videoKey: 'ys7-key-0123456789',
        }),
      ).code,
    ).toBe(Code.OK);
    const { video_key_enc } = await server.db
      .selectFrom('app_user')
      .select('video_key_enc')
      .where('loginname', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(video_key_enc).not.toContain('ys7-key');
    expect(openSecret(server.config, video_key_enc)).toBe('ys7-key-0123456789');
    expect(
      body<SecurityOverview>(await client.post('/lfscada/user/security/query')).data.videoKeySet,
    ).toBe(true);
  });

  it('needs a session for every setup call', async () => {
    const anonymous = new Client(server.app);
    for (const url of [
      '/lfscada/user/security/query',
      '/lfscada/user/security/begin',
      '/lfscada/user/security/password',
      '/lfscada/user/security/email/bind',
    ]) {
      expect(body(await anonymous.post(url, { target: 'password' })).code, url).toBe(
        Code.NOT_LOGGED_IN,
      );
    }
  });
});
