import { describe, expect, it } from 'vitest';
import { shareAllows, sharePassword } from './share';
import type { ShareAuthorityFlags } from './shareAuthority';

const viewOnly: ShareAuthorityFlags = { authority: 'view', withHistory: false, withAlarms: false };

describe('shareAllows', () => {
  it('lets every grant view', () => {
    expect(shareAllows(viewOnly, 'view')).toBe(true);
  });
  it('lets only a view-and-write grant write', () => {
    expect(shareAllows(viewOnly, 'write')).toBe(false);
    expect(shareAllows({ ...viewOnly, authority: 'write' }, 'write')).toBe(true);
  });
  it('grants history and alarms each by its own flag, whatever the authority', () => {
    const writer = { ...viewOnly, authority: 'write' as const };
    expect(shareAllows(writer, 'history')).toBe(false);
    expect(shareAllows(writer, 'alarms')).toBe(false);
    expect(shareAllows({ ...viewOnly, withHistory: true }, 'history')).toBe(true);
    expect(shareAllows({ ...viewOnly, withHistory: true }, 'alarms')).toBe(false);
    expect(shareAllows({ ...viewOnly, withAlarms: true }, 'alarms')).toBe(true);
  });
});

describe('sharePassword (SPEC §5)', () => {
  it('takes four or more letters or digits', () => {
    for (const ok of ['abcd', '1234', 'Pump2026', 'a'.repeat(32)]) {
      expect(sharePassword.safeParse(ok).success, ok).toBe(true);
    }
  });
  it('refuses short ones, special characters, spaces inside and non-ASCII letters', () => {
    for (const bad of [
      'abc',
      '',
      'pump-12',
      'pump 12',
      'pump_12',
      '泵站1234',
      'a'.repeat(33),
      'ab\u0000cd',
    ]) {
      expect(sharePassword.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
