import type { ClickEvent, LiveValue } from '@lf/designer';
import type { SignalView } from '@lf/protocol';
import { formatWrittenValue } from '../../monitor/detail/format';

/** What a viewer knows of a signal it writes: whether writes ask first, and how values read. */
export type WriteTarget = Pick<SignalView, 'confirmWrite' | 'dataType'>;

/** Write targets by signal id, from the signal rows a viewer read. */
export type WriteTargets = ReadonlyMap<string, WriteTarget>;

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

/**
 * A value about to be written as the write confirmation shows it: by the signal table's rule
 * (a switch as on/off, a number to three decimals); as sent when the signal is not known.
 */
export function confirmationValue(
  target: WriteTarget | undefined,
  sent: string,
  texts: { on: string; off: string; none: string },
): string {
  return target ? formatWrittenValue(target, sent, texts) : sent;
}
