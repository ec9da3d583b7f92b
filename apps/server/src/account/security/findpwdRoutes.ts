import {
  Code,
  findpwdAccountRequest,
  findpwdPasswordRequest,
  sendCodeRequest,
  ticketRequest,
  verifyRequest,
  type SendCodeResponse,
  type TicketState,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { declareCalls } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { consumeCaptcha, issueCaptcha } from '../captcha';
import { clearLoginFailures } from '../loginAttempts';
import { acceptNewPassword } from '../../users/passwordPolicy';
import { sendIdentityCode, ticketStateOf, userOfTicket, verifyIdentity } from './flows';
import { questionsOf } from './questions';
import { openFindpwdTicket, recoverPassword } from './commands';
import { loadTicket, ticketInvalid } from './tickets';

/**
 * The public find-password flow (SPEC §2 /findpwd): account + captcha → identity proof by code
 * or questions → new password. Each call checks the ticket's stage, so none can be skipped.
 */
export function registerFindpwdRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    { url: '/lfscada/user/findpwd/vcode', input: z.object({}), action: 'anyone' },
    async ({ request, reply }) => ({ image: await issueCaptcha(ctx, request, reply) }),
  );

  call(
    { url: '/lfscada/user/findpwd/account', input: findpwdAccountRequest, action: 'anyone' },
    async ({ input, request }): Promise<TicketState> => {
      if (!(await consumeCaptcha(ctx, request, input.vcode))) {
        throw new ApiError(Code.VCODE_INVALID, 'vcodeInvalid');
      }
      const token = await openFindpwdTicket(ctx, input.loginname);
      return ticketStateOf(ctx, token, await loadTicket(ctx, token, 'findpwd'));
    },
  );

  call(
    { url: '/lfscada/user/findpwd/state', input: ticketRequest, action: 'anyone' },
    async ({ input }) =>
      ticketStateOf(ctx, input.ticket, await loadTicket(ctx, input.ticket, 'findpwd')),
  );

  call(
    { url: '/lfscada/user/findpwd/questions', input: ticketRequest, action: 'anyone' },
    async ({ input }): Promise<string[]> => {
      const ticket = await loadTicket(ctx, input.ticket, 'findpwd', { stage: 'identify' });
      if (!ticket.user_id) return [];
      return questionsOf(ctx.db, ticket.user_id);
    },
  );

  call(
    { url: '/lfscada/user/findpwd/sendCode', input: sendCodeRequest, action: 'anyone' },
    async ({ input, request }): Promise<SendCodeResponse> => {
      const ticket = await loadTicket(ctx, input.ticket, 'findpwd', { stage: 'identify' });
      return sendIdentityCode(ctx, ticket, input.channel, requestLocale(request));
    },
  );

  call(
    { url: '/lfscada/user/findpwd/verify', input: verifyRequest, action: 'anyone' },
    async ({ input }) => {
      const ticket = await loadTicket(ctx, input.ticket, 'findpwd', { stage: 'identify' });
      if (input.channel === 'password') throw ticketInvalid();
      await verifyIdentity(ctx, ticket, input);
      return null;
    },
  );

  call(
    { url: '/lfscada/user/findpwd/password', input: findpwdPasswordRequest, action: 'anyone' },
    async ({ input, request }) => {
      const ticket = await loadTicket(ctx, input.ticket, 'findpwd', { stage: 'verified' });
      const user = await userOfTicket(ctx, ticket);
      if (!user) throw ticketInvalid();
      const passwordHash = await acceptNewPassword(ctx, user.org_id, input.password);
      await recoverPassword(ctx, { ticket, user, passwordHash, address: request.ip });
      await clearLoginFailures(ctx, user.loginname);
      return null;
    },
  );
}
