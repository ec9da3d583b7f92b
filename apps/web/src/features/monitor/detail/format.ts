import dayjs from 'dayjs';
import { displayNumber, type SignalView } from '@lf/protocol';
import type { LiveValue } from '../../../api/liveValues';
import { toEpochMs } from '../logic/historyRange';

/**
 * A time in the browser's zone, to the second. Epoch numbers and zoned ISO text are taken as
 * they are; device text without a zone is UTC+8 (SPEC §9 "Times").
 */
export function formatTime(ts: number | string | null | undefined): string {
  if (ts === null || ts === undefined) return '—';
  const epoch = toEpochMs(ts);
  return epoch === null ? '—' : dayjs(epoch).format('YYYY-MM-DD HH:mm:ss');
}

/** A value as shown: switches as on/off texts, numbers to at most 3 decimals. */
export function formatValue(
  signal: Pick<SignalView, 'dataType'>,
  value: LiveValue['value'] | undefined,
  texts: { on: string; off: string; none: string },
): string {
  if (value === null || value === undefined) return texts.none;
  if (signal.dataType === 'bool' || typeof value === 'boolean') {
    return value === true || value === 1 ? texts.on : texts.off;
  }
  if (typeof value === 'number') return displayNumber(value);
  return String(value);
}

/** A value typed or sent as text ('true', '1', '4.8026') as shown, by the same rule as `formatValue`. */
export function formatWrittenValue(
  signal: Pick<SignalView, 'dataType'>,
  text: string,
  texts: { on: string; off: string; none: string },
): string {
  if (text === 'true' || text === 'false') return formatValue(signal, text === 'true', texts);
  const number = Number(text);
  return text.trim() === '' || Number.isNaN(number) ? text : formatValue(signal, number, texts);
}
