import { PassThrough } from 'node:stream';
import type { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  createDevicePublishGuard,
  PER_PUBLISH_BYTES,
  watchPacketSizes,
} from './devicePublishGuard';

/** A stream standing in for a socket: chunks written to it come out as 'data'. */
function fakeSocket(): Socket & PassThrough {
  return new PassThrough() as unknown as Socket & PassThrough;
}

/** An MQTT PUBLISH of `bodyBytes` (fixed header + remaining-length varint + body). */
function packet(bodyBytes: number): Buffer {
  const length: number[] = [];
  let rest = bodyBytes;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    length.push(byte);
  } while (rest > 0);
  return Buffer.concat([Buffer.from([0x30, ...length]), Buffer.alloc(bodyBytes, 1)]);
}

describe('packet size watch', () => {
  it('lets packets up to the limit through, split anywhere, and stops at the first larger one', () => {
    const socket = fakeSocket();
    const announced: number[] = [];
    watchPacketSizes(socket, 1000, (size) => {
      announced.push(size);
      return true;
    });
    // 997 + 3 header bytes = 1000 exactly; then one of 1003; then a small one never read.
    const stream = Buffer.concat([packet(997), packet(10), packet(1000), packet(5)]);
    for (let i = 0; i < stream.length; i += 7) socket.emit('data', stream.subarray(i, i + 7));
    expect(announced).toEqual([1003]);
    expect(socket.destroyed).toBe(true);
  });

  it('judges on the header alone: 256 MB announced, no body sent', () => {
    const socket = fakeSocket();
    const tooLarge = vi.fn(() => true);
    watchPacketSizes(socket, 1000, tooLarge);
    socket.emit('data', Buffer.from([0x30, 0xff, 0xff, 0xff, 0x7f]));
    expect(tooLarge).toHaveBeenCalledWith(268_435_460);
    expect(socket.destroyed).toBe(true);
  });

  it('keeps an exempt connection open and still follows its packets', () => {
    const socket = fakeSocket();
    let exempt = true;
    const seen: number[] = [];
    watchPacketSizes(socket, 100, (size) => {
      seen.push(size);
      return !exempt;
    });
    socket.emit('data', Buffer.concat([packet(500), packet(50)]));
    expect(socket.destroyed).toBe(false);
    exempt = false;
    socket.emit('data', packet(200));
    expect(seen).toEqual([503, 203]);
    expect(socket.destroyed).toBe(true);
  });
});

describe('publish rate', () => {
  it('passes a burst at once, then spaces publishes at the sustained rate, per device', () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const refused: string[] = [];
      const guard = createDevicePublishGuard({
        rate: { bytesPerSecond: 10_000, burstBytes: 3 * (744 + PER_PUBLISH_BYTES) },
        refused: (id, reason) => refused.push(`${id}:${reason}`),
        now: () => clock,
      });
      const went: string[] = [];
      for (let i = 0; i < 5; i++) guard.throttle('a', 744, () => went.push(`a${i}`));
      guard.throttle('b', 744, () => went.push('b0'));
      // Three fit the burst; b has a bucket of its own.
      expect(went).toEqual(['a0', 'a1', 'a2', 'b0']);
      expect(refused).toEqual(['a:throttled', 'a:throttled']);
      // Each further publish costs 1,000 bytes: 100 ms at 10,000 bytes/s.
      vi.advanceTimersByTime(99);
      expect(went).toHaveLength(4);
      vi.advanceTimersByTime(1);
      expect(went).toEqual(['a0', 'a1', 'a2', 'b0', 'a3']);
      vi.advanceTimersByTime(100);
      expect(went.at(-1)).toBe('a4');
      // After a quiet second the bucket is full again: a burst of three passes at once.
      clock = 1200;
      for (let i = 0; i < 3; i++) guard.throttle('a', 744, () => went.push(`late${i}`));
      expect(went.slice(-3)).toEqual(['late0', 'late1', 'late2']);
    } finally {
      vi.useRealTimers();
    }
  });
});
