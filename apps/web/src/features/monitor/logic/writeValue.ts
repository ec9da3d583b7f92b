import type { SignalView } from '@lf/protocol';

export type WriteProblem = 'empty' | 'notNumber' | 'notInteger' | 'belowMin' | 'aboveMax';

export type WriteCheck = { ok: true; value: string } | { ok: false; problem: WriteProblem };

const INTEGER_TYPES = new Set(['int16', 'uint16', 'int32', 'uint32']);

/**
 * Checks a value typed for a writable signal before it is sent (SPEC §5: not empty, within the
 * allowed range). Switches send true or false; numbers must respect min, max and the data type.
 */
export function checkWriteValue(
  signal: Pick<SignalView, 'dataType' | 'min' | 'max'>,
  input: string,
): WriteCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (signal.dataType === 'bool') {
    if (text === 'true' || text === '1') return { ok: true, value: 'true' };
    if (text === 'false' || text === '0') return { ok: true, value: 'false' };
    return { ok: false, problem: 'notNumber' };
  }
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notNumber' };
  if (INTEGER_TYPES.has(signal.dataType) && !Number.isInteger(value)) {
    return { ok: false, problem: 'notInteger' };
  }
  if (signal.min !== null && value < signal.min) return { ok: false, problem: 'belowMin' };
  if (signal.max !== null && value > signal.max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value: String(value) };
}
