import type { LiveValues, SignalRef } from '@lf/designer';

export type Points = ReadonlyMap<string, readonly [number, number | null][]>;

/**
 * The real-time curve's points after new live values: each signal's newer value is appended
 * (numbers only; anything else is a gap) and points more than `minutes` older than it fall
 * off. A value without a time cannot be placed and is left out.
 */
export function appendPoints(
  points: Points,
  signals: readonly SignalRef[],
  values: LiveValues,
  minutes: number,
): Points {
  let next: Map<string, readonly [number, number | null][]> | null = null;
  for (const signal of signals) {
    const live = values.get(signal.signalId);
    if (live?.time === undefined) continue;
    const list = points.get(signal.signalId) ?? [];
    const time = live.time;
    const horizon = time - minutes * 60_000;
    const last = list[list.length - 1];
    if (last && last[0] >= time) continue;
    const numeric = typeof live.value === 'number' ? live.value : Number(live.value);
    const value = live.value !== null && Number.isFinite(numeric) ? numeric : null;
    next ??= new Map(points);
    next.set(signal.signalId, [...list.filter(([at]) => at >= horizon), [time, value]]);
  }
  return next ?? points;
}
