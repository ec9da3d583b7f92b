import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  annunciationState,
  clearCondition,
  debounce,
  delaysOf,
  displayedState,
  IDLE,
  isComplete,
  NO_HOLDS,
  shelveEnd,
  suppressedByDesign,
  tick,
  type Occurrence,
} from './isaStateMachine';

const raised: Occurrence = { conditionActive: true, acknowledged: false, latching: false };
const latched: Occurrence = { ...raised, latching: true };

describe('annunciation states', () => {
  it('a raised alarm is unacknowledged-active', () => {
    expect(annunciationState(raised)).toBe('unack_active');
  });

  it('acknowledging an active alarm makes it acknowledged-active, and it stays open', () => {
    const { next, changed, closes } = acknowledge(raised);
    expect(changed).toBe(true);
    expect(closes).toBe(false);
    expect(annunciationState(next)).toBe('ack_active');
  });

  it('a cleared, unacknowledged alarm is returned-to-normal-unacknowledged', () => {
    const { next, closes } = clearCondition(raised);
    expect(closes).toBe(true);
    expect(annunciationState(next)).toBe('rtn_unack');
    expect(isComplete(next)).toBe(false);
  });

  it('acknowledging a returned alarm brings it to normal', () => {
    const { next } = acknowledge(clearCondition(raised).next);
    expect(annunciationState(next)).toBe('normal');
    expect(isComplete(next)).toBe(true);
  });

  it('clearing an acknowledged alarm brings it to normal', () => {
    const { next } = clearCondition(acknowledge(raised).next);
    expect(annunciationState(next)).toBe('normal');
  });

  it('acknowledging twice changes nothing', () => {
    const once = acknowledge(raised).next;
    expect(acknowledge(once)).toEqual({ next: once, changed: false, closes: false });
  });
});

describe('latching', () => {
  it('a latching alarm stays unacknowledged-active after its condition cleared', () => {
    const { next, closes } = clearCondition(latched);
    expect(closes).toBe(false);
    expect(annunciationState(next)).toBe('unack_active');
  });

  it('acknowledging the cleared latched alarm closes it and brings it to normal', () => {
    const { next, closes } = acknowledge(clearCondition(latched).next);
    expect(closes).toBe(true);
    expect(annunciationState(next)).toBe('normal');
  });

  it('acknowledging a latched alarm still in alarm keeps it open; clearing then closes it', () => {
    const acked = acknowledge(latched);
    expect(acked.closes).toBe(false);
    expect(annunciationState(acked.next)).toBe('ack_active');
    const cleared = clearCondition(acked.next);
    expect(cleared.closes).toBe(true);
    expect(annunciationState(cleared.next)).toBe('normal');
  });
});

describe('holds: out of service, shelved, suppressed by design', () => {
  const now = 1_000_000;

  it('without a hold the annunciation state shows', () => {
    expect(displayedState(raised, NO_HOLDS, now)).toBe('unack_active');
  });

  it('a shelved alarm shows as shelved until the shelve ends, then as it is', () => {
    const until = shelveEnd(now, 5);
    expect(until).toBe(now + 300_000);
    expect(shelveEnd(now, 5, 2000)).toBe(now + 10_000);
    const holds = { ...NO_HOLDS, shelvedUntil: until };
    expect(displayedState(raised, holds, now)).toBe('shelved');
    expect(displayedState(raised, holds, until - 1)).toBe('shelved');
    expect(displayedState(raised, holds, until)).toBe('unack_active');
  });

  it('an alarm of an offline gateway is suppressed by design', () => {
    expect(displayedState(raised, { ...NO_HOLDS, suppressed: true }, now)).toBe('suppressed');
  });

  it('out of service outranks shelved, and shelved outranks suppressed', () => {
    const all = { outOfService: true, shelvedUntil: now + 1000, suppressed: true };
    expect(displayedState(raised, all, now)).toBe('out_of_service');
    expect(displayedState(raised, { ...all, outOfService: false }, now)).toBe('shelved');
  });
});

