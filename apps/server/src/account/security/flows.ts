import {
  Code,
  maskEmail,
  maskTel,
  type CodeChannel,
  type Locale,
  type SetupTarget,
  type TicketState,
  type VerifyChannels,
  type verifyRequest,
} from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserTable } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { decoyPasswordHash, verifyPassword } from '../passwords';
import { checkCode, sendCode } from './codes';
import { deliveryOf } from './delivery';
import { answersMatch, questionsOf } from './questions';
import { countFailedProof, markVerified, ticketInvalid, type Ticket } from './tickets';

export type User = Selectable<UserTable>;

/** Identity steps shared by find-password and the logged-in setup flow. */

export async function userOfTicket(ctx: AppContext, ticket: Ticket): Promise<User | undefined> {
  if (!ticket.user_id) return undefined;
  return ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', ticket.user_id)
    .executeTakeFirst();
}

/** The channels an account can prove itself by, masked; an unknown account has none. */
export async function channelsOf(ctx: AppContext, user: User | undefined): Promise<VerifyChannels> {
  if (!user) return { tel: '', email: '', question: false };
  const questions = await questionsOf(ctx.db, user.id);
  return { tel: maskTel(user.tel), email: maskEmail(user.email), question: questions.length > 0 };
}

export async function ticketStateOf(
  ctx: AppContext,
  token: string,
  ticket: Ticket,
): Promise<TicketState> {
  return {
    ticket: token,
    stage: ticket.stage,
    target: ticket.target as SetupTarget,
    channels: await channelsOf(ctx, await userOfTicket(ctx, ticket)),
    capabilities: deliveryOf(ctx).capabilities,
  };
}

const channelName = (channel: CodeChannel, locale: Locale) =>
  channel === 'tel' ? (locale === 'en' ? 'SMS' : '短信') : locale === 'en' ? 'E-mail' : '邮件';

/** Refuses a code channel the server cannot deliver on. */
export function assertDeliverable(ctx: AppContext, channel: CodeChannel, locale: Locale): void {
  const { capabilities } = deliveryOf(ctx);
  if (channel === 'tel' ? !capabilities.sms : !capabilities.email) {
    throw new ApiError(Code.BAD_REQUEST, 'channelUnavailable', {
      channel: channelName(channel, locale),
    });
  }
}

function boundAddress(user: User | undefined, channel: CodeChannel): string {
  const address = user ? (channel === 'tel' ? user.tel : user.email) : '';
  if (!address) throw new ApiError(Code.BAD_REQUEST, 'channelNotBound');
  return address;
}

/** Sends a code to the account's own bound phone or e-mail (identity step). */
export async function sendIdentityCode(
  ctx: AppContext,
  ticket: Ticket,
  channel: CodeChannel,
  locale: Locale,
): Promise<{ resendIn: number; sentTo: string }> {
  assertDeliverable(ctx, channel, locale);
  const user = await userOfTicket(ctx, ticket);
  const address = boundAddress(user, channel);
  const sent = await sendCode(ctx, ticket, channel, address, locale);
  return { ...sent, sentTo: channel === 'tel' ? maskTel(address) : maskEmail(address) };
}

/**
 * Checks one identity proof (code, the three answers, or — in setup only — the password) and
 * moves the ticket to `verified`. Wrong answers and passwords count against the ticket.
 */
export async function verifyIdentity(
  ctx: AppContext,
  ticket: Ticket,
  proof: z.output<typeof verifyRequest>,
): Promise<void> {
  const user = await userOfTicket(ctx, ticket);
  switch (proof.channel) {
    case 'tel':
    case 'email':
      await checkCode(ctx, ticket, proof.channel, boundAddress(user, proof.channel), proof.code);
      break;
    case 'question': {
      if (!user || !(await answersMatch(ctx.db, user.id, proof.answers))) {
        const left = await countFailedProof(ctx, ticket);
        throw new ApiError(Code.BAD_REQUEST, 'answersWrong', { left });
      }
      break;
    }
    case 'password': {
      if (ticket.purpose !== 'setup') throw ticketInvalid();
      const ok = await verifyPassword(
        user?.password_hash ?? (await decoyPasswordHash()),
        proof.password,
      );
      if (!user || !ok) {
        const left = await countFailedProof(ctx, ticket);
        throw new ApiError(Code.BAD_REQUEST, 'passwordWrongTries', { left });
      }
      break;
    }
  }
  await markVerified(ctx, ticket);
}
