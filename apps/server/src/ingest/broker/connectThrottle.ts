/**
 * Slows guessing of device passwords at the embedded broker (issue 26, defect 7): 300 wrong
 * passwords in 6 s were all checked and answered. Attempts are limited per client id and per
 * address in two ways:
 *  - only a few attempts of one key are checked at the same time (one per client id); the others
 *    wait their turn in a short queue, and an attempt finding that queue full is refused at once
 *    without a check. So parallel attempts cannot all pass before their failures are counted.
 *  - past a few recent failures, an attempt waits before its check, twice as long as the one
 *    before, up to a ceiling, holding its turn meanwhile.
 * A correct password clears its client id's failures; an address's fade only with time, so a
 * device that knows its password cannot clear the way for guesses from the same address. A burst
 * of correct connections (gateways behind one NAT after a restart) only queues: it is not slowed.
 */

export interface KeyLimits {
  /** Recent failures before attempts wait. */
  free: number;
  /** Attempts checked at the same time. */
  concurrent: number;
  /** Attempts waiting for their turn; one more is refused at once. */
  queued: number;
}

export interface ConnectThrottleLimits {
  perId: KeyLimits;
  /** Higher than a client id's: several gateways may share an address behind NAT. */
  perAddress: KeyLimits;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
  /** Keys remembered at most; the least recently used idle ones are forgotten first. */
  maxKeys: number;
  /** Attempts waiting in all, whatever their keys (many addresses at once). */
  maxQueued: number;
}

export const CONNECT_THROTTLE: ConnectThrottleLimits = {
  perId: { free: 3, concurrent: 1, queued: 4 },
  perAddress: { free: 10, concurrent: 8, queued: 100 },
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  forgetAfterMs: 15 * 60_000,
  maxKeys: 10_000,
  maxQueued: 1_000,
};

interface KeyState {
  limits: KeyLimits;
  failures: number;
  lastFailureAt: number;
  running: number;
  waiting: number;
}

interface Waiter {
  id: KeyState;
  from: KeyState;
  /** Checks the password; answers whether it was right, never rejects. */
  check: () => Promise<boolean>;
}

export interface ConnectThrottle {
  /**
   * Queues `check` for its turn (and its wait) and answers true, or answers false at once when
   * the client id's or the address's queue is full: the caller then refuses without a check.
   */
  submit(clientId: string, address: string, check: () => Promise<boolean>): boolean;
  /** Drops waiting attempts and their timers (the broker is closing). */
  close(): void;
}

export function createConnectThrottle(
  limits: ConnectThrottleLimits = CONNECT_THROTTLE,
  now: () => number = Date.now,
): ConnectThrottle {
  const keys = new Map<string, KeyState>();
  const queue: Waiter[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const busy = (state: KeyState) => state.running > 0 || state.waiting > 0;

  /** The key's state, moved to the end of the map so the least recently used come first. */
  const stateOf = (key: string, keyLimits: KeyLimits): KeyState => {
    const state = keys.get(key) ?? {
      limits: keyLimits,
      failures: 0,
      lastFailureAt: 0,
      running: 0,
      waiting: 0,
    };
    keys.delete(key);
    keys.set(key, state);
    if (keys.size > limits.maxKeys) {
      for (const [oldKey, old] of keys) {
        if (keys.size <= limits.maxKeys) break;
        if (!busy(old)) keys.delete(oldKey);
      }
    }
    return state;
  };

  const delayOf = (state: KeyState, at: number): number => {
    if (at - state.lastFailureAt > limits.forgetAfterMs) state.failures = 0;
    const over = state.failures - state.limits.free;
    return over < 0 ? 0 : Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** over);
  };

  const settle = (waiter: Waiter, passwordRight: boolean) => {
    const { id, from } = waiter;
    id.running--;
    from.running--;
    if (passwordRight) {
      id.failures = 0;
    } else {
      const at = now();
      for (const state of [id, from]) {
        state.failures++;
        state.lastFailureAt = at;
      }
    }
    startTurns();
  };

  const start = (waiter: Waiter) => {
    const { id, from, check } = waiter;
    id.waiting--;
    from.waiting--;
    id.running++;
    from.running++;
    const at = now();
    const run = () => {
      check().then(
        (right) => settle(waiter, right),
        () => settle(waiter, false),
      );
    };
    const delayMs = Math.max(delayOf(id, at), delayOf(from, at));
    if (delayMs === 0) return run();
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  };

  const free = (state: KeyState) => state.running < state.limits.concurrent;

  /** Starts, in arrival order, every waiting attempt whose client id and address have a turn. */
  function startTurns(): void {
    for (let i = 0; i < queue.length;) {
      const waiter = queue[i] as Waiter;
      if (free(waiter.id) && free(waiter.from)) {
        queue.splice(i, 1);
        start(waiter);
      } else {
        i++;
      }
    }
  }

  return {
    submit(clientId, address, check) {
      const id = stateOf(`id:${clientId}`, limits.perId);
      const from = stateOf(`address:${address}`, limits.perAddress);
      if (
        queue.length >= limits.maxQueued ||
        id.waiting >= id.limits.queued ||
        from.waiting >= from.limits.queued
      ) {
        return false;
      }
      id.waiting++;
      from.waiting++;
      queue.push({ id, from, check });
      startTurns();
      return true;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      queue.length = 0;
    },
  };
}
