import { AUTH, type AuthCode } from './auth';
import { Code } from './codes';
import { COMMAND_CODES } from './commands';
import type { MessageKey } from './messages';
import type { ShareNeed } from './share';

/**
 * The action table: every call the server answers declares one of these actions, and the web
 * app asks the same table which menus and buttons to show. An action names the permission code
 * it needs ('user': any logged-in user, 'public': anyone), the kind of subject it acts on, and,
 * for equipment, which share need admits a receiver of a share grant (no `share`: the owner's
 * organisation only). The server adds to the code what no client can know: the user's
 * organisation, data range and share grants (see apps/server/src/access).
 */
export type SubjectKind =
  | 'none'
  | 'account'
  | 'equipment'
  | 'project'
  | 'alarm'
  | 'message'
  | 'map'
  | 'dataCenter'
  | 'system'
  | 'user';

export interface ActionRule {
  auth: AuthCode | 'user' | 'public';
  subject: SubjectKind;
  share?: ShareNeed;
  /** The refusal SPEC gives a user without the code, instead of FORBIDDEN. */
  refusal?: { code: number; messageKey: MessageKey };
}

export const ACTIONS = {
  /** Login, logout, captcha, find-password and invitation: made before any session exists. */
  anyone: { auth: 'public', subject: 'none' },
  'account.self': { auth: 'user', subject: 'account' },
  'account.password': { auth: AUTH.accountPassword, subject: 'account' },
  'account.info': { auth: AUTH.accountInfo, subject: 'account' },
  'message.read': { auth: 'user', subject: 'message' },
  'equipment.view': { auth: 'user', subject: 'equipment', share: 'view' },
  'equipment.history': { auth: 'user', subject: 'equipment', share: 'history' },
  'equipment.alarms': { auth: 'user', subject: 'equipment', share: 'alarms' },
  'equipment.write': {
    auth: AUTH.monitorWrite,
    subject: 'equipment',
    share: 'write',
    refusal: { code: COMMAND_CODES.noWritePermission, messageKey: 'noWritePermission' },
  },
  'equipment.export': { auth: AUTH.historyExport, subject: 'equipment', share: 'history' },
  /** A user's own groups hold their organisation's equipment only. */
  'equipment.group': { auth: 'user', subject: 'equipment' },
  /** Seeing, setting and ending shares needs the sharing permission; receiving does not. */
  'equipment.share': {
    auth: AUTH.equipmentShare,
    subject: 'equipment',
    refusal: { code: Code.FORBIDDEN, messageKey: 'shareNoPermission' },
  },
  'equipment.join': { auth: 'user', subject: 'equipment' },
  'equipment.manage': { auth: AUTH.equipmentManage, subject: 'equipment' },
  'project.view': { auth: 'user', subject: 'project' },
  'project.edit': { auth: AUTH.projectEdit, subject: 'project' },
  /** An organisation's custom symbols: every user's pages draw them, page editors keep them. */
  'symbols.view': { auth: 'user', subject: 'project' },
  'symbols.edit': { auth: AUTH.projectEdit, subject: 'project' },
  'alarm.view': { auth: 'user', subject: 'alarm', share: 'alarms' },
  'alarm.respond': { auth: 'user', subject: 'alarm' },
  'alarm.acknowledge': { auth: AUTH.alarmAcknowledge, subject: 'alarm' },
  'alarm.shelve': { auth: AUTH.alarmShelve, subject: 'alarm' },
  'map.view': { auth: 'user', subject: 'map', share: 'view' },
  'dataCenter.view': { auth: 'user', subject: 'dataCenter', share: 'view' },
  'system.manage': { auth: AUTH.systemManage, subject: 'system' },
  'users.manage': { auth: AUTH.userManage, subject: 'user' },
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof ACTIONS;

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(ACTIONS, value);
}

/** The permission code an action needs, if any (none for public and any-user actions). */
export function authOfAction(action: Action): AuthCode | undefined {
  const { auth } = ACTIONS[action] as ActionRule;
  return auth === 'user' || auth === 'public' ? undefined : auth;
}

/**
 * Whether a user holding `auths` may take `action` as far as role codes decide: what the web
 * app asks for menus and buttons. The server asks the same, then the subject's scope.
 */
export function mayPerform(auths: readonly string[] | undefined, action: Action): boolean {
  const rule = ACTIONS[action] as ActionRule;
  if (rule.auth === 'public') return true;
  if (!auths) return false;
  const code = authOfAction(action);
  return code === undefined || auths.includes(code);
}
