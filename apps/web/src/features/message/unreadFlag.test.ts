import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@lf/protocol';
import { UnreadFlag } from './unreadFlag';

afterEach(() => {
  vi.useRealTimers();
});

describe('UnreadFlag', () => {
  it('is raised by a push and lowered 10 s later, then re-queries the count', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const requery = vi.fn();
    const flag = new UnreadFlag((raised) => changes.push(raised), requery);
    flag.raise();
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(TIMING.unreadFlagResetMs - 1);
    expect(requery).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
    expect(requery).toHaveBeenCalledTimes(1);
  });

  it('counts the 10 s from the latest push', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const requery = vi.fn();
    const flag = new UnreadFlag((raised) => changes.push(raised), requery);
    flag.raise();
    vi.advanceTimersByTime(6000);
    flag.raise();
    vi.advanceTimersByTime(6000);
    expect(changes).toEqual([true]);
    expect(requery).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4000);
    expect(changes).toEqual([true, false]);
    expect(requery).toHaveBeenCalledTimes(1);
  });

  it('does nothing after disposal', () => {
    vi.useFakeTimers();
    const requery = vi.fn();
    const flag = new UnreadFlag(() => undefined, requery);
    flag.raise();
    flag.dispose();
    vi.advanceTimersByTime(TIMING.unreadFlagResetMs * 2);
    expect(requery).not.toHaveBeenCalled();
  });
});
