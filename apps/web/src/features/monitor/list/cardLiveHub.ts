import { LiveStore } from '../../../api/liveStore';
import type { LiveValue } from '../../../api/liveValues';

type Listener = () => void;

/**
 * The live side shared by the cards of an equipment list: the equipment the cards on screen
 * show (counted, as a card may mount twice while a list re-renders), one store of their values,
 * and a version per equipment, so a value wakes only its own card.
 */
export class CardLiveHub {
  readonly store = new LiveStore();
  private readonly watched = new Map<string, number>();
  private watchedKey = '';
  private readonly versions = new Map<string, number>();
  private readonly idListeners = new Set<Listener>();
  private readonly valueListeners = new Set<Listener>();

  /** A card shows this equipment until the returned function is called. */
  watch(equipmentId: string): () => void {
    this.watched.set(equipmentId, (this.watched.get(equipmentId) ?? 0) + 1);
    this.watchedChanged();
    return () => {
      const count = (this.watched.get(equipmentId) ?? 1) - 1;
      if (count > 0) this.watched.set(equipmentId, count);
      else this.watched.delete(equipmentId);
      this.watchedChanged();
    };
  }

  /** The watched equipment, sorted and comma-joined: the same text while the set is the same. */
  readonly equipmentKey = (): string => this.watchedKey;

  readonly onEquipment = (listener: Listener): (() => void) => {
    this.idListeners.add(listener);
    return () => this.idListeners.delete(listener);
  };

  readonly onValues = (listener: Listener): (() => void) => {
    this.valueListeners.add(listener);
    return () => this.valueListeners.delete(listener);
  };

  versionOf(equipmentId: string): number {
    return this.versions.get(equipmentId) ?? 0;
  }

  /** Applies values by the newer-value rule; the equipment whose values changed move on. */
  apply(batch: readonly (LiveValue & { signalId: string; equipId: string })[]): void {
    const changed = new Set(this.store.apply(batch));
    if (changed.size === 0) return;
    for (const item of batch) {
      if (changed.has(item.signalId))
        this.versions.set(item.equipId, this.versionOf(item.equipId) + 1);
    }
    for (const listener of this.valueListeners) listener();
  }

  private watchedChanged(): void {
    const key = [...this.watched.keys()].sort().join(',');
    if (key === this.watchedKey) return;
    this.watchedKey = key;
    for (const listener of this.idListeners) listener();
  }
}
