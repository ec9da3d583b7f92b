import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialMonitorState,
  MonitorStarter,
  stepMonitor,
  type GatewayState,
  type MonitorState,
} from './monitorStart';

const online: GatewayState = { online: true, vpn: false };
const T0 = 1_000_000;

function at(phase: MonitorState['phase'], lastActivityAt = T0): MonitorState {
  return { phase, loaded: phase !== 'loading', lastActivityAt };
}

describe('stepMonitor rules', () => {
  it('opens when the gateway is online and not in vpn mode', () => {
    const { state, effects } = stepMonitor(initialMonitorState(T0), {
      type: 'gateway',
      gateway: online,
      at: T0,
    });
    expect(state.phase).toBe('opening');
    expect(effects).toEqual(['open']);
  });

  it('keeps monitoring off and marks data loaded when offline or in vpn mode', () => {
    const offline = stepMonitor(initialMonitorState(T0), {
      type: 'gateway',
      gateway: { online: false, vpn: false },
      at: T0,
    });
    expect(offline).toEqual({ state: { ...at('offline'), loaded: true }, effects: [] });
    const vpn = stepMonitor(initialMonitorState(T0), {
      type: 'gateway',
      gateway: { online: true, vpn: true },
      at: T0,
    });
    expect(vpn.state.phase).toBe('vpn');
    expect(vpn.state.loaded).toBe(true);
    expect(vpn.effects).toEqual([]);
  });

  it('does not re-send an open on a poll while monitoring', () => {
    expect(stepMonitor(at('monitoring'), { type: 'gateway', gateway: online, at: T0 })).toEqual({
      state: at('monitoring'),
      effects: [],
    });
  });

  it('reopens after a gateway comes back online', () => {
    const back = stepMonitor(at('offline'), { type: 'gateway', gateway: online, at: T0 });
    expect(back.effects).toEqual(['open']);
  });

  it('renews on the reopen tick while someone is active, lapses when idle 120 s', () => {
    const active = stepMonitor(at('monitoring', T0), { type: 'reopenTick', at: T0 + 119_999 });
    expect(active.effects).toEqual(['open']);
    const idle = stepMonitor(at('monitoring', T0), { type: 'reopenTick', at: T0 + 120_000 });
    expect(idle).toEqual({ state: at('idle', T0), effects: [] });
  });

  it('after 120 s idle with monitoring off, the next activity checks the gateway again', () => {
    const soon = stepMonitor(at('offline', T0), { type: 'activity', at: T0 + 60_000 });
    expect(soon.effects).toEqual([]);
    expect(soon.state.lastActivityAt).toBe(T0 + 60_000);
    const late = stepMonitor(at('offline', T0), { type: 'activity', at: T0 + 120_000 });
    expect(late.effects).toEqual(['fetchGateway']);
    const lapsed = stepMonitor(at('idle', T0), { type: 'activity', at: T0 + 200_000 });
    expect(lapsed.effects).toEqual(['fetchGateway']);
  });

  it('activity while monitoring only records the time', () => {
    const { state, effects } = stepMonitor(at('monitoring', T0), {
      type: 'activity',
      at: T0 + 500_000,
    });
    expect(effects).toEqual([]);
    expect(state).toEqual(at('monitoring', T0 + 500_000));
  });

  it('a failed gateway read or open leaves monitoring off with data loaded', () => {
    expect(stepMonitor(at('loading'), { type: 'gatewayFailed', at: T0 }).state).toMatchObject({
      phase: 'error',
      loaded: true,
    });
    expect(stepMonitor(at('opening'), { type: 'openFailed', at: T0 }).state.phase).toBe('error');
  });
});

describe('MonitorStarter with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  function driver(gateway: () => GatewayState) {
    const opens: number[] = [];
    const polls: number[] = [];
    const phases: string[] = [];
    const starter = new MonitorStarter({
      fetchGateway: () => {
        polls.push(Date.now());
        return Promise.resolve(gateway());
      },
      open: () => {
        opens.push(Date.now());
        return Promise.resolve();
      },
      onChange: (s) => phases.push(s.phase),
    });
    return { starter, opens, polls, phases };
  }

  it('opens at start, polls the gateway every 60 s and renews every 580 s while active', async () => {
    const { starter, opens, polls, phases } = driver(() => online);
    starter.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(opens).toEqual([T0]);
    expect(phases).toEqual(['loading', 'opening', 'monitoring']);

    // Someone keeps using the screen every 100 s.
    for (let t = 100_000; t <= 600_000; t += 100_000) {
      await vi.advanceTimersByTimeAsync(100_000);
      starter.activity();
    }
    expect(polls).toEqual(
      [0, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600].map((s) => T0 + s * 1000),
    );
    expect(opens).toEqual([T0, T0 + 580_000]);
    starter.stop();
  });

  it('lets the renewal lapse when idle and reopens on the next activity', async () => {
    const { starter, opens } = driver(() => online);
    starter.start();
    await vi.advanceTimersByTimeAsync(580_000);
    expect(starter.current().phase).toBe('idle');
    expect(opens).toEqual([T0]);
    starter.activity();
    await vi.advanceTimersByTimeAsync(0);
    expect(starter.current().phase).toBe('monitoring');
    expect(opens).toEqual([T0, T0 + 580_000]);
    starter.stop();
  });

  it('follows the gateway going offline and back online through the 60 s poll', async () => {
    let gw: GatewayState = online;
    const { starter, opens } = driver(() => gw);
    starter.start();
    await vi.advanceTimersByTimeAsync(0);
    gw = { online: false, vpn: false };
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starter.current()).toMatchObject({ phase: 'offline', loaded: true });
    gw = online;
    starter.activity();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starter.current().phase).toBe('monitoring');
    expect(opens).toEqual([T0, T0 + 120_000]);
    starter.stop();
  });

  it('stops every timer on stop', async () => {
    const { starter, polls } = driver(() => online);
    starter.start();
    await vi.advanceTimersByTimeAsync(0);
    starter.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(polls).toHaveLength(1);
  });
});
