import { Code, SECURITY, type SetupTarget, type TicketStage } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { VerifyTicketTable } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { SessionUser } from '../sessions';
import { hashToken, newToken } from '../tokens';

export type Ticket = Selectable<VerifyTicketTable>;
export type Purpose = Ticket['purpose'];

export const ticketInvalid = () => new ApiError(Code.BAD_REQUEST, 'ticketInvalid');

/**
 * Opens a flow: the browser gets a random id, the database keeps only its hash with the flow's
 * purpose, account, target and stage. Recovery of an unknown account opens a ticket too (with no
 * account), so the answer does not say whether the account exists.
 */
export async function openTicket(
  ctx: AppContext,
  flow: {
    purpose: Purpose;
    userId: string | null;
    target: SetupTarget;
    sessionHash?: string;
  },
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verify_ticket').where('expires_at', '<', now).execute();
    await trx
      .insertInto('verify_ticket')
      .values({
        id_hash: hashToken(token),
        purpose: flow.purpose,
        user_id: flow.userId,
        session_hash: flow.sessionHash ?? '',
        target: flow.target,
        stage: 'identify',
        created_at: now,
        expires_at: new Date(now.getTime() + SECURITY.ticketValidityMs),
      })
      .execute();
  });
  return token;
}

/**
 * The live ticket behind `token` for this purpose (and, for setup, this user's same session),
 * at the given stage; anything else is "start again", whichever part failed.
 */
export async function loadTicket(
  ctx: AppContext,
  token: string,
  purpose: Purpose,
  expect: { stage?: TicketStage; user?: SessionUser; target?: SetupTarget } = {},
): Promise<Ticket> {
  const row = await ctx.db
    .selectFrom('verify_ticket')
    .selectAll()
    .where('id_hash', '=', hashToken(token))
    .executeTakeFirst();
  const valid =
    row &&
    row.purpose === purpose &&
    row.used_at === null &&
    row.expires_at > ctx.now() &&
    row.tries < SECURITY.ticketMaxTries &&
    (expect.stage === undefined || row.stage === expect.stage) &&
    (expect.target === undefined || row.target === expect.target) &&
    (expect.user === undefined ||
      (row.user_id === expect.user.userId && row.session_hash === expect.user.sessionHash));
  if (!valid) throw ticketInvalid();
  return row;
}

/**
 * Counts one failed identity proof on the ticket and answers how many are left; the last one
 * ends the ticket. Atomic: parallel wrong answers cannot exceed the limit.
 */
export async function countFailedProof(ctx: AppContext, ticket: Ticket): Promise<number> {
  const row = await ctx.db
    .updateTable('verify_ticket')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id_hash', '=', ticket.id_hash)
    .where('tries', '<', SECURITY.ticketMaxTries)
    .returning('tries')
    .executeTakeFirst();
  if (!row) throw ticketInvalid();
  return SECURITY.ticketMaxTries - row.tries;
}

/** identify → verified, once: a replay of the proof finds the ticket already moved on. */
export async function markVerified(ctx: AppContext, ticket: Ticket): Promise<void> {
  const moved = await ctx.db
    .updateTable('verify_ticket')
    .set({ stage: 'verified' })
    .where('id_hash', '=', ticket.id_hash)
    .where('stage', '=', 'identify')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw ticketInvalid();
}

/**
 * Uses a verified ticket up inside the transaction of the change it allows; of two parallel
 * uses only one finds it unused.
 */
async function consumeTicket(trx: Db, ticket: Ticket, now: Date): Promise<void> {
  const used = await trx
    .updateTable('verify_ticket')
    .set({ used_at: now })
    .where('id_hash', '=', ticket.id_hash)
    .where('stage', '=', 'verified')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw ticketInvalid();
}

/**
 * Runs the change a verified ticket allows, in one transaction with the ticket's use: the change
 * is given that transaction and the time it happens at.
 */
export async function spendTicket<T>(
  ctx: AppContext,
  ticket: Ticket,
  change: (trx: Db, now: Date) => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    await consumeTicket(trx, ticket, now);
    return change(trx, now);
  });
}
