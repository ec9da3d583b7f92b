import net from 'node:net';
import {
  connectConfirm,
  COTP,
  ITEM_RETURN,
  parseItems,
  parseJob,
  readAck,
  requestedTsap,
  S7_AREA_CODE,
  S7_FUNCTION,
  setupAck,
  takePackets,
  writeAck,
  writeValues,
  type S7Item,
  type S7Job,
} from './s7Frames';
import { createPlantMemory, type S7Memory } from './plantBlock';

/**
 * A fake Siemens S7 PLC at the socket level: it answers ISO-on-TCP connection requests for its
 * rack and slot, the setup communication, and read/write var jobs on its memory (data blocks,
 * merkers, inputs, outputs). No maintained S7 PLC simulator exists on npm (docs/decisions.md),
 * so tests talk to this instead; it speaks enough S7comm for `nodes7`, not more.
 */
export interface FakeS7PlcOptions {
  port?: number;
  host?: string;
  rack?: number;
  slot?: number;
  /** PDU size offered in the setup communication (S7-1200: 240, S7-1500: 480/960). */
  pduSize?: number;
  memory?: S7Memory;
}

export interface FakeS7Plc {
  readonly port: number;
  readonly memory: S7Memory;
  /** Stops answering jobs (connections stay open), as a PLC stuck in a long cycle would. */
  setSilent(silent: boolean): void;
  /** Connections accepted so far (a reconnect shows as one more). */
  connections(): number;
  /** Closes the listener and every connection, as a PLC switched off. */
  stop(): Promise<void>;
}

function areaBuffer(memory: S7Memory, item: S7Item): Buffer | null {
  switch (item.area) {
    case S7_AREA_CODE.DB:
      return memory.db.get(item.dbNumber) ?? null;
    case S7_AREA_CODE.M:
      return memory.m;
    case S7_AREA_CODE.I:
      return memory.i;
    case S7_AREA_CODE.Q:
      return memory.q;
    default:
      return null;
  }
}

/** The item's bytes in memory, or the return code saying why there are none. */
function locate(memory: S7Memory, item: S7Item): Buffer | number {
  const area = areaBuffer(memory, item);
  if (!area) return ITEM_RETURN.objectDoesNotExist;
  if (item.byte + item.count > area.length) return ITEM_RETURN.addressOutOfRange;
  return area.subarray(item.byte, item.byte + item.count);
}

function answerRead(memory: S7Memory, job: S7Job): Buffer {
  const results = parseItems(job.params).map((item) => {
    const found = locate(memory, item);
    return typeof found === 'number' ? found : Buffer.from(found);
  });
  return readAck(job, results);
}

function answerWrite(memory: S7Memory, job: S7Job): Buffer {
  const items = parseItems(job.params);
  const values = writeValues(job, items.length);
  const codes = items.map((item, i) => {
    const found = locate(memory, item);
    const value = values[i];
    if (typeof found === 'number') return found;
    if (!value || value.length !== (item.isBit ? 1 : item.count)) {
      return ITEM_RETURN.dataTypeNotSupported;
    }
    if (item.isBit) {
      const mask = 1 << item.bit;
      found[0] = (value[0] ?? 0) & 1 ? (found[0] ?? 0) | mask : (found[0] ?? 0) & ~mask;
    } else {
      value.copy(found);
    }
    return ITEM_RETURN.success;
  });
  return writeAck(job, codes);
}

export async function startFakeS7Plc(options: FakeS7PlcOptions = {}): Promise<FakeS7Plc> {
  const { rack = 0, slot = 1, pduSize = 480 } = options;
  const memory = options.memory ?? createPlantMemory();
  const sockets = new Set<net.Socket>();
  let silent = false;
  let accepted = 0;

  function answer(socket: net.Socket, packet: Buffer): void {
    if (packet[5] === COTP.connectRequest) {
      const tsap = requestedTsap(packet);
      // A PLC refuses a connection for another rack/slot by closing it.
      if (tsap === null || (tsap & 0xff) !== rack * 32 + slot) {
        socket.destroy();
        return;
      }
      socket.write(connectConfirm(tsap));
      return;
    }
    const job = parseJob(packet);
    if (!job) {
      socket.destroy();
      return;
    }
    if (job.fn === S7_FUNCTION.setup) socket.write(setupAck(job, 3, pduSize));
    else if (silent) return;
    else if (job.fn === S7_FUNCTION.read) socket.write(answerRead(memory, job));
    else if (job.fn === S7_FUNCTION.write) socket.write(answerWrite(memory, job));
    else socket.destroy();
  }

  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      try {
        const { packets, rest } = takePackets(Buffer.concat([pending, chunk]));
        pending = rest;
        for (const packet of packets) answer(socket, packet);
      } catch {
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    memory,
    setSilent(value) {
      silent = value;
    },
    connections: () => accepted,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
