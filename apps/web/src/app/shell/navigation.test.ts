import { describe, expect, it } from 'vitest';
import { AUTH, AUTH_CODES, BUILT_IN_ROLE_AUTHS } from '@lf/protocol';
import { areaHome, areasFor, authForPath, menuFor } from './navigation';

const paths = (auths: readonly string[]) => menuFor('manage', auths).map((item) => item.path);

describe('navigation by permission codes', () => {
  it('names the code of each manage screen, the screens opened from a list included', () => {
    expect(authForPath('/manage/eg/equipment/list')).toBe(AUTH.equipmentManage);
    expect(authForPath('/manage/eg/equipment/edit/e1')).toBe(AUTH.equipmentManage);
    expect(authForPath('/manage/eg/gateway')).toBe(AUTH.equipmentManage);
    expect(authForPath('/manage/eg/project/list')).toBe(AUTH.projectEdit);
    expect(authForPath('/manage/eg/configuration/p1')).toBe(AUTH.projectEdit);
    expect(authForPath('/manage/project/p1/designer/g1')).toBe(AUTH.projectEdit);
    expect(authForPath('/manage/system/user')).toBe(AUTH.userManage);
    expect(authForPath('/manage/system/role')).toBe(AUTH.userManage);
    expect(authForPath('/manage/system/hardware')).toBe(AUTH.systemManage);
    expect(authForPath('/manage/system/settings')).toBe(AUTH.systemManage);
    expect(authForPath('/manage/frame/a')).toBe(AUTH.systemManage);
  });

  it('matches whole segments only, and needs no code outside the manage area', () => {
    expect(authForPath('/manage/system/username')).toBe(AUTH.systemManage);
    expect(authForPath('/monitor/eg/list')).toBeUndefined();
    expect(authForPath('/account/log')).toBeUndefined();
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
    expect(menuFor('monitor', [])).toHaveLength(9);
  });
});
