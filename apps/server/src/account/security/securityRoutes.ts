import {
  bindEmailRequest,
  bindEmailSendRequest,
  bindTelRequest,
  bindTelSendRequest,
  Code,
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
import { actorOf, logOperation } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { setUserPassword } from '../setPassword';
import { defineCall } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { assertMay } from '../../access/userAccess';
import { acceptNewPassword } from '../../users/passwordPolicy';
import { verifyPassword } from '../passwords';
import { bindAddress } from './binding';
import { deliveryOf } from './delivery';
import { assertDeliverable, sendIdentityCode, ticketStateOf, verifyIdentity } from './flows';
import { hashAnswers, questionsOf } from './questions';
import { sealSecret } from './secretBox';
import { sendCode } from './codes';
import { consumeTicket, countFailedProof, loadTicket, openTicket } from './tickets';

/**
 * The logged-in security centre (SPEC §2 /account/security…): the overview, then the setup flow —
 * prove who you are, then change the password, bind a phone or e-mail, or set the questions.
 */
export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/security/capabilities', input: z.object({}), action: 'anyone' },
    async (): Promise<SecurityCapabilities> => deliveryOf(ctx).capabilities,
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/security/query', input: z.object({}), action: 'account.self' },
    async ({ user }): Promise<SecurityOverview> => {
      const row = await ctx.db
        .selectFrom('app_user')
        .select(['loginname', 'tel', 'email', 'password_changed_at', 'video_key_enc'])
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      return {
        loginname: row.loginname,
        passwordChangedAt: row.password_changed_at
          ? new Date(row.password_changed_at).toISOString()
          : null,
        tel: maskTel(row.tel),
        email: maskEmail(row.email),
        questionsSet: (await questionsOf(ctx.db, user.userId)).length > 0,
        videoKeySet: row.video_key_enc !== '',
        capabilities: deliveryOf(ctx).capabilities,
      };
    },
  );

  defineCall(
    app,
    ctx,
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

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/security/state', input: ticketRequest, action: 'account.self' },
    async ({ input, user }) =>
      ticketStateOf(ctx, input.ticket, await loadTicket(ctx, input.ticket, 'setup', { user })),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/security/questions', input: ticketRequest, action: 'account.self' },
    async ({ input, user }): Promise<string[]> => {
      await loadTicket(ctx, input.ticket, 'setup', { user, stage: 'identify' });
      return questionsOf(ctx.db, user.userId);
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/security/sendCode', input: sendCodeRequest, action: 'account.self' },
    async ({ input, user, request }): Promise<SendCodeResponse> => {
      const ticket = await loadTicket(ctx, input.ticket, 'setup', { user, stage: 'identify' });
      return sendIdentityCode(ctx, ticket, input.channel, requestLocale(request));
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/security/verify', input: verifyRequest, action: 'account.self' },
    async ({ input, user }) => {
      const ticket = await loadTicket(ctx, input.ticket, 'setup', { user, stage: 'identify' });
      await verifyIdentity(ctx, ticket, input);
      return null;
    },
  );

  defineCall(
    app,
    ctx,
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
      const row = await ctx.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, input.original))) {
        await countFailedProof(ctx, ticket);
        throw new ApiError(Code.BAD_REQUEST, 'originalPasswordWrong');
      }
      const passwordHash = await acceptNewPassword(ctx, user.orgId, input.password);
      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        await consumeTicket(trx, ticket, now);
        await setUserPassword(trx, {
          userId: user.userId,
          passwordHash,
          now,
          mustChange: false,
          keepSession: user.sessionHash,
        });
        await logOperation(trx, actorOf(user, request), 'account.password.change', {});
      });
      return null;
    },
  );

  for (const channel of ['email', 'tel'] as const) {
    const sendSchema = channel === 'email' ? bindEmailSendRequest : bindTelSendRequest;
    defineCall(
      app,
      ctx,
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
    defineCall(
      app,
      ctx,
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

  defineCall(
    app,
    ctx,
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
      const rows = await hashAnswers(input.questions);
      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        await consumeTicket(trx, ticket, now);
        await trx.deleteFrom('security_question').where('user_id', '=', user.userId).execute();
        await trx
          .insertInto('security_question')
          .values(rows.map((row) => ({ ...row, user_id: user.userId })))
          .execute();
        await logOperation(trx, actorOf(user, request), 'account.question.set', {});
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/user/security/videoKey/save',
      input: videoKeySaveRequest,
      action: 'account.self',
    },
    async ({ input, user, request }) => {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ video_key_enc: input.videoKey ? sealSecret(ctx.config, input.videoKey) : '' })
          .where('id', '=', user.userId)
          .execute();
        await logOperation(
          trx,
          actorOf(user, request),
          input.videoKey ? 'account.videoKey.link' : 'account.videoKey.unlink',
          {},
        );
      });
      return null;
    },
  );
}
