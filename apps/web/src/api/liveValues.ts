/** A live value as the browser holds it. */
export interface LiveValue {
  value: number | boolean | string | null;
  /** Epoch milliseconds of the measurement. */
  ts: number;
  quality?: 'good' | 'bad';
}

/**
 * The one rule for live values everywhere (ARCHITECTURE "Live values"): an incoming value
 * replaces the held one only when its time is not earlier.
 */
export function isNotOlder(held: LiveValue | undefined, incoming: LiveValue): boolean {
  return held === undefined || incoming.ts >= held.ts;
}

/**
 * Applies a batch to a map of held values and returns the signals that changed; a value that
 * would step back in time is ignored.
 */
export function applyLiveValues(
  held: Map<string, LiveValue>,
  batch: readonly (LiveValue & { signalId: string })[],
): string[] {
  const changed: string[] = [];
  for (const { signalId, ...incoming } of batch) {
    if (!isNotOlder(held.get(signalId), incoming)) continue;
    held.set(signalId, incoming);
    changed.push(signalId);
  }
  return changed;
}
