import { actorOf, logged, logOperation, type Caller } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { isOwnPassword, originalPasswordWrong, writeOwnPassword } from '../ownPassword';
import { setUserPassword } from '../setPassword';
import { acceptNewPassword } from '../../users/passwordPolicy';
import type { User } from './flows';
import { hashAnswers } from './questions';
import { sealSecret } from './secretBox';
import { countFailedProof, openTicket, spendTicket, type Ticket } from './tickets';

/**
 * Opens a find-password ticket for a login name. An unknown name still gets a ticket (with no
 * user), so the answer does not tell who has an account.
 */
export async function openFindpwdTicket(ctx: AppContext, loginname: string): Promise<string> {
  const user = await ctx.db
    .selectFrom('app_user')
    .select('id')
    .where('loginname', '=', loginname)
    .executeTakeFirst();
  return openTicket(ctx, { purpose: 'findpwd', userId: user?.id ?? null, target: 'password' });
}

/** Sets a recovered account's new password: the ticket is used up and the change logged with it. */
export async function recoverPassword(
  ctx: AppContext,
  { ticket, user, passwordHash, address }: RecoveredPassword,
): Promise<void> {
  await spendTicket(ctx, ticket, async (trx, now) => {
    // A recovered account may have been someone else's for a while: every session ends.
    await setUserPassword(trx, { userId: user.id, passwordHash, now, mustChange: false });
    await logOperation(
      trx,
      { userId: user.id, orgId: user.org_id, address },
      'account.password.recover',
      {},
    );
  });
}

interface RecoveredPassword {
  ticket: Ticket;
  user: User;
  passwordHash: string;
  address: string;
}

/**
 * The security centre's password change, once the user has proved who they are: the original
 * password is asked again (a wrong one counts against the ticket), then the ticket is used up
 * with the change. The other sessions end as with any own change.
 */
export async function changePasswordWithTicket(
  ctx: AppContext,
  { user, request }: Caller,
  ticket: Ticket,
  input: { original: string; password: string },
): Promise<void> {
  if (!(await isOwnPassword(ctx, user, input.original))) {
    await countFailedProof(ctx, ticket);
    throw originalPasswordWrong();
  }
  const passwordHash = await acceptNewPassword(ctx, user.orgId, input.password);
  await spendTicket(ctx, ticket, (trx, now) =>
    writeOwnPassword(trx, user, actorOf(user, request), { passwordHash, now }),
  );
}

/** Replaces the user's security questions (answers stored hashed), using the ticket up. */
export async function saveSecurityQuestions(
  ctx: AppContext,
  { user, request }: Caller,
  ticket: Ticket,
  questions: { question: string; answer: string }[],
): Promise<void> {
  const rows = await hashAnswers(questions);
  await spendTicket(ctx, ticket, async (trx) => {
    await trx.deleteFrom('security_question').where('user_id', '=', user.userId).execute();
    await trx
      .insertInto('security_question')
      .values(rows.map((row) => ({ ...row, user_id: user.userId })))
      .execute();
    await logOperation(trx, actorOf(user, request), 'account.question.set', {});
  });
}

/** Links the user's video key (kept sealed), or unlinks it when the key is empty. */
export async function saveVideoKey(
  ctx: AppContext,
  caller: Caller,
  videoKey: string,
): Promise<void> {
  const log = {
    action: videoKey ? 'account.videoKey.link' : 'account.videoKey.unlink',
    detail: {},
  };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ video_key_enc: videoKey ? sealSecret(ctx.config, videoKey) : '' })
      .where('id', '=', caller.user.userId)
      .execute();
  });
}
