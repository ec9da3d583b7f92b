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
import type { AppContext } from '../context';
import { declareCalls } from '../http/route';
import { issueCaptcha } from './captcha';
import { addFeedback, saveOwnPromptTypes, saveUserConfig } from './commands';
import { login } from './login';
import { loginVerdict } from './loginAttempts';
import { ownOperationLog, userConfigOf } from './queries';
import { endSession } from './sessions';
import { loadUserInfo } from './userInfo';

const noInput = z.object({});
const userInfoQuery = z.object({ time: z.string().max(20).optional() });

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call({ url: '/lfscada/user/login', input: loginRequest, action: 'anyone' }, (call) =>
    login(ctx, call.request, call.reply, call.input),
  );

  call(
    { url: '/lfscada/user/showVcode', input: showVcodeRequest, action: 'anyone' },
    async ({ input, request, reply }): Promise<ShowVcodeResponse> => {
      const verdict = await loginVerdict(ctx, input.loginname ?? '', request.ip);
      if (!verdict.vcodeRequired) return { required: false };
      return { required: true, image: await issueCaptcha(ctx, request, reply) };
    },
  );

  call(
    { method: 'GET', url: '/lfscada/user/info', input: userInfoQuery, action: 'account.self' },
    ({ user }) => loadUserInfo(ctx, user.userId),
  );

  call(
    { url: '/lfscada/user/logout', input: noInput, action: 'anyone' },
    async ({ request, reply }) => {
      await endSession(ctx, request, reply);
      return null;
    },
  );

  call(
    { url: '/lfscada/userConfig/query', input: userConfigQueryRequest, action: 'account.self' },
    async ({ input, user }): Promise<UserConfig> => {
      return userConfigOf(ctx, user.userId, input.key);
    },
  );

  call(
    { url: '/lfscada/userConfig/save', input: userConfigSaveRequest, action: 'account.self' },
    async ({ input, user }) => {
      await saveUserConfig(ctx, user.userId, input);
      return null;
    },
  );

  call(
    { url: '/lfscada/user/prompType/save', input: promptTypeSaveRequest, action: 'account.self' },
    async ({ input, user, request }): Promise<string[]> => {
      const prompType = PROMPT_TYPES.filter((type) => input.prompType.includes(type));
      await saveOwnPromptTypes(ctx, { user, request }, prompType);
      return prompType;
    },
  );

  call(
    { url: '/lfscada/user/log/query', input: operationLogQueryRequest, action: 'account.self' },
    async ({ input, user }): Promise<OperationLogPage> => {
      return ownOperationLog(ctx, user.userId, input);
    },
  );

  call(
    { url: '/lfscada/feedback/add', input: feedbackAddRequest, action: 'account.self' },
    async ({ input, user }) => {
      await addFeedback(ctx, user.userId, input);
      return null;
    },
  );
}
