import type { Bilingual } from './i18n';

/**
 * The permission catalogue: every code a role can hold, checked on the server and used by the
 * web app to hide what a user may not do. The four alarm-record keys are SPEC §6's own names.
 */
export const AUTH = {
  monitorMultiListAlarm: 'monitor_multi_list_alarm',
  monitorMultiDesignerAlarm: 'monitor_multi_designer_alarm',
  monitorEquipinfoMenuAlarm: 'monitor_equipinfo_menu_alarm',
  monitorDesignerMenuAlarm: 'monitor_designer_menu_alarm',
  monitorWrite: 'monitor_write',
  alarmAcknowledge: 'alarm_acknowledge',
  alarmShelve: 'alarm_shelve',
  historyExport: 'history_export',
  projectEdit: 'project_edit',
  equipmentManage: 'equipment_manage',
  equipmentShare: 'equipment_share',
  systemManage: 'system_manage',
  userManage: 'user_manage',
  accountPassword: 'account_password',
  accountInfo: 'account_info',
} as const;

export type AuthCode = (typeof AUTH)[keyof typeof AUTH];

export const AUTH_CODES = Object.values(AUTH) as readonly AuthCode[];

export function isAuthCode(value: string): value is AuthCode {
  return (AUTH_CODES as readonly string[]).includes(value);
}

