import { describe, expect, it } from 'vitest';
import { ClickEventSchema } from '@lf/designer';
import { confirmationValue, fixedWriteValue } from './writeValue';

const click = (patch: Record<string, unknown>) =>
  ClickEventSchema.parse({ enable: true, ...patch });

describe('fixedWriteValue', () => {
  it('sends the fixed value when one is set', () => {
    expect(fixedWriteValue(click({ writeValue: '42' }), undefined)).toBe('42');
  });

  it('sends 1 or 0 by the press type, and toggles the current value', () => {
    expect(fixedWriteValue(click({ pressType: 'set1' }), undefined)).toBe('1');
    expect(fixedWriteValue(click({ pressType: 'set0' }), undefined)).toBe('0');
    expect(fixedWriteValue(click({ pressType: 'toggle' }), { value: true })).toBe('0');
    expect(fixedWriteValue(click({ pressType: 'toggle' }), { value: 0 })).toBe('1');
  });

  it('asks the person when the write type is input', () => {
    expect(fixedWriteValue(click({ writeType: 'input', writeValue: '9' }), undefined)).toBeNull();
  });
});

describe('confirmationValue', () => {
  const texts = { on: '开', off: '关', none: '' };
  const bit = { confirmWrite: true, dataType: 'bool' } as const;
  const analog = { confirmWrite: true, dataType: 'float32' } as const;

  it("shows a switch's write as on/off, as the signal table does", () => {
    expect(confirmationValue(bit, '1', texts)).toBe('开');
    expect(confirmationValue(bit, '0', texts)).toBe('关');
    expect(confirmationValue(bit, 'true', texts)).toBe('开');
    expect(confirmationValue(bit, 'false', { on: 'On', off: 'Off', none: '' })).toBe('Off');
  });

  it('shows a number to at most three decimals', () => {
    expect(confirmationValue(analog, '4.802251', texts)).toBe('4.802');
    expect(confirmationValue(analog, '42', texts)).toBe('42');
  });

  it('shows the value as sent when the signal is not known or the text is no number', () => {
    expect(confirmationValue(undefined, '1', texts)).toBe('1');
    expect(confirmationValue(analog, 'abc', texts)).toBe('abc');
  });
});
