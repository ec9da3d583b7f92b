import { AUTH, hasAuth, type AuthCode } from '@lf/protocol';
import type { TitleKey } from '../routeTitle';

export type Area = 'monitor' | 'manage' | 'account' | 'message';

export interface NavItem {
  path: string;
  title: TitleKey;
  /** The permission code a user needs to see the entry (and open the screen). */
  auth?: AuthCode;
}

/** Entry point of each top-level area in the header. */
export const AREA_HOME: Record<Area, string> = {
  monitor: '/monitor/eg/list',
  manage: '/manage/eg/equipment/list',
  account: '/account/security/sms',
  message: '/message/messageAll',
};

/** The side menu of each area: the screens a person opens directly (details open from lists). */
export const AREA_MENU: Record<Area, NavItem[]> = {
  monitor: [
    { path: '/monitor/eg/list', title: 'route.egList' },
    { path: '/monitor/gm/list', title: 'route.gmList' },
    { path: '/monitor/gm/group', title: 'route.gmGroup' },
    { path: '/monitor/gm/ocInfo', title: 'route.ocInfo' },
    { path: '/map', title: 'route.map' },
    { path: '/alarm/summary', title: 'route.alarmSummary' },
    { path: '/alarm/journal', title: 'route.alarmJournal' },
    { path: '/alarm/kpi', title: 'route.alarmKpi' },
    { path: '/datacenter', title: 'route.dataCenter' },
  ],
  manage: [
    { path: '/manage/eg/equipment/list', title: 'route.equipmentList', auth: AUTH.equipmentManage },
    { path: '/manage/eg/gateway', title: 'route.gateway', auth: AUTH.equipmentManage },
    { path: '/manage/eg/project/list', title: 'route.projectList', auth: AUTH.projectEdit },
    { path: '/manage/system/user', title: 'route.users', auth: AUTH.userManage },
    { path: '/manage/system/role', title: 'route.roles', auth: AUTH.userManage },
    { path: '/manage/system/hardware', title: 'route.hardware', auth: AUTH.systemManage },
    { path: '/manage/system/protocol', title: 'route.protocol', auth: AUTH.systemManage },
    { path: '/manage/system/model', title: 'route.model', auth: AUTH.systemManage },
    { path: '/manage/system/msg', title: 'route.systemMsg', auth: AUTH.systemManage },
    { path: '/manage/system/settings', title: 'route.systemSettings', auth: AUTH.systemManage },
  ],
  account: [
    { path: '/account/security/sms', title: 'route.accountSecurity' },
    { path: '/account/info/sms', title: 'route.accountInfo' },
    { path: '/account/config', title: 'route.accountConfig' },
    { path: '/account/log', title: 'route.accountLog' },
  ],
  message: [
    { path: '/message/messageAll', title: 'route.messageAll' },
    { path: '/message/messageUnReaden', title: 'route.messageUnReaden' },
    { path: '/message/messageReaden', title: 'route.messageReaden' },
  ],
};

/**
 * The code a manage path needs, by its leading segments (longest prefix wins); the screens opened
 * from a list (equipment edit, page designer) need the list's code. Undefined: no code needed.
 */
const MANAGE_PATH_AUTH: readonly (readonly [string, AuthCode])[] = [
  ['/manage/eg/equipment', AUTH.equipmentManage],
  ['/manage/eg/gateway', AUTH.equipmentManage],
  ['/manage/eg/project', AUTH.projectEdit],
  ['/manage/eg/configuration', AUTH.projectEdit],
  ['/manage/project', AUTH.projectEdit],
  ['/manage/system/user', AUTH.userManage],
  ['/manage/system/role', AUTH.userManage],
  ['/manage/system', AUTH.systemManage],
  ['/manage/frame', AUTH.systemManage],
];

export function authForPath(pathname: string): AuthCode | undefined {
  let best: readonly [string, AuthCode] | undefined;
  for (const entry of MANAGE_PATH_AUTH) {
    const [prefix] = entry;
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    if (!best || prefix.length > best[0].length) best = entry;
  }
  return best?.[1];
}

/** The entries of an area's side menu that a user holding `auths` may open. */
export function menuFor(area: Area, auths: readonly string[] | undefined): NavItem[] {
  return AREA_MENU[area].filter((item) => !item.auth || hasAuth(auths, item.auth));
}

/** The header's areas for a user: manage only with a code for at least one of its screens. */
export function areasFor(auths: readonly string[] | undefined): Area[] {
  return menuFor('manage', auths).length > 0
    ? ['monitor', 'manage', 'account']
    : ['monitor', 'account'];
}

/** Where an area's header entry leads: its first screen the user may open. */
export function areaHome(area: Area, auths: readonly string[] | undefined): string {
  return menuFor(area, auths)[0]?.path ?? AREA_HOME[area];
}

/** The area a path belongs to, for highlighting the header and picking the side menu. */
export function areaOf(pathname: string): Area {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'manage') return 'manage';
  if (first === 'account') return 'account';
  if (first === 'message' || first === 'msg') return 'message';
  return 'monitor';
}

/** The side-menu entry for a path: the longest menu path that starts it. */
export function selectedMenuPath(pathname: string): string | undefined {
  const items = AREA_MENU[areaOf(pathname)];
  let best: string | undefined;
  for (const item of items) {
    if (pathname === item.path || pathname.startsWith(`${item.path}/`)) {
      if (!best || item.path.length > best.length) best = item.path;
    }
  }
  return best;
}

export const AREA_LABEL = {
  monitor: 'nav.monitor',
  manage: 'nav.manage',
  account: 'nav.account',
  message: 'nav.messages',
} as const satisfies Record<Area, string>;
