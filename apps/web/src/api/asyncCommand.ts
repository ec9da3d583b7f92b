import { asyncPollDelayMs, Code, MESSAGES, TIMING, textIn, type Locale } from '@lf/protocol';
import { z } from 'zod';
import { ApiError, call } from './client';

/** What a callback call answers while the command is settled or still on its way. */
const asyncTaskState = z.object({
  status: z.enum(['pending', 'success', 'failure']),
  code: z.coerce.number(),
  message: z.string().default(''),
  data: z.unknown().optional(),
});
export type AsyncTaskState = z.infer<typeof asyncTaskState>;

export interface PollOptions {
  /** The callback path, e.g. `/lfscada/equipment/multi/callback`. */
  callbackPath: string;
  locale: () => Locale;
  signal?: AbortSignal;
  /** Told before each round: 1-based round and the total allowed. */
  onRound?: (round: number, maxRounds: number) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new ApiError('aborted', 0, 'aborted'));
    });
  });

/**
 * Polls an async command (SPEC §4, §9) until it settles: up to 180 rounds, waiting 0.5 s, then
 * 1, 2, 5 and 10 s steps up to 30 s. Resolves with the command's data on success; rejects with an
 * ApiError carrying the command's code on failure, or 1301 通讯超时 when the rounds run out.
 */
export async function pollAsyncCommand(uuid: string, options: PollOptions): Promise<unknown> {
  const sleep = options.sleep ?? abortableSleep;
  for (let round = 0; round < TIMING.asyncPollMaxRounds; round += 1) {
    await sleep(asyncPollDelayMs(round), options.signal);
    options.onRound?.(round + 1, TIMING.asyncPollMaxRounds);
    const state = await call(
      options.callbackPath,
      asyncTaskState,
      { uuid },
      { quiet: true, ...(options.signal ? { signal: options.signal } : {}) },
    );
    if (state.status === 'success') return state.data ?? null;
    if (state.status === 'failure')
      throw new ApiError('server', state.code, state.message, state.data);
  }
  throw new ApiError('server', Code.ASYNC_TIMEOUT, textIn(MESSAGES.asyncTimeout, options.locale()));
}
