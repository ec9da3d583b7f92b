import type { TitleKey } from '../routeTitle';

export type Area = 'monitor' | 'manage' | 'account' | 'message';

export interface NavItem {
  path: string;
  title: TitleKey;
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
    { path: '/manage/eg/equipment/list', title: 'route.equipmentList' },
    { path: '/manage/eg/gateway', title: 'route.gateway' },
    { path: '/manage/eg/project/list', title: 'route.projectList' },
    { path: '/manage/system/hardware', title: 'route.hardware' },
    { path: '/manage/system/protocol', title: 'route.protocol' },
    { path: '/manage/system/model', title: 'route.model' },
    { path: '/manage/system/msg', title: 'route.systemMsg' },
    { path: '/manage/system/settings', title: 'route.systemSettings' },
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
