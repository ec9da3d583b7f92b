import { describe, expect, it } from 'vitest';
import { ClickEventSchema } from '@lf/designer';
import { fixedWriteValue } from './writeValue';

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
