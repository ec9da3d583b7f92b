import { EventEmitter } from 'node:events';
import type net from 'node:net';

/**
 * Address and quantity checks in front of the jsmodbus server. jsmodbus serves from fixed
 * buffers and throws (killing the process) on a write past their end; a real device answers
 * exception 2 (illegal data address) or 3 (illegal data value). This guard answers those
 * exceptions itself and passes only requests that fit the tables.
 */

export interface TableSizes {
  bits: number;
  registers: number;
}

const ILLEGAL_DATA_ADDRESS = 2;
const ILLEGAL_DATA_VALUE = 3;

interface Rule {
  table: keyof TableSizes;
  /** Largest quantity per request; undefined for single-item writes. */
  maxQuantity?: number;
}

const RULES: Record<number, Rule> = {
  1: { table: 'bits', maxQuantity: 2000 },
  2: { table: 'bits', maxQuantity: 2000 },
  3: { table: 'registers', maxQuantity: 125 },
  4: { table: 'registers', maxQuantity: 125 },
  5: { table: 'bits' },
  6: { table: 'registers' },
  15: { table: 'bits', maxQuantity: 1968 },
  16: { table: 'registers', maxQuantity: 123 },
};

/** The exception a request PDU deserves, or null when the server may handle it. */
export function requestException(pdu: Buffer, sizes: TableSizes): number | null {
  const fc = pdu[0];
  const rule = fc === undefined ? undefined : RULES[fc];
  if (!rule) return null;
  if (pdu.length < 5) return ILLEGAL_DATA_VALUE;
  const start = pdu.readUInt16BE(1);
  const quantity = rule.maxQuantity === undefined ? 1 : pdu.readUInt16BE(3);
  if (quantity < 1 || (rule.maxQuantity !== undefined && quantity > rule.maxQuantity))
    return ILLEGAL_DATA_VALUE;
  if (start + quantity > sizes[rule.table]) return ILLEGAL_DATA_ADDRESS;
  return null;
}

/** MBAP exception response to `frame` (header echoed, function code with the error bit). */
export function exceptionFrame(frame: Buffer, exception: number): Buffer {
  const reply = Buffer.alloc(9);
  frame.copy(reply, 0, 0, 4);
  reply.writeUInt16BE(3, 4);
  reply[6] = frame[6] as number;
  reply[7] = (frame[7] as number) | 0x80;
  reply[8] = exception;
  return reply;
}

const MBAP_HEADER = 7;
const MAX_FRAME = 260;

/**
 * Stands between a client socket and jsmodbus: splits the stream into MBAP frames, answers
 * refused ones, and hands the rest on as whole frames ('data' events, like a socket).
 */
export class GuardedConnection extends EventEmitter {
  private pending = Buffer.alloc(0);

  constructor(
    private readonly socket: net.Socket,
    private readonly sizes: TableSizes,
  ) {
    super();
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  private receive(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= MBAP_HEADER) {
      const frameLength = 6 + this.pending.readUInt16BE(4);
      if (frameLength < MBAP_HEADER + 1 || frameLength > MAX_FRAME) {
        this.socket.destroy();
        return;
      }
      if (this.pending.length < frameLength) return;
      const frame = this.pending.subarray(0, frameLength);
      this.pending = this.pending.subarray(frameLength);
      const exception = requestException(frame.subarray(MBAP_HEADER), this.sizes);
      if (exception === null) this.emit('data', frame);
      else this.socket.write(exceptionFrame(frame, exception));
    }
  }

  write(data: Buffer, callback?: () => void): boolean {
    return this.socket.write(data, callback);
  }
}
