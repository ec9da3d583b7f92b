import type { LiveSignalValue } from '@lf/protocol';

/**
 * The one rule of live values (ARCHITECTURE "Live values"): a newer value replaces the held one
 * only when its time is not earlier. Equal times replace, so a re-read at the same instant wins.
 */
export function replacesHeld(held: { ts: number } | undefined, incoming: { ts: number }): boolean {
  return held === undefined || incoming.ts >= held.ts;
}

/** Latest value per signal, kept by `replacesHeld`. */
export class LiveCache {
  private readonly values = new Map<string, LiveSignalValue>();

  /** Applies a value; answers whether it became the held one. */
  apply(value: LiveSignalValue): boolean {
    if (!replacesHeld(this.values.get(value.signalId), value)) return false;
    this.values.set(value.signalId, value);
    return true;
  }

  get(signalId: string): LiveSignalValue | undefined {
    return this.values.get(signalId);
  }

  has(signalId: string): boolean {
    return this.values.has(signalId);
  }
}
