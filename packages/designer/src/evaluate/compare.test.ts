import { describe, expect, it } from 'vitest';
import { compare } from './compare';

describe('compare', () => {
  it('compares numbers with each symbol of the spec', () => {
    expect(compare(5, '=', '5')).toBe(true);
    expect(compare(5, '≠', '5')).toBe(false);
    expect(compare(6, '>', '5')).toBe(true);
    expect(compare(5, '>', '5')).toBe(false);
    expect(compare(5, '≥', '5')).toBe(true);
    expect(compare(4, '<', '5')).toBe(true);
    expect(compare(5, '<', '5')).toBe(false);
    expect(compare(5, '≤', '5')).toBe(true);
  });

  it('reads numeric text and booleans as numbers', () => {
    expect(compare('10', '>', '9')).toBe(true);
    expect(compare(true, '=', '1')).toBe(true);
    expect(compare(false, '<', '1')).toBe(true);
  });

  it('compares other text only for (in)equality', () => {
    expect(compare('RUN', '=', 'RUN')).toBe(true);
    expect(compare('RUN', '≠', 'STOP')).toBe(true);
    expect(compare('RUN', '>', 'A')).toBe(false);
  });

  it('a missing value meets no condition', () => {
    expect(compare(null, '=', '')).toBe(false);
    expect(compare(undefined, '≠', '1')).toBe(false);
  });
});
