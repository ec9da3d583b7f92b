import type { ShareReceived } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { tabsForGrant } from './sharedTabs';

const EG = ['realtime', 'device', 'gateway', 'command', 'history', 'alarm', 'curve'] as const;
const GM = ['real', 'write', 'history', 'alarm'] as const;
const grant = (over: Partial<ShareReceived> = {}): ShareReceived => ({
  sharedBy: 'demo (演示水务公司)',
  authority: 'view',
  withHistory: false,
  withAlarms: false,
  expiresAt: null,
  ...over,
});

describe('tabsForGrant', () => {
  it('shows every tab of the organisation’s own equipment', () => {
    expect(tabsForGrant(EG, null)).toEqual(EG);
  });
  it('keeps the live tabs of a view-only grant and drops history, alarms and the write tab', () => {
    expect(tabsForGrant(EG, grant())).toEqual([
      'realtime',
      'device',
      'gateway',
      'command',
      'curve',
    ]);
    expect(tabsForGrant(GM, grant())).toEqual(['real']);
  });
  it('adds each tab with its own flag', () => {
    expect(tabsForGrant(GM, grant({ authority: 'write' }))).toEqual(['real', 'write']);
    expect(tabsForGrant(GM, grant({ withHistory: true }))).toEqual(['real', 'history']);
    expect(tabsForGrant(GM, grant({ withAlarms: true }))).toEqual(['real', 'alarm']);
  });
});
