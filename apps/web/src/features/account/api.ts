import { z } from 'zod';
import type { USER_CONFIG_KEYS } from '@lf/protocol';
import {
  feedbackAddRequest,
  operationLogPage,
  operationLogQueryRequest,
  PROMPT_TYPES,
  promptTypeSaveRequest,
  showVcodeResponse,
  theme,
  userInfo,
  type FeedbackAddRequest,
  type LoginRequest,
  type OperationLogPage,
  type PromptType,
  type Theme,
  type UserConfig,
  type UserInfo,
} from '@lf/protocol';
import { ApiError, call, callEnvelope, type CallOptions } from '../../api/client';

export type UserConfigKey = (typeof USER_CONFIG_KEYS)[number];

export function fetchUserInfo(options: CallOptions = {}): Promise<UserInfo> {
  return call('/lfscada/user/info', userInfo, { time: Date.now() }, { ...options, method: 'GET' });
}

/** The theme answers with the string code "200"; anything else counts as a theme failure. */
export async function fetchTheme(options: CallOptions = {}): Promise<Theme> {
  const envelope = await callEnvelope('/org/StyleAction!loadStyle.action', undefined, options);
  if (String(envelope.code) !== '200') {
    throw new ApiError('server', Number(envelope.code) || 0, envelope.message, envelope.data);
  }
  const parsed = theme.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError('invalidData', 200, parsed.error.message);
  return parsed.data;
}

/** Login failures are shown on the form itself, so the call is quiet. */
export function login(request: LoginRequest): Promise<UserInfo> {
  return call('/lfscada/user/login', userInfo, request, { quiet: true });
}

export function showVcode(loginname?: string) {
  return call('/lfscada/user/showVcode', showVcodeResponse, loginname ? { loginname } : {});
}

export function logout(): Promise<unknown> {
  return call('/lfscada/user/logout', z.unknown());
}

const userConfigData = z.record(z.string(), z.string());

export function queryUserConfig(key?: UserConfigKey): Promise<UserConfig> {
  return call('/lfscada/userConfig/query', userConfigData, key ? { key } : {});
}

export function saveUserConfig(key: UserConfigKey, value: string): Promise<unknown> {
  return call('/lfscada/userConfig/save', z.unknown(), { key, value });
}

export function savePromptTypes(prompType: readonly PromptType[]): Promise<PromptType[]> {
  return call(
    '/lfscada/user/prompType/save',
    z.array(z.enum(PROMPT_TYPES)),
    promptTypeSaveRequest.parse({ prompType: prompType.join(',') }),
  );
}

export function queryOperationLog(page: number, pageSize: number): Promise<OperationLogPage> {
  return call(
    '/lfscada/user/log/query',
    operationLogPage,
    operationLogQueryRequest.parse({ page, pageSize }),
  );
}

export function addFeedback(request: FeedbackAddRequest): Promise<unknown> {
  return call('/lfscada/feedback/add', z.unknown(), feedbackAddRequest.parse(request));
}
