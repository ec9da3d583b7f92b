import { z } from 'zod';
import { formBool, formString } from './form';
import { ROLE_TYPES } from './auth';
import { LIMITS } from './constants';
import { formIdList, pageInput, paged, type Paged } from './equipment';
import { LOCALES } from './i18n';

export const loginRequest = z.object({
  loginname: formString(64).min(1),
  password: z.string().min(1).max(128),
  vcode: formString(16).optional(),
  remember: formBool.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const PROMPT_TYPES = ['sound', 'title', 'alter'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

/**
 * POST /lfscada/user/prompType/save {prompType}: how pushed messages reach the user (comma-joined
 * or a JSON list, empty for none): `sound` an alarm tone, `title` a scrolling tab title, `alter` a
 * pop-up. Answers the saved list.
 */
export const promptTypeSaveRequest = z.object({
  prompType: formIdList(z.enum(PROMPT_TYPES), PROMPT_TYPES.length),
});

export const userInfo = z.object({
  userId: z.string(),
  loginname: z.string(),
  username: z.string(),
  tel: z.string(),
  styleId: z.string(),
  orgId: z.string(),
  deptId: z.string(),
  roleId: z.string(),
  roleType: z.enum(ROLE_TYPES),
  authRegion: z.string(),
  dataRange: z.string(),
  prompType: z.array(z.enum(PROMPT_TYPES)),
  scadaAdaption: z.boolean(),
  auths: z.array(z.string()),
  /** The avatar's path under /files/ ('' for none); absent from older servers. */
  avatar: z.string().optional(),
  /** Set by an administrator's password reset: the user must choose a new password first. */
  mustChangePassword: z.boolean().default(false),
});
export type UserInfo = z.infer<typeof userInfo>;

/** The theme (SPEC §3) and the organisation's default language (system settings). */
export const theme = z.object({
  title: z.string(),
  faviconIco: z.string(),
  defaultLanguage: z.enum(LOCALES).optional(),
});
export type Theme = z.infer<typeof theme>;

export const showVcodeRequest = z.object({ loginname: formString(64).optional() });
export const showVcodeResponse = z.object({
  required: z.boolean(),
  /** SVG image as a data URL, present when a code is required. */
  image: z.string().optional(),
});
export type ShowVcodeResponse = z.infer<typeof showVcodeResponse>;
/** `data` of a refused login: whether the next attempt needs a verification code. */
export const loginRefusalData = z.object({ vcodeRequired: z.boolean() });

/** User configuration is a small key/value store per user (language, designer settings …). */
export const USER_CONFIG_KEYS = ['locale', 'designer', 'monitor'] as const;
export const userConfigQueryRequest = z.object({ key: z.enum(USER_CONFIG_KEYS).optional() });
export const userConfigSaveRequest = z.object({
  key: z.enum(USER_CONFIG_KEYS),
  value: z.string().max(64 * 1024),
});
export type UserConfig = Partial<Record<(typeof USER_CONFIG_KEYS)[number], string>>;

/** POST /lfscada/user/log/query {page?, pageSize?}: the user's own operations, newest first. */
export const operationLogQueryRequest = z.object(pageInput);
export const operationLogRow = z.object({
  id: z.string(),
  /** What was done, `domain.verb` (e.g. `signal.edit`, `project.page.save`). */
  action: z.string(),
  /** What it was done to: the name or id the operation names, else ''. */
  target: z.string(),
  address: z.string(),
  gmtCreate: z.string(),
});
export type OperationLogRow = z.infer<typeof operationLogRow>;
export const operationLogPage = paged(operationLogRow);
export type OperationLogPage = Paged<OperationLogRow>;

export const feedbackAddRequest = z.object({
  content: z.string().trim().min(LIMITS.feedbackMin).max(2000),
  contact: formString(100).optional(),
});
export type FeedbackAddRequest = z.infer<typeof feedbackAddRequest>;
