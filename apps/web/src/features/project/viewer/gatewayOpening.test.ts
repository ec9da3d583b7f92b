import { describe, expect, it } from 'vitest';
import type { GatewayRecord } from '@lf/protocol';
import { gatewayOpenPlan } from './gatewayOpening';

const gateway = (id: string, patch: Partial<GatewayRecord> = {}): GatewayRecord => ({
  equipmentId: id,
  gatewayId: `g${id}`,
  name: id,
  online: true,
  vpn: false,
  economizeOpen: false,
  economizeMode: 'smart',
  interval: 5,
  lastSeen: null,
  ...patch,
});

describe('gatewayOpenPlan', () => {
  it('opens only online gateways outside vpn mode, 100 ms apart, with delay 3600', () => {
    const plan = gatewayOpenPlan([
      gateway('a'),
      gateway('b', { online: false }),
      gateway('c', { vpn: true }),
      gateway('d'),
    ]);
    expect(plan).toEqual([
      { equipmentId: 'a', delay: 3600, atMs: 0 },
      { equipmentId: 'd', delay: 3600, atMs: 100 },
    ]);
  });

  it('sends the interval only in the time economize mode', () => {
    const plan = gatewayOpenPlan([
      gateway('t', { economizeOpen: true, economizeMode: 'time', interval: 30 }),
      gateway('s', { economizeOpen: true, economizeMode: 'smart', interval: 30 }),
      gateway('o', { economizeOpen: false, economizeMode: 'time', interval: 30 }),
    ]);
    expect(plan.map((request) => request.interval)).toEqual([30, undefined, undefined]);
  });
});
