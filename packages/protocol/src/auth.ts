/** Permission codes of SPEC §6 checked on the server and shown or hidden in the web app. */
export const AUTH = {
  monitorMultiListAlarm: 'monitor_multi_list_alarm',
  monitorMultiDesignerAlarm: 'monitor_multi_designer_alarm',
  monitorEquipinfoMenuAlarm: 'monitor_equipinfo_menu_alarm',
  monitorDesignerMenuAlarm: 'monitor_designer_menu_alarm',
  monitorWrite: 'monitor_write',
  alarmAcknowledge: 'alarm_acknowledge',
  alarmShelve: 'alarm_shelve',
  manage: 'manage',
  accountPassword: 'account_password',
  accountInfo: 'account_info',
} as const;

export type AuthCode = (typeof AUTH)[keyof typeof AUTH];

export const ROLE_TYPES = ['admin', 'user'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** The auths every role carries; administrators also reach the manage area. */
export const ROLE_AUTHS: Record<RoleType, readonly AuthCode[]> = {
  admin: Object.values(AUTH),
  user: [
    AUTH.monitorMultiListAlarm,
    AUTH.monitorMultiDesignerAlarm,
    AUTH.monitorEquipinfoMenuAlarm,
    AUTH.monitorDesignerMenuAlarm,
    AUTH.monitorWrite,
    AUTH.alarmAcknowledge,
    AUTH.alarmShelve,
    AUTH.accountPassword,
    AUTH.accountInfo,
  ],
};

export function hasAuth(auths: readonly string[] | undefined, code: AuthCode): boolean {
  return auths?.includes(code) ?? false;
}
