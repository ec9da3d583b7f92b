/**
 * The summary's keys, for an operator who works without the mouse: ↑/↓ (or k/j), Home and End
 * move a cursor over the listed rows, Space (or x) adds the cursor's row to the selection or
 * takes it out, A acknowledges and S shelves the selection — or the cursor's row when nothing is
 * selected — and Esc clears the selection. Pure, so each key's effect is tested.
 */

export type SummaryCommand =
  | { kind: 'cursor'; cursor: string | null }
  | { kind: 'selection'; selected: string[] }
  | { kind: 'act'; action: 'ack' | 'shelve'; ids: string[] }
  | { kind: 'none' };

const NONE: SummaryCommand = { kind: 'none' };

export function summaryKey(
  key: string,
  ids: readonly string[],
  cursor: string | null,
  selected: readonly string[],
): SummaryCommand {
  const at = cursor === null ? -1 : ids.indexOf(cursor);
  const to = (index: number): SummaryCommand =>
    ids.length === 0
      ? NONE
      : { kind: 'cursor', cursor: ids[Math.max(0, Math.min(ids.length - 1, index))] ?? null };
  switch (key) {
    case 'ArrowDown':
    case 'j':
      return to(at + 1);
    case 'ArrowUp':
    case 'k':
      return to(at < 0 ? 0 : at - 1);
    case 'Home':
      return to(0);
    case 'End':
      return to(ids.length - 1);
    case ' ':
    case 'x': {
      if (at < 0 || cursor === null) return NONE;
      const next = selected.includes(cursor)
        ? selected.filter((id) => id !== cursor)
        : [...selected, cursor];
      return { kind: 'selection', selected: next };
    }
    case 'Escape':
      return selected.length === 0 ? NONE : { kind: 'selection', selected: [] };
    case 'a':
    case 'A':
    case 's':
    case 'S': {
      const target = selected.length > 0 ? [...selected] : at >= 0 && cursor ? [cursor] : [];
      if (target.length === 0) return NONE;
      return { kind: 'act', action: key.toLowerCase() === 'a' ? 'ack' : 'shelve', ids: target };
    }
    default:
      return NONE;
  }
}

/**
 * A key pressed in a field is the field's: typing in a text box or a select, Space on a
 * checkbox, a button or a switch (which they answer themselves).
 */
export function keyBelongsToField(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('textarea, input:not([type="checkbox"]), [role="combobox"]')) return true;
  return (
    (key === ' ' || key === 'Enter') &&
    target.closest('input[type="checkbox"], button, [role="switch"], a') !== null
  );
}
