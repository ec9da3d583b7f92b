import { z } from 'zod';
import { AUTH_CODES, type AuthCode } from './auth';
import { emailAddress, newPassword, telNumber } from './accountSecurity';
import { formBool, formString } from './form';
import { formIdList, pageInput } from './equipment';

/**
 * Users and roles of an organisation, managed by holders of `user_manage`. Login names are at most
 * 6 characters (SPEC §5). Built-in roles are read-only; custom roles are a name and a set of codes.
 */
export const USER_ADMIN = {
  loginnameMax: 6,
  displayNameMax: 32,
  roleNameMax: 32,
  rangeIdsMax: 500,
} as const;

export const USER_STATES = ['active', 'disabled'] as const;
export type UserState = (typeof USER_STATES)[number];
export const DATA_RANGES = ['all', 'listed'] as const;
export type DataRangeKind = (typeof DATA_RANGES)[number];

const loginname = formString(USER_ADMIN.loginnameMax)
  .min(1)
  .pipe(z.string().regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'));
const displayName = formString(USER_ADMIN.displayNameMax).min(1);
const optionalTel = z.union([z.literal(''), telNumber]).optional();
const optionalEmail = z.union([z.literal(''), emailAddress]).optional();
const authCode = z.enum(AUTH_CODES as [AuthCode, ...AuthCode[]]);

const rangeFields = {
  dataRange: z.enum(DATA_RANGES),
  equipmentIds: formIdList(formString(64).min(1), USER_ADMIN.rangeIdsMax).default([]),
  projectIds: formIdList(formString(64).min(1), USER_ADMIN.rangeIdsMax).default([]),
};

const userFields = {
  displayName,
  tel: optionalTel,
  email: optionalEmail,
  roleId: formString(64).min(1),
  ...rangeFields,
};

/** POST /lfscada/manage/user/list {keyword?, roleId?, state?, page?, pageSize? (10)} → Paged<UserRow> */
export const userListRequest = z.object({
  keyword: formString(64).optional(),
  roleId: formString(64).optional(),
  state: z.enum(USER_STATES).optional(),
  ...pageInput,
});

export interface UserRow {
  id: string;
  loginname: string;
  displayName: string;
  tel: string;
  email: string;
  roleId: string;
  /** The role's name: built-in roles answer their id, the web app shows their text. */
  roleName: string;
  state: UserState;
  dataRange: DataRangeKind;
  equipmentIds: string[];
  projectIds: string[];
  mustChangePassword: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

/**
 * POST /lfscada/manage/user/add: with `password` the user starts with it and must change it at the
 * first login; with `invite` (needs SMTP) a set-password link goes to `email`.
 */
export const userAddRequest = z.object({
  loginname,
  ...userFields,
  password: newPassword.optional(),
  invite: formBool.optional(),
});

/** POST /lfscada/manage/user/edit: the login name does not change. */
export const userEditRequest = z.object({ id: formString(64).min(1), ...userFields });

/** POST /lfscada/manage/user/disable {id, disabled}: disabling ends every session at once. */
export const userDisableRequest = z.object({ id: formString(64).min(1), disabled: formBool });

/**
 * POST /lfscada/manage/user/resetPassword {id, password?} → {password}: without a password the
 * server makes one and answers it once; either way the user must change it at the next login and
 * every session of the user ends.
 */
export const userResetPasswordRequest = z.object({
  id: formString(64).min(1),
  password: newPassword.optional(),
});
export interface UserResetPasswordResponse {
  password: string;
}

/** POST /lfscada/manage/user/delete {id}: the row is kept tombstoned so the operation log reads. */
export const userDeleteRequest = z.object({ id: formString(64).min(1) });

/**
 * POST /lfscada/manage/user/projectReach {projectIds} → ProjectReach[]: what listing these
 * projects in a data range grants, so the user form can say it: every equipment bound to each
 * project comes with it (docs/decisions.md, "A project range brings its equipment").
 */
export const userProjectReachRequest = z.object({
  projectIds: formIdList(formString(64).min(1), USER_ADMIN.rangeIdsMax),
});
export interface ProjectReach {
  id: string;
  name: string;
  equipment: { id: string; name: string }[];
}

/** POST /lfscada/manage/role/list {} → RoleRow[] (built-in first, then custom by name). */
export const roleListRequest = z.object({});
export interface RoleRow {
  id: string;
  name: string;
  builtIn: boolean;
  auths: AuthCode[];
  userCount: number;
}

/** POST /lfscada/manage/role/add {name, auths} → RoleRow */
export const roleAddRequest = z.object({
  name: formString(USER_ADMIN.roleNameMax).min(1),
  auths: formIdList(authCode, AUTH_CODES.length),
});
/** POST /lfscada/manage/role/edit {id, name, auths}: built-in roles are refused. */
export const roleEditRequest = roleAddRequest.extend({ id: formString(64).min(1) });
/** POST /lfscada/manage/role/delete {id}: refused while users hold the role. */
export const roleDeleteRequest = z.object({ id: formString(64).min(1) });

/**
 * POST /lfscada/user/password/change {oldPassword, newPassword}: the user's own change, also the
 * one a forced change (after a reset) goes through; clears mustChangePassword.
 */
export const passwordChangeRequest = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword,
});

/** An invitation's set-password link works once, for three days. */
export const USER_INVITE = { validityMs: 72 * 60 * 60 * 1000, tokenMax: 128 } as const;

/** The web app's page an invitation link opens: `${origin}${INVITE_PATH}?token=…`. */
export const INVITE_PATH = '/invite';

const inviteToken = formString(USER_INVITE.tokenMax).min(1);

/** POST /lfscada/user/invite/check {token} (public) → InviteInfo: whom the link is for. */
export const inviteCheckRequest = z.object({ token: inviteToken });
export const inviteInfo = z.object({
  loginname: z.string(),
  displayName: z.string(),
  expiresAt: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

/** POST /lfscada/user/invite/accept {token, password} (public): sets the password, uses the link up. */
export const inviteAcceptRequest = z.object({ token: inviteToken, password: newPassword });
/** …→ nothing (data null). */
export const inviteAcceptResponse = z.null();
