import type { LiveValue as DesignerValue, LiveValues } from '@lf/designer';
import { applyLiveValues, type LiveValue } from './liveValues';

/**
 * The one store of live values in the web app: values held by the newer-value rule (with their
 * time and quality, as the monitor's tables show them), and the same values as the designer's
 * LiveValues for widgets, where an unchanged signal keeps its object so its widget need not
 * redraw.
 */
export class LiveStore {
  private readonly held = new Map<string, LiveValue>();
  private view = new Map<string, DesignerValue>();

  /** The held values with time and quality; read it again after a batch changed something. */
  values(): ReadonlyMap<string, LiveValue> {
    return this.held;
  }

  snapshot(): LiveValues {
    return this.view;
  }

  /** Applies a batch; returns the signals that changed (none: the snapshot stays the same). */
  apply(batch: readonly (LiveValue & { signalId: string })[]): string[] {
    const changed = applyLiveValues(this.held, batch);
    if (changed.length === 0) return changed;
    const next = new Map(this.view);
    for (const id of changed) {
      const value = this.held.get(id);
      if (value) next.set(id, { value: value.value, time: value.ts });
    }
    this.view = next;
    return changed;
  }
}
