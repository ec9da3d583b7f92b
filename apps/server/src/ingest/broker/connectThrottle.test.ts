import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_THROTTLE, createConnectThrottle } from './connectThrottle';

/** Submits one attempt and answers whether its check has started, and its settlement. */
function tryOnce(
  throttle: ReturnType<typeof createConnectThrottle>,
  clientId: string,
  right = false,
  address = '192.0.2.1',
) {
  const state = { started: false, admitted: false };
  state.admitted = throttle.submit(clientId, address, async () => {
    state.started = true;
    return right;
  });
  return state;
}

describe('connect throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the first failures at once, then waits twice as long before each further check', async () => {
    const throttle = createConnectThrottle();
    const { free } = CONNECT_THROTTLE.perId;
    for (let i = 0; i < free; i++) {
      expect(tryOnce(throttle, 'gw').started).toBe(true);
      await vi.runAllTimersAsync();
    }
    for (const wait of [1, 2, 4]) {
      const attempt = tryOnce(throttle, 'gw');
      await vi.advanceTimersByTimeAsync(CONNECT_THROTTLE.firstDelayMs * wait - 1);
      expect(attempt.started).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt.started).toBe(true);
    }
  });

  it('clears a client id by its right password, but not its address', async () => {
    const throttle = createConnectThrottle({
      ...CONNECT_THROTTLE,
      perAddress: { ...CONNECT_THROTTLE.perAddress, free: CONNECT_THROTTLE.perId.free },
    });
    for (let i = 0; i < CONNECT_THROTTLE.perId.free; i++) tryOnce(throttle, 'gw');
    await vi.runAllTimersAsync();
    expect(tryOnce(throttle, 'other').started).toBe(false);
    await vi.runAllTimersAsync();
    expect(tryOnce(throttle, 'gw', true).started).toBe(false);
    await vi.runAllTimersAsync();
    expect(tryOnce(throttle, 'gw', true, '198.51.100.7').started).toBe(true);
    expect(tryOnce(throttle, 'third').started).toBe(false);
  });

  it('forgets failures after a quiet while', async () => {
    const throttle = createConnectThrottle();
    for (let i = 0; i < 6; i++) tryOnce(throttle, 'gw');
    await vi.runAllTimersAsync();
    vi.setSystemTime(Date.now() + CONNECT_THROTTLE.forgetAfterMs + 1);
    expect(tryOnce(throttle, 'gw').started).toBe(true);
  });

  it('refuses at once what finds the queue full, and never checks it', () => {
    const throttle = createConnectThrottle();
    const { concurrent, queued } = CONNECT_THROTTLE.perId;
    const all = Array.from({ length: 10 }, () => tryOnce(throttle, 'gw'));
    expect(all.filter((a) => a.admitted)).toHaveLength(concurrent + queued);
    expect(all.filter((a) => a.started)).toHaveLength(concurrent);
    throttle.close();
  });
});
