import { describe, expect, it } from 'vitest';
import { exceptionFrame, requestException } from './requestGuard';

const sizes = { bits: 16, registers: 10 };
const pdu = (fc: number, a: number, b: number) => {
  const buffer = Buffer.alloc(5);
  buffer[0] = fc;
  buffer.writeUInt16BE(a, 1);
  buffer.writeUInt16BE(b, 3);
  return buffer;
};

describe('requestException', () => {
  it('passes requests inside the tables', () => {
    expect(requestException(pdu(3, 0, 10), sizes)).toBeNull();
    expect(requestException(pdu(1, 8, 8), sizes)).toBeNull();
    expect(requestException(pdu(6, 9, 0xffff), sizes)).toBeNull();
    expect(requestException(pdu(5, 15, 0xff00), sizes)).toBeNull();
  });

  it('answers 2 past the end of a table', () => {
    expect(requestException(pdu(3, 5, 6), sizes)).toBe(2);
    expect(requestException(pdu(2, 16, 1), sizes)).toBe(2);
    expect(requestException(pdu(6, 10, 1), sizes)).toBe(2);
    expect(requestException(pdu(5, 16, 0xff00), sizes)).toBe(2);
    expect(requestException(pdu(16, 9, 2), sizes)).toBe(2);
  });

  it('answers 3 for quantities outside the protocol limits or truncated requests', () => {
    expect(requestException(pdu(3, 0, 0), sizes)).toBe(3);
    expect(requestException(pdu(3, 0, 126), { bits: 16, registers: 1000 })).toBe(3);
    expect(requestException(pdu(1, 0, 2001), { bits: 5000, registers: 10 })).toBe(3);
    expect(requestException(Buffer.from([3, 0]), sizes)).toBe(3);
  });

  it('leaves other function codes to the server', () => {
    expect(requestException(Buffer.from([0x2b, 0x0e, 1, 0]), sizes)).toBeNull();
  });
});

describe('exceptionFrame', () => {
  it('echoes transaction, protocol and unit, and sets the error bit', () => {
    const request = Buffer.from([0x12, 0x34, 0, 0, 0, 6, 7, 3, 0, 0, 0, 1]);
    expect([...exceptionFrame(request, 2)]).toEqual([0x12, 0x34, 0, 0, 0, 3, 7, 0x83, 2]);
  });
});
