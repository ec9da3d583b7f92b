import { TIMING } from '@lf/protocol';

/**
 * When the equipment monitor asks the gateway for fast reporting (SPEC §4 "Monitor start"):
 * open when the gateway is online and not in vpn mode, otherwise monitoring stays off and the
 * data is shown as loaded. The gateway is polled every 60 s and an open monitor is renewed every
 * 580 s — but only for someone still there: after 120 s without mouse or key activity the
 * renewal lapses, and the next activity opens monitoring again.
 */

export interface GatewayState {
  online: boolean;
  vpn: boolean;
}

export type MonitorPhase =
  /** Waiting for the first gateway answer. */
  | 'loading'
  /** An open request is on its way. */
  | 'opening'
  | 'monitoring'
  | 'offline'
  | 'vpn'
  /** The renewal lapsed while nobody was using the screen. */
  | 'idle'
  /** The gateway could not be read or the open request failed. */
  | 'error';

export interface MonitorState {
  phase: MonitorPhase;
  /** Data counts as loaded once the monitor knows it will not wait for an open (SPEC §4). */
  loaded: boolean;
  lastActivityAt: number;
}

export type MonitorEvent =
  | { type: 'gateway'; gateway: GatewayState; at: number }
  | { type: 'gatewayFailed'; at: number }
  | { type: 'opened'; at: number }
  | { type: 'openFailed'; at: number }
  | { type: 'reopenTick'; at: number }
  | { type: 'activity'; at: number };

/** What the driver must do next. */
export type MonitorEffect = 'open' | 'fetchGateway';

export interface Transition {
  state: MonitorState;
  effects: MonitorEffect[];
}

export function initialMonitorState(now: number): MonitorState {
  return { phase: 'loading', loaded: false, lastActivityAt: now };
}

const isMonitoringOff = (phase: MonitorPhase) =>
  phase === 'offline' || phase === 'vpn' || phase === 'idle' || phase === 'error';

export function isIdle(state: MonitorState, now: number): boolean {
  return now - state.lastActivityAt >= TIMING.idleThresholdMs;
}

export function stepMonitor(state: MonitorState, event: MonitorEvent): Transition {
  switch (event.type) {
    case 'gateway': {
      const { online, vpn } = event.gateway;
      if (!online) return { state: { ...state, phase: 'offline', loaded: true }, effects: [] };
      if (vpn) return { state: { ...state, phase: 'vpn', loaded: true }, effects: [] };
      // Online without vpn: open unless already open (or opening) — a poll alone never re-sends.
      if (state.phase === 'monitoring' || state.phase === 'opening') return { state, effects: [] };
      if (state.phase === 'idle') return { state, effects: [] };
      return { state: { ...state, phase: 'opening' }, effects: ['open'] };
    }
    case 'gatewayFailed':
      return { state: { ...state, phase: 'error', loaded: true }, effects: [] };
    case 'opened':
      return { state: { ...state, phase: 'monitoring', loaded: true }, effects: [] };
    case 'openFailed':
      return { state: { ...state, phase: 'error', loaded: true }, effects: [] };
    case 'reopenTick': {
      if (state.phase !== 'monitoring') return { state, effects: [] };
      if (isIdle(state, event.at)) return { state: { ...state, phase: 'idle' }, effects: [] };
      return { state: { ...state, phase: 'opening' }, effects: ['open'] };
    }
    case 'activity': {
      const wasIdle = isIdle(state, event.at);
      const next = { ...state, lastActivityAt: event.at };
      if (state.phase === 'idle' || (wasIdle && isMonitoringOff(state.phase))) {
        return { state: { ...next, phase: 'loading' }, effects: ['fetchGateway'] };
      }
      return { state: next, effects: [] };
    }
  }
}

export interface MonitorDriverOptions {
  fetchGateway: () => Promise<GatewayState>;
  open: () => Promise<void>;
  onChange: (state: MonitorState) => void;
  now?: () => number;
}

/**
 * Runs the state machine against the clock: a gateway poll every 60 s, a renewal every 580 s,
 * and activity reported by the screen (mouse and keys).
 */
export class MonitorStarter {
  private state: MonitorState;
  private timers: ReturnType<typeof setInterval>[] = [];
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: MonitorDriverOptions) {
    this.now = options.now ?? Date.now;
    this.state = initialMonitorState(this.now());
  }

  start(): void {
    this.stopped = false;
    this.options.onChange(this.state);
    void this.fetchGateway();
    this.timers.push(
      setInterval(() => void this.fetchGateway(), TIMING.gatewayPollMs),
      setInterval(
        () => this.dispatch({ type: 'reopenTick', at: this.now() }),
        TIMING.monitorReopenMs,
      ),
    );
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  activity(): void {
    this.dispatch({ type: 'activity', at: this.now() });
  }

  /** A gateway status pushed over the socket counts like a poll answer. */
  gateway(gateway: GatewayState): void {
    this.dispatch({ type: 'gateway', gateway, at: this.now() });
  }

  current(): MonitorState {
    return this.state;
  }

  private dispatch(event: MonitorEvent): void {
    if (this.stopped) return;
    const { state, effects } = stepMonitor(this.state, event);
    if (state !== this.state) {
      this.state = state;
      this.options.onChange(state);
    }
    for (const effect of effects) {
      if (effect === 'open') void this.open();
      else void this.fetchGateway();
    }
  }

  private async fetchGateway(): Promise<void> {
    try {
      const gateway = await this.options.fetchGateway();
      this.dispatch({ type: 'gateway', gateway, at: this.now() });
    } catch {
      this.dispatch({ type: 'gatewayFailed', at: this.now() });
    }
  }

  private async open(): Promise<void> {
    try {
      await this.options.open();
      this.dispatch({ type: 'opened', at: this.now() });
    } catch {
      this.dispatch({ type: 'openFailed', at: this.now() });
    }
  }
}
