/** Keyboard shortcuts as data: which key presses an action answers to, and how they read. */

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export interface Shortcut {
  readonly key: string;
  /** Ctrl on Windows and Linux, ⌘ on a Mac: either is accepted. */
  readonly command?: boolean;
  /**
   * true: shift must be held; false: it must not; 'any': the action reads it (an arrow moves 10
   * units with shift).
   */
  readonly shift?: boolean | 'any';
}

/** Letters compare without case (shift turns z into Z); named keys (Delete, ArrowUp) as they are. */
function normalKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

export function matchesShortcut(press: KeyPress, shortcut: Shortcut): boolean {
  if (normalKey(press.key) !== normalKey(shortcut.key)) return false;
  if ((press.ctrlKey || press.metaKey) !== (shortcut.command ?? false)) return false;
  const shift = shortcut.shift ?? false;
  return shift === 'any' || press.shiftKey === shift;
}

/** The first of the candidates whose shortcuts match the press and which may run now. */
export function actionForKey<A extends { readonly shortcuts: readonly Shortcut[] }>(
  actions: readonly A[],
  press: KeyPress,
  enabled: (action: A) => boolean,
): A | null {
  return (
    actions.find(
      (action) => action.shortcuts.some((s) => matchesShortcut(press, s)) && enabled(action),
    ) ?? null
  );
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
};

/** How a shortcut is written beside an action's name: "Ctrl+Shift+Z" (⌘ on a Mac). */
export function shortcutText(shortcut: Shortcut, mac: boolean): string {
  const parts: string[] = [];
  if (shortcut.command) parts.push(mac ? '⌘' : 'Ctrl');
  if (shortcut.shift === true) parts.push('Shift');
  const key = shortcut.key;
  parts.push(KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key));
  return parts.join('+');
}

/** Keys typed into a form field belong to the field, not to the canvas. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}
