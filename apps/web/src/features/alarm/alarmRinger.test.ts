import { describe, expect, it } from 'vitest';
import type { AlarmPriority } from '@lf/protocol';
import {
  AlarmRinger,
  highestPriority,
  RING_EVERY_MS,
  SAME_ALARM_MS,
  type Clock,
} from './alarmRinger';

/** A clock the test moves by hand, with the ringer's repeating timers. */
function fakeClock() {
  let now = 1_000_000;
  const timers = new Set<{ every: number; next: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    every: (ms, run) => {
      const timer = { every: ms, next: now + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.every;
      due.run();
    }
    now = end;
  };
  return { clock, advance, timers };
}

function ringer() {
  const played: AlarmPriority[] = [];
  const time = fakeClock();
  return { ring: new AlarmRinger((p) => played.push(p), time.clock), played, ...time };
}

describe('the console’s one alarm ringer', () => {
  it('rings at once and every RING_EVERY_MS while wanted, and stops when nobody wants it', () => {
    const { ring, played, advance, timers } = ringer();
    const viewer = {};
    ring.want(viewer, 'high');
    expect(played).toEqual(['high']);
    advance(RING_EVERY_MS * 3);
    expect(played).toEqual(['high', 'high', 'high', 'high']);
    ring.want(viewer, null);
    advance(RING_EVERY_MS * 3);
    expect(played).toHaveLength(4);
    expect(timers.size).toBe(0);
    expect(ring.current).toBeNull();
  });

  it('plays one tone when a dialog page over a viewer wants the same (the double ring)', () => {
    const { ring, played, advance } = ringer();
    const page = {};
    const dialogPage = {};
    ring.want(page, 'critical');
    ring.want(dialogPage, 'critical');
    expect(played).toEqual(['critical']);
    advance(RING_EVERY_MS);
    expect(played).toEqual(['critical', 'critical']);
    // The dialog closes: the page still rings, once per period.
    ring.want(dialogPage, null);
    advance(RING_EVERY_MS);
    expect(played).toEqual(['critical', 'critical', 'critical']);
  });

  it('rings the highest priority wanted; a rise is heard at once, a fall at the next ring', () => {
    const { ring, played, advance } = ringer();
    const a = {};
    const b = {};
    ring.want(a, 'low');
    advance(SAME_ALARM_MS);
    ring.want(b, 'critical');
    expect(played).toEqual(['low', 'critical']);
    expect(ring.current).toBe('critical');
    ring.want(b, null);
    expect(played).toEqual(['low', 'critical']);
    advance(RING_EVERY_MS);
    expect(played).toEqual(['low', 'critical', 'low']);
  });

  it('a one-off ring (a message push) is skipped while ringing or right after a tone', () => {
    const { ring, played, advance } = ringer();
    ring.ringOnce('medium');
    expect(played).toEqual(['medium']);
    // A viewer starts ringing for the same raise a moment later: not a second tone now.
    const viewer = {};
    advance(100);
    ring.want(viewer, 'medium');
    expect(played).toEqual(['medium']);
    ring.ringOnce('medium');
    expect(played).toEqual(['medium']);
    advance(RING_EVERY_MS);
    expect(played).toEqual(['medium', 'medium']);
    ring.want(viewer, null);
    advance(SAME_ALARM_MS);
    ring.ringOnce('high');
    expect(played).toEqual(['medium', 'medium', 'high']);
  });

  it('orders priorities critical first', () => {
    expect(highestPriority(['low', 'high', 'medium'])).toBe('high');
    expect(highestPriority(['low', 'critical'])).toBe('critical');
    expect(highestPriority([])).toBeNull();
  });
});
