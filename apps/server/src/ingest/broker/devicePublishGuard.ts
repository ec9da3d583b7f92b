import type { Socket } from 'node:net';
import { MQTT_MAX_PACKET_BYTES, type MqttRefusalReason } from '@lf/protocol';

export interface DeviceRate {
  /** Sustained bytes per second of one device's publishes (payload plus PER_PUBLISH_BYTES). */
  bytesPerSecond: number;
  /** What a device may send at once above the sustained rate (e.g. a buffer replay). */
  burstBytes: number;
}

/**
 * Each publish costs its payload plus this, so a flood of tiny messages is held back too (the
 * broker's and the server's work per message does not shrink with the payload).
 */
export const PER_PUBLISH_BYTES = 256;

/**
 * What the embedded broker asks about a device's traffic: it counts refusals, holds back a
 * device that publishes faster than its rate, and closes a connection that announces a packet
 * over the limit. One instance per broker.
 */
export interface DevicePublishGuard {
  refused(id: string, reason: MqttRefusalReason, detail: string): void;
  /** Calls `go` when the device's bucket has room for `payloadBytes` (at once if it has). */
  throttle(id: string, payloadBytes: number, go: () => void): void;
  /**
   * Watches a new connection's packet sizes. `identify` names the device once it connected, and
   * answers null for the server's own connection, whose packets (e.g. a large configuration
   * command) are not limited.
   */
  watch(socket: Socket, identify: () => string | null | undefined): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createDevicePublishGuard(options: {
  rate: DeviceRate;
  refused: (id: string, reason: MqttRefusalReason, detail: string) => void;
  maxPacketBytes?: number;
  now?: () => number;
}): DevicePublishGuard {
  const { rate, refused } = options;
  const maxPacket = options.maxPacketBytes ?? MQTT_MAX_PACKET_BYTES;
  const now = options.now ?? (() => performance.now());
  const buckets = new Map<string, Bucket>();
  return {
    refused,
    throttle(id, payloadBytes, go) {
      const at = now();
      const bucket = buckets.get(id) ?? { tokens: rate.burstBytes, at };
      bucket.tokens = Math.min(
        rate.burstBytes,
        bucket.tokens + ((at - bucket.at) / 1000) * rate.bytesPerSecond,
      );
      bucket.at = at;
      bucket.tokens -= payloadBytes + PER_PUBLISH_BYTES;
      buckets.set(id, bucket);
      if (bucket.tokens >= 0) return go();
      // In debt: this publish waits until the debt is paid. aedes reads no further packet of
      // the connection meanwhile, so TCP holds the device back; nothing is dropped, and the
      // device's own buffer keeps what it could not send.
      refused(id, 'throttled', `${payloadBytes} bytes`);
      setTimeout(go, Math.ceil((-bucket.tokens / rate.bytesPerSecond) * 1000));
    },
    watch(socket, identify) {
      watchPacketSizes(socket, maxPacket, (size) => {
        const id = identify();
        if (id === null) return false;
        refused(id ?? remoteName(socket), 'packetTooLarge', `${size} bytes announced`);
        return true;
      });
    },
  };
}

function remoteName(socket: Socket): string {
  return `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
}

/**
 * Reads the fixed header of every MQTT packet a connection sends (type byte, then the
 * remaining length in 1–4 bytes of 7 bits) and destroys the socket when a packet would be
 * larger than `max`, before its body is read. It listens to 'data', which a socket in aedes'
 * paused ('readable') mode emits for each chunk aedes reads, just before aedes parses it.
 */
export function watchPacketSizes(
  socket: Socket,
  max: number,
  tooLarge: (announced: number) => boolean,
): void {
  let inHeader = false;
  let length = 0;
  let multiplier = 1;
  let headerBytes = 0;
  let skip = 0;
  socket.on('data', (chunk: Buffer) => {
    let i = 0;
    while (i < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - i);
        skip -= n;
        i += n;
        continue;
      }
      const byte = chunk[i++] as number;
      if (!inHeader) {
        inHeader = true;
        length = 0;
        multiplier = 1;
        headerBytes = 1;
        continue;
      }
      headerBytes += 1;
      length += (byte & 0x7f) * multiplier;
      multiplier *= 128;
      // A fifth length byte is malformed; mqtt-packet refuses it too.
      if (byte & 0x80 && headerBytes < 5) continue;
      inHeader = false;
      const size = headerBytes + length;
      if (size > max && tooLarge(size)) {
        socket.destroy();
        return;
      }
      skip = length;
    }
  });
}
