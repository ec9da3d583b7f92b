import {
  bindEmailRequest,
  bindEmailSendRequest,
  bindTelRequest,
  bindTelSendRequest,
  maskEmail,
  maskTel,
  questionSaveRequest,
  securityBeginRequest,
  securityPasswordRequest,
  sendCodeRequest,
  ticketRequest,
  verifyRequest,
  videoKeySaveRequest,
  type SecurityCapabilities,
  type SecurityOverview,
  type SendCodeResponse,
  type TicketState,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { declareCalls } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { assertMay } from '../../access/userAccess';
import { bindAddress } from './binding';
import { changePasswordWithTicket, saveSecurityQuestions, saveVideoKey } from './commands';
import { deliveryOf } from './delivery';
import { assertDeliverable, sendIdentityCode, ticketStateOf, verifyIdentity } from './flows';
import { securityOverviewOf } from './queries';
import { questionsOf } from './questions';
import { sendCode } from './codes';
import { loadTicket, openTicket } from './tickets';

/**
 * The logged-in security centre (SPEC §2 /account/security…): the overview, then the setup flow —
 * prove who you are, then change the password, bind a phone or e-mail, or set the questions.
 */
export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    { url: '/lfscada/user/security/capabilities', input: z.object({}), action: 'anyone' },
    async (): Promise<SecurityCapabilities> => deliveryOf(ctx).capabilities,
  );

  call(
    { url: '/lfscada/user/security/query', input: z.object({}), action: 'account.self' },
    ({ user }): Promise<SecurityOverview> => securityOverviewOf(ctx, user),
  );

  call(
    { url: '/lfscada/user/security/begin', input: securityBeginRequest, action: 'account.self' },
    async ({ input, user }): Promise<TicketState> => {
      if (input.target === 'password') {
        assertMay(user, 'account.password', 'noPasswordChangePermission');
      }
      const token = await openTicket(ctx, {
        purpose: 'setup',
        userId: user.userId,
        sessionHash: user.sessionHash,
        target: input.target,
      });
      return ticketStateOf(ctx, token, await loadTicket(ctx, token, 'setup', { user }));
    },
  );

  call(
    { url: '/lfscada/user/security/state', input: ticketRequest, action: 'account.self' },
    async ({ input, user }) =>
      ticketStateOf(ctx, input.ticket, await loadTicket(ctx, input.ticket, 'setup', { user })),
  );

  call(
    { url: '/lfscada/user/security/questions', input: ticketRequest, action: 'account.self' },
    async ({ input, user }): Promise<string[]> => {
      await loadTicket(ctx, input.ticket, 'setup', { user, stage: 'identify' });
      return questionsOf(ctx.db, user.userId);
    },
  );

  call(
    { url: '/lfscada/user/security/sendCode', input: sendCodeRequest, action: 'account.self' },
    async ({ input, user, request }): Promise<SendCodeResponse> => {
      const ticket = await loadTicket(ctx, input.ticket, 'setup', { user, stage: 'identify' });
      return sendIdentityCode(ctx, ticket, input.channel, requestLocale(request));
    },
  );

  call(
    { url: '/lfscada/user/security/verify', input: verifyRequest, action: 'account.self' },
    async ({ input, user }) => {
      const ticket = await loadTicket(ctx, input.ticket, 'setup', { user, stage: 'identify' });
      await verifyIdentity(ctx, ticket, input);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/user/security/password',
      input: securityPasswordRequest,
      action: 'account.self',
    },
    async ({ input, user, request }) => {
      assertMay(user, 'account.password', 'noPasswordChangePermission');
      const ticket = await loadTicket(ctx, input.ticket, 'setup', {
        user,
        stage: 'verified',
        target: 'password',
      });
      await changePasswordWithTicket(ctx, { user, request }, ticket, input);
      return null;
    },
  );

  for (const channel of ['email', 'tel'] as const) {
    const sendSchema = channel === 'email' ? bindEmailSendRequest : bindTelSendRequest;
    call(
      {
        url: `/lfscada/user/security/${channel}/sendCode`,
        input: sendSchema,
        action: 'account.self',
      },
      async ({ input, user, request }): Promise<SendCodeResponse> => {
        const locale = requestLocale(request);
        assertDeliverable(ctx, channel, locale);
        const ticket = await loadTicket(ctx, input.ticket, 'setup', {
          user,
          stage: 'verified',
          target: channel,
        });
        const address = 'email' in input ? input.email : input.tel;
        await bindAddress.assertFree(ctx, user.userId, channel, address, locale);
        const sent = await sendCode(ctx, ticket, channel, address, locale);
        return { ...sent, sentTo: channel === 'tel' ? maskTel(address) : maskEmail(address) };
      },
    );
    const bindSchema = channel === 'email' ? bindEmailRequest : bindTelRequest;
    call(
      { url: `/lfscada/user/security/${channel}/bind`, input: bindSchema, action: 'account.self' },
      async ({ input, user, request }) => {
        const ticket = await loadTicket(ctx, input.ticket, 'setup', {
          user,
          stage: 'verified',
          target: channel,
        });
        const address = 'email' in input ? input.email : input.tel;
        await bindAddress.bind(ctx, { ticket, user, request, channel, address, code: input.code });
        return null;
      },
    );
  }

  call(
    {
      url: '/lfscada/user/security/question/save',
      input: questionSaveRequest,
      action: 'account.self',
    },
    async ({ input, user, request }) => {
      const ticket = await loadTicket(ctx, input.ticket, 'setup', {
        user,
        stage: 'verified',
        target: 'question',
      });
      await saveSecurityQuestions(ctx, { user, request }, ticket, input.questions);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/user/security/videoKey/save',
      input: videoKeySaveRequest,
      action: 'account.self',
    },
    async ({ input, user, request }) => {
      await saveVideoKey(ctx, { user, request }, input.videoKey);
      return null;
    },
  );
}
