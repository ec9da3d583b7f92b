import type { LiveValue as DesignerValue, LiveValues } from '@lf/designer';
import { applyLiveValues, type LiveValue } from '../../../api/liveValues';

/**
 * The viewer's live values: held by the newer-value rule, and handed to widgets as the
 * designer's LiveValues, where an unchanged signal keeps its object so its widget need not
 * redraw.
 */
export class LiveStore {
  private readonly held = new Map<string, LiveValue>();
  private view = new Map<string, DesignerValue>();

  snapshot(): LiveValues {
    return this.view;
  }

  /** Applies a batch; returns the new snapshot, or null when nothing changed. */
  apply(batch: readonly (LiveValue & { signalId: string })[]): LiveValues | null {
    const changed = applyLiveValues(this.held, batch);
    if (changed.length === 0) return null;
    const next = new Map(this.view);
    for (const id of changed) {
      const value = this.held.get(id);
      if (value) next.set(id, { value: value.value, time: value.ts });
    }
    this.view = next;
    return next;
  }
}
