import { describe, expect, it } from 'vitest';
import { crcMatches, requestFrameLength, rtuFrame } from './rtuFrames';

describe('Modbus RTU frames', () => {
  it('appends the CRC-16/MODBUS low byte first (the specification example)', () => {
    // Read holding registers 0–9 of unit 1: 01 03 00 00 00 0A C5 CD.
    const frame = rtuFrame(1, Buffer.from([0x03, 0x00, 0x00, 0x00, 0x0a]));
    expect(frame.toString('hex')).toBe('01030000000ac5cd');
    expect(crcMatches(frame)).toBe(true);
    frame[3] = 1;
    expect(crcMatches(frame)).toBe(false);
  });

  it('knows a request length from its function code', () => {
    expect(requestFrameLength(Buffer.from([1]))).toBeUndefined();
    expect(requestFrameLength(Buffer.from([1, 3]))).toBe(8);
    expect(requestFrameLength(Buffer.from([1, 16, 0, 0, 0, 2]))).toBeUndefined();
    expect(requestFrameLength(Buffer.from([1, 16, 0, 0, 0, 2, 4]))).toBe(13);
    expect(requestFrameLength(Buffer.from([1, 43]))).toBeNull();
  });
});
