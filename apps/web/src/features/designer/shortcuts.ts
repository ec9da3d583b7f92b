/** Keyboard shortcuts of the designer, as data: which key does what. */
export type ShortcutAction =
  | { readonly kind: 'copy' | 'paste' | 'undo' | 'redo' | 'remove' | 'save' | 'escape' }
  | { readonly kind: 'nudge'; readonly dx: number; readonly dy: number };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** Arrow steps: 1 unit, 10 with shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function shortcutFor(press: KeyPress): ShortcutAction | null {
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command) {
    if (key === 'c') return { kind: 'copy' };
    if (key === 'v') return { kind: 'paste' };
    if (key === 'z') return { kind: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 's') return { kind: 'save' };
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return { kind: 'remove' };
  if (key === 'Escape') return { kind: 'escape' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = press.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    return { kind: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  return null;
}

/** Keys typed into a form field belong to the field, not to the canvas. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}
