import type { AgentSignalConfig, ModbusArea, MqttSignalValue, ValueSample } from '@lf/protocol';
import { DATA_TYPE_WORDS } from '@lf/protocol';
import { bitAt, decodeRegisterSignal } from './codec';
import { deviceFailureCode } from '../../deviceFailure';

/** Protocol limits per request (Modbus Application Protocol v1.1b3, FC 1/2 and 3/4). */
export const MAX_REGISTERS_PER_READ = 125;
export const MAX_BITS_PER_READ = 2000;

/** One Modbus read request and the signals whose values it carries. */
export interface ReadBlock {
  area: ModbusArea;
  start: number;
  count: number;
  signals: AgentSignalConfig[];
}

const AREA_ORDER: readonly ModbusArea[] = ['coil', 'discrete', 'holding', 'input'];

function limitOf(area: ModbusArea): number {
  return area === 'coil' || area === 'discrete' ? MAX_BITS_PER_READ : MAX_REGISTERS_PER_READ;
}

/**
 * Groups signals into as few reads as possible: per area, signals whose addresses touch or
 * overlap share one request, up to the per-request limit. Gaps are not bridged, because reading
 * an address the device does not map fails the whole request on most devices.
 */
export function planReads(signals: readonly AgentSignalConfig[]): ReadBlock[] {
  const blocks: ReadBlock[] = [];
  for (const area of AREA_ORDER) {
    const inArea = signals
      .filter((s) => s.area === area)
      .sort(
        (a, b) =>
          a.address - b.address || DATA_TYPE_WORDS[b.dataType] - DATA_TYPE_WORDS[a.dataType],
      );
    const limit = limitOf(area);
    let current: ReadBlock | null = null;
    for (const signal of inArea) {
      const end = signal.address + DATA_TYPE_WORDS[signal.dataType];
      if (current && signal.address <= current.start + current.count) {
        const mergedCount = Math.max(current.start + current.count, end) - current.start;
        if (mergedCount <= limit) {
          current.count = mergedCount;
          current.signals.push(signal);
          continue;
        }
      }
      current = { area, start: signal.address, count: end - signal.address, signals: [signal] };
      blocks.push(current);
    }
  }
  return blocks;
}

/**
 * Samples of every signal of a block from the response data: packed bits (coil/discrete) or the
 * registers' big-endian bytes. A response shorter than requested marks the signals it misses bad
 * with 99907 (read data incomplete) instead of inventing values.
 */
export function decodeBlock(block: ReadBlock, data: Buffer, ts: number): ValueSample[] {
  const isBits = block.area === 'coil' || block.area === 'discrete';
  return block.signals.map((signal) => {
    const offset = signal.address - block.start;
    if (isBits) {
      const bit = offset < block.count ? bitAt(data, offset) : undefined;
      return bit === undefined ? incomplete(signal.id, ts) : good(signal.id, bit, ts);
    }
    const bytes = data.subarray(offset * 2, (offset + DATA_TYPE_WORDS[signal.dataType]) * 2);
    if (bytes.length < DATA_TYPE_WORDS[signal.dataType] * 2) return incomplete(signal.id, ts);
    return good(signal.id, decodeRegisterSignal(bytes, signal), ts);
  });
}

function good(signalId: string, value: MqttSignalValue, ts: number): ValueSample {
  return { signalId, value, ts, quality: 'good' };
}

function incomplete(signalId: string, ts: number): ValueSample {
  return {
    signalId,
    value: null,
    ts,
    quality: 'bad',
    code: deviceFailureCode({ kind: 'incomplete' }),
  };
}
