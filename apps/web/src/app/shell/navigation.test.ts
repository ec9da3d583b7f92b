import { describe, expect, it } from 'vitest';
import { AUTH, AUTH_CODES, BUILT_IN_ROLE_AUTHS } from '@lf/protocol';
import {
  areaHome,
  areasFor,
  actionForPath,
  menuFor,
  OVERVIEW_PATH,
  parentEntry,
  selectedMenuPath,
} from './navigation';

const paths = (auths: readonly string[]) => menuFor('manage', auths).map((item) => item.path);

describe('navigation by the action table', () => {
  it('names the action of each manage screen, the screens opened from a list included', () => {
    expect(actionForPath('/manage/eg/equipment/list')).toBe('equipment.manage');
    expect(actionForPath('/manage/eg/equipment/edit/e1')).toBe('equipment.manage');
    expect(actionForPath('/manage/eg/gateway')).toBe('equipment.manage');
    expect(actionForPath('/manage/eg/project/list')).toBe('project.edit');
    expect(actionForPath('/manage/eg/configuration/p1')).toBe('project.edit');
    expect(actionForPath('/manage/project/p1/designer/g1')).toBe('project.edit');
    expect(actionForPath('/manage/system/user')).toBe('users.manage');
    expect(actionForPath('/manage/system/role')).toBe('users.manage');
    expect(actionForPath('/manage/system/hardware')).toBe('system.manage');
    expect(actionForPath('/manage/system/settings')).toBe('system.manage');
    expect(actionForPath('/manage/frame/a')).toBe('system.manage');
  });

  it('matches whole segments only, and needs no code outside the manage area', () => {
    expect(actionForPath('/manage/system/username')).toBe('system.manage');
    expect(actionForPath('/monitor/eg/list')).toBeUndefined();
    expect(actionForPath('/account/log')).toBeUndefined();
  });

  it('shows an administrator every manage entry, users and roles among them', () => {
    expect(paths(AUTH_CODES)).toContain('/manage/system/user');
    expect(paths(AUTH_CODES)).toContain('/manage/system/role');
    expect(paths(AUTH_CODES)).toHaveLength(10);
    expect(areasFor(AUTH_CODES)).toEqual(['monitor', 'manage', 'account']);
  });

  it('shows an engineer equipment and projects but not users or system settings', () => {
    expect(paths(BUILT_IN_ROLE_AUTHS.engineer)).toEqual([
      '/manage/eg/equipment/list',
      '/manage/eg/gateway',
      '/manage/eg/project/list',
    ]);
  });

  it('shows a holder of user_manage alone only the users and roles, and leads there', () => {
    expect(paths([AUTH.userManage])).toEqual(['/manage/system/user', '/manage/system/role']);
    expect(areaHome('manage', [AUTH.userManage])).toBe('/manage/system/user');
  });

  it('hides the manage area from operators and viewers, and from a user without codes', () => {
    expect(areasFor(BUILT_IN_ROLE_AUTHS.operator)).toEqual(['monitor', 'account']);
    expect(areasFor(BUILT_IN_ROLE_AUTHS.viewer)).toEqual(['monitor', 'account']);
    expect(areasFor(undefined)).toEqual(['monitor', 'account']);
    expect(menuFor('monitor', [])).toHaveLength(10);
  });
});

describe('way-finding on detail screens', () => {
  it('keeps the list’s menu entry highlighted on the screens opened from it', () => {
    expect(selectedMenuPath('/monitor/eg/detail/list/e1/0')).toBe('/monitor/eg/list');
    expect(selectedMenuPath('/monitor/eg/detail/configuration/e1/1')).toBe('/monitor/eg/list');
    expect(selectedMenuPath('/monitor/gm/vuedetail/e1')).toBe('/monitor/gm/list');
    expect(selectedMenuPath('/monitor/gm/ocInfo/p1')).toBe('/monitor/gm/ocInfo');
    expect(selectedMenuPath('/monitor/project/p1/page/g1')).toBe('/monitor/gm/ocInfo');
    expect(selectedMenuPath('/manage/eg/equipment/edit/e1')).toBe('/manage/eg/equipment/list');
    expect(selectedMenuPath('/message/detail/1/m1')).toBe('/message/messageAll');
  });

  it('names the parent entry of a detail screen only, for its breadcrumb', () => {
    expect(parentEntry('/monitor/eg/detail/list/e1/0')?.title).toBe('route.egList');
    expect(parentEntry('/monitor/project/p1/page/g1')?.title).toBe('route.ocInfo');
    expect(parentEntry('/monitor/eg/list')).toBeUndefined();
    expect(parentEntry(OVERVIEW_PATH)).toBeUndefined();
    expect(parentEntry('/monitor/unknown')).toBeUndefined();
  });

  it('opens the monitor area on the overview', () => {
    expect(areaHome('monitor', [])).toBe(OVERVIEW_PATH);
  });
});
