import { describe, expect, it } from 'vitest';
import { decodeRaw, encodeRaw } from './registerWords';

const words = (...w: number[]) => Buffer.from(w.flatMap((x) => [x >> 8, x & 0xff]));

describe('decodeRaw', () => {
  it('reads 16-bit signed and unsigned', () => {
    expect(decodeRaw(words(0xfffe), 'int16', 'ABCD')).toBe(-2);
    expect(decodeRaw(words(0xfffe), 'uint16', 'ABCD')).toBe(65534);
  });

  it('combines 32-bit values in both word orders', () => {
    expect(decodeRaw(words(0x0001, 0x0002), 'uint32', 'ABCD')).toBe(65538);
    expect(decodeRaw(words(0x0002, 0x0001), 'uint32', 'CDAB')).toBe(65538);
    expect(decodeRaw(words(0xffff, 0xfffe), 'int32', 'ABCD')).toBe(-2);
    expect(decodeRaw(words(0xfffe, 0xffff), 'int32', 'CDAB')).toBe(-2);
    // 21.5 as IEEE 754 single is 0x41AC0000
    expect(decodeRaw(words(0x41ac, 0x0000), 'float32', 'ABCD')).toBe(21.5);
    expect(decodeRaw(words(0x0000, 0x41ac), 'float32', 'CDAB')).toBe(21.5);
  });

  it('round-trips every type through encodeRaw', () => {
    const cases = [
      [-123, 'int16'],
      [54321, 'uint16'],
      [-7654321, 'int32'],
      [4000000000, 'uint32'],
      [-1.25, 'float32'],
    ] as const;
    for (const [raw, type] of cases) {
      for (const order of ['ABCD', 'CDAB'] as const) {
        expect(decodeRaw(encodeRaw(raw, type, order), type, order)).toBe(raw);
      }
    }
  });
});