describe('on-delay and off-delay', () => {
  const delays = delaysOf({ onDelay: 5, offDelay: 3 });
  const t0 = 10_000;

  it('without delays a reading raises and clears at once', () => {
    const none = delaysOf({});
    const up = debounce(IDLE, true, t0, none);
    expect(up.action).toBe('raise');
    expect(up.next).toEqual({ active: true, pendingSince: null });
    const down = debounce(up.next, false, t0 + 1, none);
    expect(down.action).toBe('clear');
    expect(down.next).toEqual(IDLE);
  });

  it('a condition is raised only once it has held for the on-delay', () => {
    const first = debounce(IDLE, true, t0, delays);
    expect(first.action).toBeNull();
    expect(first.dueAt).toBe(t0 + 5000);
    const still = debounce(first.next, true, t0 + 4999, delays);
    expect(still.action).toBeNull();
    expect(still.next.pendingSince).toBe(t0);
    expect(debounce(still.next, true, t0 + 5000, delays).action).toBe('raise');
  });

  it('the timer raises when no further reading comes', () => {
    const first = debounce(IDLE, true, t0, delays);
    expect(tick(first.next, t0 + 4000, delays).action).toBeNull();
    const fired = tick(first.next, t0 + 5000, delays);
    expect(fired.action).toBe('raise');
    expect(fired.next).toEqual({ active: true, pendingSince: null });
  });

  it('a condition that goes away within the on-delay never raises (anti-chatter)', () => {
    const first = debounce(IDLE, true, t0, delays);
    const gone = debounce(first.next, false, t0 + 2000, delays);
    expect(gone.action).toBeNull();
    expect(gone.next).toEqual(IDLE);
    expect(tick(gone.next, t0 + 10_000, delays).action).toBeNull();
    const again = debounce(gone.next, true, t0 + 3000, delays);
    expect(again.dueAt).toBe(t0 + 8000);
  });

  it('an active alarm clears only once its condition has been gone for the off-delay', () => {
    const active = { active: true, pendingSince: null };
    const first = debounce(active, false, t0, delays);
    expect(first.action).toBeNull();
    expect(first.dueAt).toBe(t0 + 3000);
    const back = debounce(first.next, true, t0 + 2000, delays);
    expect(back.next).toEqual(active);
    const second = debounce(back.next, false, t0 + 2500, delays);
    expect(tick(second.next, t0 + 5499, delays).action).toBeNull();
    expect(tick(second.next, t0 + 5500, delays).action).toBe('clear');
  });

  it('a bad reading neither starts nor resets a delay', () => {
    expect(debounce(IDLE, null, t0, delays)).toEqual({ next: IDLE, action: null, dueAt: null });
    const first = debounce(IDLE, true, t0, delays);
    const bad = debounce(first.next, null, t0 + 1000, delays);
    expect(bad.next.pendingSince).toBe(t0);
    expect(bad.dueAt).toBe(t0 + 5000);
    expect(debounce(bad.next, null, t0 + 6000, delays).action).toBe('raise');
  });

  it('a tick with nothing pending does nothing', () => {
    expect(tick(IDLE, t0, delays)).toEqual({ next: IDLE, action: null, dueAt: null });
  });
});

describe('suppressed by design (issue 16)', () => {
  const signal = { kind: 'signal' as const, gatewayOnline: true, inMaintenance: false };

  it('a signal alarm is suppressed while its gateway is offline or its equipment in maintenance', () => {
    expect(suppressedByDesign(signal)).toBe(false);
    expect(suppressedByDesign({ ...signal, gatewayOnline: false })).toBe(true);
    expect(suppressedByDesign({ ...signal, inMaintenance: true })).toBe(true);
    // No gateway bound (null) is not an offline gateway.
    expect(suppressedByDesign({ ...signal, gatewayOnline: null })).toBe(false);
  });

  it("a gateway's own alarm is never suppressed: it is what says the gateway is away", () => {
    expect(suppressedByDesign({ kind: 'gateway', gatewayOnline: false, inMaintenance: true })).toBe(
      false,
    );
  });

  it('maintenance shows an active alarm as suppressed, and out of service still wins', () => {
    const inMaintenance = {
      ...NO_HOLDS,
      suppressed: suppressedByDesign({ ...signal, inMaintenance: true }),
    };
    expect(displayedState(raised, inMaintenance, 0)).toBe('suppressed');
    expect(displayedState(raised, { ...inMaintenance, outOfService: true }, 0)).toBe(
      'out_of_service',
    );
  });
});
