import { Code, type CodeChannel, type Locale } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { actorOf, logOperation } from '../../access/operationLog';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/apiError';
import type { SessionUser } from '../sessions';
import { checkCode } from './codes';
import { spendTicket, type Ticket } from './tickets';

const boundElsewhere = (channel: CodeChannel) =>
  new ApiError(Code.BAD_REQUEST, channel === 'tel' ? 'phoneBound' : 'emailBound');

async function holderOf(db: Db, channel: CodeChannel, address: string) {
  const query = db.selectFrom('app_user').select(['id', 'tel', 'email']);
  return channel === 'tel'
    ? query.where('tel', '=', address).executeTakeFirst()
    : query.where(sql<string>`lower(email)`, '=', address.toLowerCase()).executeTakeFirst();
}

/** Binding a new phone number or e-mail address to the logged-in account. */
export const bindAddress = {
  /** Refuses an address that is already this account's, or another account's. */
  async assertFree(
    ctx: AppContext,
    userId: string,
    channel: CodeChannel,
    address: string,
    locale: Locale,
  ): Promise<void> {
    const holder = await holderOf(ctx.db, channel, address);
    if (!holder) return;
    if (holder.id !== userId) throw boundElsewhere(channel);
    throw new ApiError(Code.BAD_REQUEST, 'sameAddress', {
      channel:
        channel === 'tel'
          ? locale === 'en'
            ? 'phone'
            : '手机号'
          : locale === 'en'
            ? 'e-mail'
            : '邮箱',
    });
  },

  /**
   * Checks the code sent to the new address, then binds it and uses the ticket up in one
   * transaction; the unique index settles a race with another account binding the same address.
   */
  async bind(
    ctx: AppContext,
    change: {
      ticket: Ticket;
      user: SessionUser;
      request: FastifyRequest;
      channel: CodeChannel;
      address: string;
      code: string;
    },
  ): Promise<void> {
    const { ticket, user, request, channel, address } = change;
    await checkCode(ctx, ticket, channel, address, change.code);
    try {
      await spendTicket(ctx, ticket, async (trx) => {
        const holder = await holderOf(trx, channel, address);
        if (holder && holder.id !== user.userId) throw boundElsewhere(channel);
        await trx
          .updateTable('app_user')
          .set(channel === 'tel' ? { tel: address } : { email: address })
          .where('id', '=', user.userId)
          .execute();
        await logOperation(trx, actorOf(user, request), `account.${channel}.bind`, {});
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw boundElsewhere(channel);
      throw error;
    }
  },
};
