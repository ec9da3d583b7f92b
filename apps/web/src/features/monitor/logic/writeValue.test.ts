import { describe, expect, it } from 'vitest';
import { checkWriteValue } from './writeValue';

const setpoint = { dataType: 'float32' as const, min: 0.5, max: 4.5 };
const speed = { dataType: 'uint16' as const, min: 0, max: 100 };
const open = { dataType: 'float32' as const, min: null, max: null };

describe('checkWriteValue', () => {
  it('refuses an empty value', () => {
    expect(checkWriteValue(setpoint, '  ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses what is not a number', () => {
    expect(checkWriteValue(setpoint, 'abc')).toEqual({ ok: false, problem: 'notNumber' });
    expect(checkWriteValue(setpoint, 'Infinity')).toEqual({ ok: false, problem: 'notNumber' });
  });

  it('keeps values within min and max, both ends included', () => {
    expect(checkWriteValue(setpoint, '0.5')).toEqual({ ok: true, value: '0.5' });
    expect(checkWriteValue(setpoint, '4.5')).toEqual({ ok: true, value: '4.5' });
    expect(checkWriteValue(setpoint, '0.49')).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkWriteValue(setpoint, '9')).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('needs whole numbers for integer registers', () => {
    expect(checkWriteValue(speed, '50.5')).toEqual({ ok: false, problem: 'notInteger' });
    expect(checkWriteValue(speed, ' 75 ')).toEqual({ ok: true, value: '75' });
  });

  it('accepts any number when the signal has no range', () => {
    expect(checkWriteValue(open, '-1e3')).toEqual({ ok: true, value: '-1000' });
  });

  it('sends switches as true or false', () => {
    const sw = { dataType: 'bool' as const, min: null, max: null };
    expect(checkWriteValue(sw, '1')).toEqual({ ok: true, value: 'true' });
    expect(checkWriteValue(sw, 'false')).toEqual({ ok: true, value: 'false' });
    expect(checkWriteValue(sw, '2')).toEqual({ ok: false, problem: 'notNumber' });
  });
});
