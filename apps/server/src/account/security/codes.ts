import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Code, SECURITY, type CodeChannel, type Locale } from '@lf/protocol';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { codeMessage } from './codeMessage';
import { deliveryOf } from './delivery';
import type { Ticket } from './tickets';

function codeHash(ticket: Ticket, address: string, code: string): Buffer {
  return createHash('sha256').update(`${ticket.id_hash}\n${address}\n${code}`).digest();
}

/** Serialises code sending per key (account, address) across transactions and instances. */
async function lockKeys(trx: Db, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** Seconds until `key`'s next code may go, or a refusal when its hour is used up. */
async function waitFor(
  trx: Db,
  now: Date,
  intervalMs: number,
  column: 'user_id' | 'address',
  value: string,
): Promise<number> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const row = await trx
    .selectFrom('verify_code')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('last')])
    .where(column, '=', value)
    .where('created_at', '>', hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= SECURITY.sendPerHour) {
    throw new ApiError(Code.TOO_MANY_REQUESTS, 'codeSendHourLimit', { max: SECURITY.sendPerHour });
  }
  if (!row.last) return 0;
  const next = new Date(row.last).getTime() + intervalMs;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Sends a fresh 6-digit code for the ticket to `address`. The limits (one a minute, ten an hour,
 * per account and per address) are checked and the code recorded under locks on both keys, so
 * 200 parallel requests send one code. Earlier codes of the ticket for that channel stop working.
 */
export async function sendCode(
  ctx: AppContext,
  ticket: Ticket,
  channel: CodeChannel,
  address: string,
  locale: Locale,
): Promise<{ resendIn: number }> {
  const userId = ticket.user_id;
  if (!userId) throw new ApiError(Code.BAD_REQUEST, 'channelNotBound');
  const code = String(randomInt(0, 1_000_000)).padStart(SECURITY.codeLength, '0');
  const now = ctx.now();
  const addressKey = `${channel}:${address.toLowerCase()}`;
  await ctx.db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`verify-code:user:${userId}`, `verify-code:address:${addressKey}`]);
    const wait = Math.max(
      await waitFor(trx, now, ctx.config.codeIntervalMs, 'user_id', userId),
      await waitFor(trx, now, ctx.config.codeIntervalMs, 'address', addressKey),
    );
    if (wait > 0) {
      throw new ApiError(
        Code.TOO_MANY_REQUESTS,
        'codeSendTooSoon',
        { seconds: wait },
        { resendIn: wait },
      );
    }
    await trx
      .updateTable('verify_code')
      .set({ used_at: now })
      .where('ticket_hash', '=', ticket.id_hash)
      .where('channel', '=', channel)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('verify_code')
      .values({
        ticket_hash: ticket.id_hash,
        user_id: userId,
        channel,
        address: addressKey,
        code_hash: codeHash(ticket, addressKey, code).toString('base64url'),
        created_at: now,
        expires_at: new Date(now.getTime() + SECURITY.codeValidityMs),
      })
      .execute();
  });
  const delivery = deliveryOf(ctx);
  const message = codeMessage(code, locale);
  try {
    if (channel === 'email') await delivery.sendEmail(address, message);
    else await delivery.sendSms(address, message);
  } catch (error) {
    ctx.log.error({ err: error, channel }, 'verification code not delivered');
    throw new ApiError(Code.INTERNAL, 'deliveryFailed');
  }
  return { resendIn: Math.ceil(ctx.config.codeIntervalMs / 1000) };
}

/**
 * Checks a code against the ticket's latest code for `channel` and `address`: each check counts
 * a try first (five at most), a match uses the code up. Both steps are conditional updates, so
 * parallel guesses cannot exceed the tries and a code works once.
 */
export async function checkCode(
  ctx: AppContext,
  ticket: Ticket,
  channel: CodeChannel,
  address: string,
  code: string,
): Promise<void> {
  const now = ctx.now();
  const addressKey = `${channel}:${address.toLowerCase()}`;
  const latest = await ctx.db
    .selectFrom('verify_code')
    .select('id')
    .where('ticket_hash', '=', ticket.id_hash)
    .where('channel', '=', channel)
    .where('address', '=', addressKey)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const counted = latest
    ? await ctx.db
        .updateTable('verify_code')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', latest.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('tries', '<', SECURITY.codeMaxTries)
        .returning(['code_hash', 'tries'])
        .executeTakeFirst()
    : undefined;
  if (!latest || !counted) throw new ApiError(Code.BAD_REQUEST, 'codeExpired');
  const expected = Buffer.from(counted.code_hash, 'base64url');
  if (!timingSafeEqual(expected, codeHash(ticket, addressKey, code))) {
    const left = SECURITY.codeMaxTries - counted.tries;
    if (left === 0) throw new ApiError(Code.BAD_REQUEST, 'codeExpired');
    throw new ApiError(Code.BAD_REQUEST, 'codeWrong', { left });
  }
  const used = await ctx.db
    .updateTable('verify_code')
    .set({ used_at: now })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'codeExpired');
}
