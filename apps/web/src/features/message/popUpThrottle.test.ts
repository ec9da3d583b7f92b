import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopUpThrottle } from './popUpThrottle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PopUpThrottle', () => {
  it('shows the first push at once', () => {
    const show = vi.fn<(item: number) => void>();
    new PopUpThrottle(show, 1000).push(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('folds the pushes of a burst into one trailing show', () => {
    const show = vi.fn<(item: number) => void>();
    const throttle = new PopUpThrottle(show, 1000);
    for (let i = 0; i < 10; i++) {
      throttle.push(i);
      vi.advanceTimersByTime(90);
    }
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith(0);
    vi.advanceTimersByTime(100);
    expect(show).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenLastCalledWith(9);
    vi.advanceTimersByTime(5000);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows a lone push after a quiet window at once again', () => {
    const show = vi.fn<(item: number) => void>();
    const throttle = new PopUpThrottle(show, 1000);
    throttle.push(1);
    vi.advanceTimersByTime(1500);
    throttle.push(2);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows nothing more once disposed', () => {
    const show = vi.fn<(item: number) => void>();
    const throttle = new PopUpThrottle(show, 1000);
    throttle.push(1);
    throttle.push(2);
    throttle.dispose();
    vi.advanceTimersByTime(2000);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
