import {
  feedbackAddRequest,
  loginRequest,
  operationLogQueryRequest,
  PROMPT_TYPES,
  promptTypeSaveRequest,
  showVcodeRequest,
  userConfigQueryRequest,
  userConfigSaveRequest,
  type OperationLogPage,
  type ShowVcodeResponse,
  type UserConfig,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, logOperation, operationTarget } from '../access/operationLog';
import type { AppContext } from '../context';
import { paged } from '../db/paged';
import { defineCall } from '../http/route';
import { issueCaptcha } from './captcha';
import { login } from './login';
import { loginVerdict } from './loginAttempts';
import { endSession } from './sessions';
import { loadUserInfo } from './userInfo';

const noInput = z.object({});
const userInfoQuery = z.object({ time: z.string().max(20).optional() });

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/login', input: loginRequest, action: 'anyone' },
    (call) => login(ctx, call.request, call.reply, call.input),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/showVcode', input: showVcodeRequest, action: 'anyone' },
    async ({ input, request, reply }): Promise<ShowVcodeResponse> => {
      const verdict = await loginVerdict(ctx, input.loginname ?? '', request.ip);
      if (!verdict.vcodeRequired) return { required: false };
      return { required: true, image: await issueCaptcha(ctx, request, reply) };
    },
  );

  defineCall(
    app,
    ctx,
    { method: 'GET', url: '/lfscada/user/info', input: userInfoQuery, action: 'account.self' },
    ({ user }) => loadUserInfo(ctx, user.userId),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/logout', input: noInput, action: 'anyone' },
    async ({ request, reply }) => {
      await endSession(ctx, request, reply);
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/userConfig/query', input: userConfigQueryRequest, action: 'account.self' },
    async ({ input, user }): Promise<UserConfig> => {
      let query = ctx.db
        .selectFrom('user_config')
        .select(['key', 'value'])
        .where('user_id', '=', user.userId);
      if (input.key) query = query.where('key', '=', input.key);
      const rows = await query.execute();
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/userConfig/save', input: userConfigSaveRequest, action: 'account.self' },
    async ({ input, user }) => {
      await ctx.db
        .insertInto('user_config')
        .values({ user_id: user.userId, key: input.key, value: input.value, updated_at: ctx.now() })
        .onConflict((oc) =>
          oc.columns(['user_id', 'key']).doUpdateSet({ value: input.value, updated_at: ctx.now() }),
        )
        .execute();
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/prompType/save', input: promptTypeSaveRequest, action: 'account.self' },
    async ({ input, user, request }): Promise<string[]> => {
      const prompType = PROMPT_TYPES.filter((type) => input.prompType.includes(type));
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ prompt_types: JSON.stringify(prompType) })
          .where('id', '=', user.userId)
          .execute();
        await logOperation(trx, actorOf(user, request), 'account.prompType', { prompType });
      });
      return prompType;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/log/query', input: operationLogQueryRequest, action: 'account.self' },
    async ({ input, user }): Promise<OperationLogPage> => {
      const mine = ctx.db.selectFrom('operation_log').where('user_id', '=', user.userId);
      const found = await paged(mine, input, (rows) =>
        rows.select(['id', 'action', 'detail', 'address', 'created_at']).orderBy('id', 'desc'),
      );
      return {
        ...found,
        list: found.list.map((row) => ({
          id: String(row.id),
          action: row.action,
          target: operationTarget(row.detail),
          address: row.address,
          gmtCreate: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/feedback/add', input: feedbackAddRequest, action: 'account.self' },
    async ({ input, user }) => {
      await ctx.db
        .insertInto('feedback')
        .values({ user_id: user.userId, content: input.content, contact: input.contact ?? '' })
        .execute();
      return null;
    },
  );
}
