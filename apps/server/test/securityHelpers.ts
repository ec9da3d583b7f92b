import { SECURITY, type TicketState } from '@lf/protocol';
import type { TestServer } from './harness';
import { body, Client } from './harness';
import type { Mailbox } from './mailbox';

/** Steps of the account-security flows as a browser makes them, for the server tests. */

export async function setEmail(server: TestServer, loginname: string, email: string) {
  await server.db
    .updateTable('app_user')
    .set({ email })
    .where('loginname', '=', loginname)
    .execute();
}

export async function passwordHashOf(server: TestServer, loginname: string): Promise<string> {
  const row = await server.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('loginname', '=', loginname)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** Opens find-password for `loginname`, answering the captcha from the table as a person reads it. */
export async function startRecovery(server: TestServer, client: Client, loginname: string) {
  await client.post('/lfscada/user/findpwd/vcode');
  const { answer } = await server.db
    .selectFrom('captcha')
    .select('answer')
    .orderBy('expires_at', 'desc')
    .executeTakeFirstOrThrow();
  const started = body<TicketState>(
    await client.post('/lfscada/user/findpwd/account', { loginname, vcode: answer }),
  );
  return started;
}

/** Sends a code to the ticket's e-mail and reads it from the mailbox. */
export async function mailedCode(
  client: Client,
  mailbox: Mailbox,
  url: string,
  fields: Record<string, string>,
  to: string,
): Promise<string> {
  const before = mailbox.received.length;
  const sent = body(await client.post(url, fields));
  if (sent.code !== 200) throw new Error(`send failed: ${sent.message}`);
  return mailbox.codeIn(await mailbox.next(to, before));
}

/** Find-password's last step: sets `password` (confirmed as `confirm`) with a verified ticket. */
export async function recoverPassword(
  client: Client,
  ticket: string,
  password: string,
  confirm = password,
) {
  return body(await client.post('/lfscada/user/findpwd/password', { ticket, password, confirm }));
}

/** The security setup's password change: `original` proves it is the user, with a verified ticket. */
export async function changeOwnPassword(
  client: Client,
  ticket: string,
  original: string,
  password: string,
  confirm = password,
) {
  return body(
    await client.post('/lfscada/user/security/password', { ticket, original, password, confirm }),
  );
}

/** Moves the server's clock past the resend interval. */
export function afterResendInterval(server: TestServer) {
  server.clock.offsetMs += SECURITY.sendIntervalMs + 1000;
}

export { Client };
