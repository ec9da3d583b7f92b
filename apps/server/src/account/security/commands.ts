import { logOperation } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { setUserPassword } from '../setPassword';
import type { User } from './flows';
import { consumeTicket, openTicket, type Ticket } from './tickets';

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
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await consumeTicket(trx, ticket, now);
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
