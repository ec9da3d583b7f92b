import type { Command } from './result';
import { patchSelected } from './patch';

export interface LockArgs {
  readonly locked: boolean;
}

/** Locks (posLock) or unlocks the selected widgets. */
export const setLocked: Command<LockArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    widget.posLock === args.locked ? widget : { ...widget, posLock: args.locked },
  );
