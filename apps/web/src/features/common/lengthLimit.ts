import type { FormRule, InputProps } from 'antd';
import type { TFunction } from 'i18next';

/** Limits this short always show their counter; longer (technical) caps from four fifths on. */
const ALWAYS_COUNTED = 64;

/**
 * A length limit shown before it bites: a counter that turns red past the limit, and never a
 * silent cut of what was typed or pasted (antd's `maxLength` drops the rest without a word, so
 * "inspector1" became "inspec"). Pair it with `tooLongRule` so the form says what is wrong.
 */
export function lengthCount(max: number): NonNullable<InputProps['count']> {
  return {
    max,
    show:
      max <= ALWAYS_COUNTED
        ? true
        : ({ count }) => (count >= max * 0.8 ? `${count} / ${max}` : null),
  };
}

/** The text of a value past its limit: the limit and how long the value is (UTF-16 units, as the server counts). */
export function tooLongText(t: TFunction, max: number, value: string): string {
  return t('common.tooLong', { max, count: value.length });
}

/** A form rule refusing a value past `max` characters, saying the limit and the length. */
export function tooLongRule(t: TFunction, max: number): FormRule {
  return {
    validator: (_, value: unknown) =>
      typeof value === 'string' && value.length > max
        ? Promise.reject(new Error(tooLongText(t, max, value)))
        : Promise.resolve(),
  };
}
