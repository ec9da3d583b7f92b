import { mayPerform, type Action } from '@lf/protocol';
import type { TitleKey } from '../routeTitle';

export type Area = 'monitor' | 'manage' | 'account' | 'message';

/** The home overview, the screen after login (SPEC §2 fixes only `/`, which stays /login). */
export const OVERVIEW_PATH = '/monitor/overview';

export interface NavItem {
  path: string;
  title: TitleKey;
  /** The action (protocol's action table) a user must be allowed to see the entry and open the screen. */
  action?: Action;
  /** A line explaining the entry's jargon, shown as the entry's tooltip. */
  hint?: 'nav.hintEg' | 'nav.hintGm' | 'nav.hintPages';
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
    { path: OVERVIEW_PATH, title: 'route.overview' },
    { path: '/monitor/eg/list', title: 'route.egList', hint: 'nav.hintEg' },
    { path: '/monitor/gm/list', title: 'route.gmList', hint: 'nav.hintGm' },
    { path: '/monitor/gm/group', title: 'route.gmGroup', hint: 'nav.hintGm' },
    { path: '/monitor/gm/ocInfo', title: 'route.ocInfo', hint: 'nav.hintPages' },
    { path: '/map', title: 'route.map' },
    { path: '/alarm/summary', title: 'route.alarmSummary' },
    { path: '/alarm/journal', title: 'route.alarmJournal' },
    { path: '/alarm/kpi', title: 'route.alarmKpi' },
    { path: '/datacenter', title: 'route.dataCenter' },
  ],
  manage: [
    { path: '/manage/eg/equipment/list', title: 'route.equipmentList', action: 'equipment.manage' },
    { path: '/manage/eg/gateway', title: 'route.gateway', action: 'equipment.manage' },
    { path: '/manage/eg/project/list', title: 'route.projectList', action: 'project.edit' },
    { path: '/manage/system/user', title: 'route.users', action: 'users.manage' },
    { path: '/manage/system/role', title: 'route.roles', action: 'users.manage' },
    { path: '/manage/system/hardware', title: 'route.hardware', action: 'system.manage' },
    { path: '/manage/system/protocol', title: 'route.protocol', action: 'system.manage' },
    { path: '/manage/system/model', title: 'route.model', action: 'system.manage' },
    { path: '/manage/system/msg', title: 'route.systemMsg', action: 'system.manage' },
    { path: '/manage/system/settings', title: 'route.systemSettings', action: 'system.manage' },
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
 * The action a manage path needs, by its leading segments (longest prefix wins); the screens
 * opened from a list (equipment edit, page designer) need the list's. Undefined: none needed.
 */
const MANAGE_PATH_ACTION: readonly (readonly [string, Action])[] = [
  ['/manage/eg/equipment', 'equipment.manage'],
  ['/manage/eg/gateway', 'equipment.manage'],
  ['/manage/eg/project', 'project.edit'],
  ['/manage/eg/configuration', 'project.edit'],
  ['/manage/eg/modelPage', 'project.edit'],
  ['/manage/project', 'project.edit'],
  ['/manage/system/user', 'users.manage'],
  ['/manage/system/role', 'users.manage'],
  ['/manage/system', 'system.manage'],
  ['/manage/frame', 'system.manage'],
];

export function actionForPath(pathname: string): Action | undefined {
  let best: readonly [string, Action] | undefined;
  for (const entry of MANAGE_PATH_ACTION) {
    const [prefix] = entry;
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    if (!best || prefix.length > best[0].length) best = entry;
  }
  return best?.[1];
}

/** The entries of an area's side menu that a user holding `auths` may open. */
export function menuFor(area: Area, auths: readonly string[] | undefined): NavItem[] {
  return AREA_MENU[area].filter((item) => !item.action || mayPerform(auths, item.action));
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

/**
 * Screens opened from a list, by their leading segments, and the menu entry of that list: a
 * detail keeps its list's entry highlighted and names it in its breadcrumb.
 */
const DETAIL_PARENT: readonly (readonly [string, string])[] = [
  ['/monitor/eg/detail', '/monitor/eg/list'],
  ['/monitor/gm/vuedetail', '/monitor/gm/list'],
  ['/monitor/gm/detail', '/monitor/gm/list'],
  ['/monitor/project', '/monitor/gm/ocInfo'],
  ['/manage/eg/equipment', '/manage/eg/equipment/list'],
  ['/manage/eg/configuration', '/manage/eg/project/list'],
  ['/message/detail', '/message/messageAll'],
  ['/msg', '/message/messageAll'],
];

const startsPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The side-menu entry for a path: the longest menu path that starts it, else its list's. */
export function selectedMenuPath(pathname: string): string | undefined {
  const items = AREA_MENU[areaOf(pathname)];
  let best: string | undefined;
  for (const item of items) {
    if (startsPath(pathname, item.path) && (!best || item.path.length > best.length)) {
      best = item.path;
    }
  }
  if (best) return best;
  return DETAIL_PARENT.find(([prefix]) => startsPath(pathname, prefix))?.[1];
}

/** The menu entry a path belongs to, when the path is not that entry itself (a detail screen). */
export function parentEntry(pathname: string): NavItem | undefined {
  const selected = selectedMenuPath(pathname);
  if (!selected || selected === pathname) return undefined;
  return AREA_MENU[areaOf(pathname)].find((item) => item.path === selected);
}

export const AREA_LABEL = {
  monitor: 'nav.monitor',
  manage: 'nav.manage',
  account: 'nav.account',
  message: 'nav.messages',
} as const satisfies Record<Area, string>;