/** How the roles screen groups the codes. */
export const PERMISSION_GROUPS = ['monitor', 'alarm', 'design', 'manage', 'account'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export interface Permission {
  code: AuthCode;
  group: PermissionGroup;
  text: Bilingual;
}

/** Each code with what it allows, in both languages, in the order the roles screen lists them. */
export const PERMISSIONS: readonly Permission[] = [
  {
    code: AUTH.monitorWrite,
    group: 'monitor',
    text: { zh: '下发写入值', en: 'Write values to equipment' },
  },
  {
    code: AUTH.historyExport,
    group: 'monitor',
    text: { zh: '导出历史数据', en: 'Export history' },
  },
  {
    code: AUTH.monitorMultiListAlarm,
    group: 'alarm',
    text: { zh: '查看 EG 报警记录（列表）', en: 'View EG alarm records (list)' },
  },
  {
    code: AUTH.monitorMultiDesignerAlarm,
    group: 'alarm',
    text: { zh: '查看 EG 报警记录（组态）', en: 'View EG alarm records (designer view)' },
  },
  {
    code: AUTH.monitorEquipinfoMenuAlarm,
    group: 'alarm',
    text: { zh: '查看 GM 报警记录（设备信息）', en: 'View GM alarm records (equipment info)' },
  },
  {
    code: AUTH.monitorDesignerMenuAlarm,
    group: 'alarm',
    text: { zh: '查看 GM 报警记录（组态）', en: 'View GM alarm records (designer view)' },
  },
  {
    code: AUTH.alarmAcknowledge,
    group: 'alarm',
    text: { zh: '确认报警', en: 'Acknowledge alarms' },
  },
  {
    code: AUTH.alarmShelve,
    group: 'alarm',
    text: { zh: '搁置报警', en: 'Shelve alarms' },
  },
  {
    code: AUTH.projectEdit,
    group: 'design',
    text: { zh: '编辑项目与组态页面', en: 'Edit projects and pages' },
  },
  {
    code: AUTH.equipmentManage,
    group: 'manage',
    text: { zh: '管理设备、网关与变量', en: 'Manage equipment, gateways and signals' },
  },
  {
    code: AUTH.equipmentShare,
    group: 'manage',
    text: {
      zh: '分享设备（不超过自己对该设备的权限）',
      en: 'Share equipment (never beyond one’s own rights to it)',
    },
  },
  {
    code: AUTH.systemManage,
    group: 'manage',
    text: {
      zh: '系统管理（硬件、协议、型号、公告、嵌入页面）',
      en: 'System settings (hardware, protocols, models, announcements, frames)',
    },
  },
  {
    code: AUTH.userManage,
    group: 'manage',
    text: { zh: '管理用户与角色', en: 'Manage users and roles' },
  },
  {
    code: AUTH.accountPassword,
    group: 'account',
    text: { zh: '修改自己的密码', en: 'Change own password' },
  },
  {
    code: AUTH.accountInfo,
    group: 'account',
    text: { zh: '修改自己的资料', en: 'Change own information' },
  },
];

export const PERMISSION_GROUP_TEXT: Record<PermissionGroup, Bilingual> = {
  monitor: { zh: '监控', en: 'Monitoring' },
  alarm: { zh: '报警', en: 'Alarms' },
  design: { zh: '组态', en: 'Design' },
  manage: { zh: '管理', en: 'Administration' },
  account: { zh: '账号', en: 'Account' },
};

/** A user's role type as SPEC §3 carries it: administrators and everyone else. */
export const ROLE_TYPES = ['admin', 'user'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** The four roles every organisation has; their codes come from here, so they follow new codes. */
export const BUILT_IN_ROLES = ['administrator', 'engineer', 'operator', 'viewer'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export function isBuiltInRole(roleId: string): roleId is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(roleId);
}

const ALARM_RECORDS = [
  AUTH.monitorMultiListAlarm,
  AUTH.monitorMultiDesignerAlarm,
  AUTH.monitorEquipinfoMenuAlarm,
  AUTH.monitorDesignerMenuAlarm,
] as const;
const OWN_ACCOUNT = [AUTH.accountPassword, AUTH.accountInfo] as const;
const VIEWER_AUTHS: readonly AuthCode[] = [...ALARM_RECORDS, AUTH.historyExport, ...OWN_ACCOUNT];
// Sharing hands equipment to people outside the organisation, so viewers do not share (see
// docs/decisions.md); operators and engineers do, within their own rights.
const OPERATOR_AUTHS: readonly AuthCode[] = [
  ...VIEWER_AUTHS,
  AUTH.monitorWrite,
  AUTH.alarmAcknowledge,
  AUTH.alarmShelve,
  AUTH.equipmentShare,
];

export const BUILT_IN_ROLE_AUTHS: Record<BuiltInRole, readonly AuthCode[]> = {
  administrator: AUTH_CODES,
  engineer: [...OPERATOR_AUTHS, AUTH.projectEdit, AUTH.equipmentManage],
  operator: OPERATOR_AUTHS,
  viewer: VIEWER_AUTHS,
};

export const BUILT_IN_ROLE_TEXT: Record<BuiltInRole, Bilingual> = {
  administrator: { zh: '管理员', en: 'Administrator' },
  engineer: { zh: '工程师', en: 'Engineer' },
  operator: { zh: '操作员', en: 'Operator' },
  viewer: { zh: '观察员', en: 'Viewer' },
};

/** The role a user holds when none is recorded: by role type (rows written before roles existed). */
export function defaultRoleOf(roleType: RoleType): BuiltInRole {
  return roleType === 'admin' ? 'administrator' : 'operator';
}

/** Administrators are the role type 'admin'; every other role, custom ones too, is 'user'. */
export function roleTypeOf(roleId: string): RoleType {
  return roleId === 'administrator' ? 'admin' : 'user';
}

/** The four alarm-record codes: holding one of them is the alarm right a share may pass on. */
export const ALARM_RECORD_AUTHS: readonly AuthCode[] = ALARM_RECORDS;

/** The codes of `asked` that `held` lacks: nobody grants what they do not hold. */
export function authsBeyond(held: readonly string[], asked: readonly string[]): string[] {
  const own = new Set(held);
  return [...new Set(asked)].filter((code) => !own.has(code));
}

/**
 * Whether `caller` may give a role to an account, or act on an account holding it: the role's
 * codes are all the caller's, and only administrators reach the administrator role. The server
 * decides with the same rule; the web app offers only what passes.
 */
export function mayGrantRole(
  caller: { roleId: string; auths: readonly string[] },
  role: { id: string; auths: readonly string[] },
): boolean {
  if (role.id === 'administrator' && caller.roleId !== 'administrator') return false;
  return authsBeyond(caller.auths, role.auths).length === 0;
}

/** Whether `caller` may edit or delete a custom role: not their own, none holding more. */
export function mayChangeRole(
  caller: { roleId: string; auths: readonly string[] },
  role: { id: string; auths: readonly string[] },
): boolean {
  return role.id !== caller.roleId && authsBeyond(caller.auths, role.auths).length === 0;
}

export function hasAuth(auths: readonly string[] | undefined, code: AuthCode): boolean {
  return auths?.includes(code) ?? false;
}
