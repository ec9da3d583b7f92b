import type {
  EconomizeConfig,
  EconomizeStatus,
  OpenCommand,
  ValueSample,
  ValuesPayload,
} from '@lf/protocol';
import { MAX_VALUES_PER_BATCH } from '@lf/protocol';

/**
 * When and what the agent publishes. Economize: slow reporting normally; an `open` command
 * switches to fast reporting until its delay expires. Only changed samples are published,
 * plus every sample at each full refresh and right after an `open`.
 */

export interface OpenState {
  openUntil: number | null;
  /** Interval asked for by the `open` command (time mode only). */
  openIntervalMs: number | null;
}

export const CLOSED: OpenState = { openUntil: null, openIntervalMs: null };

export function applyOpen(
  config: EconomizeConfig,
  command: Pick<OpenCommand, 'delay' | 'interval'>,
  now: number,
): OpenState {
  const openIntervalMs =
    config.mode === 'time' && command.interval !== undefined
      ? Math.max(50, Math.round(command.interval * 1000))
      : null;
  return { openUntil: now + command.delay * 1000, openIntervalMs };
}

export function isOpen(state: OpenState, now: number): boolean {
  return state.openUntil !== null && now < state.openUntil;
}

/** Publishing interval now: the command's interval (time mode) or fastIntervalMs while open. */
export function reportIntervalMs(config: EconomizeConfig, state: OpenState, now: number): number {
  if (!isOpen(state, now)) return config.slowIntervalMs;
  return state.openIntervalMs ?? config.fastIntervalMs;
}

/** A device is polled at its own rate, but never slower than values are published. */
export function effectivePollMs(devicePollMs: number, reportMs: number): number {
  return Math.min(devicePollMs, reportMs);
}

export function economizeStatusOf(
  config: EconomizeConfig,
  state: OpenState,
  now: number,
): EconomizeStatus {
  const open = isOpen(state, now);
  return {
    mode: config.mode,
    open,
    openUntil: open ? state.openUntil : null,
    intervalMs: reportIntervalMs(config, state, now),
  };
}

function sameReading(a: ValueSample, b: ValueSample): boolean {
  return a.value === b.value && a.quality === b.quality && a.code === b.code;
}

/**
 * Samples to publish: on a full refresh every latest sample; otherwise those whose value,
 * quality or code differs from what was last published (never-published ones included).
 */
export function selectSamples(
  latest: ReadonlyMap<string, ValueSample>,
  published: ReadonlyMap<string, ValueSample>,
  full: boolean,
): ValueSample[] {
  const out: ValueSample[] = [];
  for (const [signalId, sample] of latest) {
    const previous = published.get(signalId);
    if (full || !previous || !sameReading(previous, sample)) out.push(sample);
  }
  return out;
}

/** Splits samples into payloads of at most MAX_VALUES_PER_BATCH values, keeping their order. */
export function toBatches(
  samples: readonly ValueSample[],
  max = MAX_VALUES_PER_BATCH,
): ValuesPayload[] {
  const batches: ValuesPayload[] = [];
  for (let i = 0; i < samples.length; i += max) batches.push({ values: samples.slice(i, i + max) });
  return batches;
}

/** Whether the full refresh is due, given when the last one went out. */
export function fullRefreshDue(
  config: EconomizeConfig,
  lastFullAt: number | null,
  now: number,
): boolean {
  return lastFullAt === null || now - lastFullAt >= config.fullRefreshMs;
}
