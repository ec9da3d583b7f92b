import { describe, expect, it } from 'vitest';
import { ACTIONS, authOfAction, isAction, mayPerform, type Action } from './actions';
import { AUTH, AUTH_CODES, isAuthCode } from './auth';

const actions = Object.keys(ACTIONS) as Action[];

describe('the action table', () => {
  it('names only codes of the permission catalogue', () => {
    for (const action of actions) {
      const code = authOfAction(action);
      if (code !== undefined) expect(isAuthCode(code), action).toBe(true);
    }
  });

  it('lets anyone take a public action, a logged-in user an any-user one, a holder a coded one', () => {
    expect(mayPerform(undefined, 'anyone')).toBe(true);
    expect(mayPerform(undefined, 'account.self')).toBe(false);
    expect(mayPerform([], 'account.self')).toBe(true);
    expect(mayPerform([], 'equipment.manage')).toBe(false);
    expect(mayPerform([AUTH.equipmentManage], 'equipment.manage')).toBe(true);
    expect(actions.filter((action) => !mayPerform(AUTH_CODES, action))).toEqual([]);
  });

  it('admits share receivers only to actions that name their need', () => {
    expect(ACTIONS['equipment.write'].share).toBe('write');
    expect('share' in ACTIONS['equipment.manage']).toBe(false);
    expect('share' in ACTIONS['alarm.respond']).toBe(false);
  });

  it('knows its own names only', () => {
    expect(isAction('equipment.view')).toBe(true);
    expect(isAction('toString')).toBe(false);
    expect(isAction(undefined)).toBe(false);
  });
});
