import type { ClickEvent, LiveValue } from '@lf/designer';

/**
 * The value a write click sends without asking: the fixed value when one is set, otherwise
 * by the press type (set 1, set 0, or the opposite of the current value). Null when the
 * person must type it (write type `input`).
 */
export function fixedWriteValue(
  clickEvent: ClickEvent,
  current: LiveValue | undefined,
): string | null {
  if (clickEvent.writeType === 'input') return null;
  if (clickEvent.writeValue !== '') return clickEvent.writeValue;
  if (clickEvent.pressType === 'set1') return '1';
  if (clickEvent.pressType === 'set0') return '0';
  const value = current?.value;
  const on =
    value === true ||
    (typeof value === 'number' && value !== 0) ||
    value === '1' ||
    value === 'true';
  return on ? '0' : '1';
}
