import { ALARM_PRIORITIES, type AlarmPriority } from '@lf/protocol';
import { playAlarmTone } from '../message/alarmTone';

/** How often the console rings again while an alarm waits for acknowledgement. */
export const RING_EVERY_MS = 5000;
/**
 * A tone asked for this soon after the last one is the same alarm heard again (the message
 * socket's one-off and a viewer starting to ring on one raise): it is not played twice.
 */
export const SAME_ALARM_MS = 2000;

export interface Clock {
  now(): number;
  every(ms: number, run: () => void): () => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  every: (ms, run) => {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
};

/**
 * The console's one tone owner. Every annunciating screen (a viewer, a viewer's dialog page
 * over it, an equipment page) states what it wants rung with `want(owner, priority)`; the
 * ringer plays the tone of the highest priority wanted, at once and every RING_EVERY_MS, until
 * nobody wants it. However many screens want it, one tone sounds: two viewers open at once
 * (a dialog page over a page) used to ring twice.
 */
export class AlarmRinger {
  private readonly wants = new Map<object, AlarmPriority>();
  private stop: (() => void) | null = null;
  private lastTone = Number.NEGATIVE_INFINITY;
  private ringing: AlarmPriority | null = null;

  constructor(
    private readonly play: (priority: AlarmPriority) => void,
    private readonly clock: Clock = realClock,
  ) {}

  /** `owner` wants the tone of `priority` rung, or nothing (null). */
  want(owner: object, priority: AlarmPriority | null): void {
    if (priority === null) this.wants.delete(owner);
    else this.wants.set(owner, priority);
    this.update();
  }

  /** One tone for a new alarm (a message push): unless the console rings already or just did. */
  ringOnce(priority: AlarmPriority): void {
    if (this.ringing !== null) return;
    this.sound(priority);
  }

  /** The priority the console rings for, or null when silent. */
  get current(): AlarmPriority | null {
    return this.ringing;
  }

  private update(): void {
    const loudest = highestPriority(this.wants.values());
    if (loudest === this.ringing) return;
    const rises = this.ringing === null || rank(loudest) < rank(this.ringing);
    this.ringing = loudest;
    this.stop?.();
    this.stop = null;
    if (loudest === null) return;
    // A higher priority is heard at once; a lower one waits for the next ring.
    if (rises) this.sound(loudest);
    this.stop = this.clock.every(RING_EVERY_MS, () => {
      if (this.ringing) this.play(this.ringing);
      this.lastTone = this.clock.now();
    });
  }

  private sound(priority: AlarmPriority): void {
    const now = this.clock.now();
    if (now - this.lastTone < SAME_ALARM_MS) return;
    this.lastTone = now;
    this.play(priority);
  }
}

function rank(priority: AlarmPriority | null): number {
  return priority === null ? ALARM_PRIORITIES.length : ALARM_PRIORITIES.indexOf(priority);
}

/** The highest of some priorities (critical first), or null when there are none. */
export function highestPriority(priorities: Iterable<AlarmPriority>): AlarmPriority | null {
  let best: AlarmPriority | null = null;
  for (const priority of priorities) if (rank(priority) < rank(best)) best = priority;
  return best;
}

/** The ringer of this browser window. */
export const alarmRinger = new AlarmRinger(playAlarmTone);
