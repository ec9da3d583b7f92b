import { EventEmitter } from 'node:events';
import net from 'node:net';
import Modbus from 'jsmodbus';
import { decodeRaw, encodeRaw } from './registerWords';
import type { PlantSignalDefinition } from './registerMap';
import type { TableSizes } from './requestGuard';
import { GuardedConnection } from './requestGuard';

/**
 * The four Modbus tables of a simulated device, values read and written in engineering units
 * through a register map, and a Modbus TCP server answering from them. The plant and the tanker
 * truck simulators share this.
 */
export interface Tables {
  coils: Buffer;
  discrete: Buffer;
  holding: Buffer;
  input: Buffer;
}

/**
 * Table sizes: room beyond the register maps, small enough that jsmodbus (which unpacks the
 * whole bit table on each bit read) stays fast. Requests past them get exception 2 from the guard.
 */
export const TABLE_SIZES: TableSizes = { bits: 2048, registers: 1024 };

export function createTables(): Tables {
  return {
    coils: Buffer.alloc(TABLE_SIZES.bits / 8),
    discrete: Buffer.alloc(TABLE_SIZES.bits / 8),
    holding: Buffer.alloc(TABLE_SIZES.registers * 2),
    input: Buffer.alloc(TABLE_SIZES.registers * 2),
  };
}

function tableOf(tables: Tables, def: PlantSignalDefinition): Buffer {
  return tables[def.area === 'coil' ? 'coils' : def.area];
}

export function writeEngineering(
  tables: Tables,
  def: PlantSignalDefinition,
  value: number | boolean,
): void {
  const table = tableOf(tables, def);
  if (def.dataType === 'bool') {
    const index = def.address >> 3;
    const mask = 1 << (def.address & 7);
    table[index] = value ? (table[index] as number) | mask : (table[index] as number) & ~mask;
    return;
  }
  const unscaled = (Number(value) - def.offset) / def.scale;
  const raw = def.dataType === 'float32' ? unscaled : Math.round(unscaled);
  encodeRaw(raw, def.dataType, def.wordOrder).copy(table, def.address * 2);
}

export function readEngineering(tables: Tables, def: PlantSignalDefinition): number | boolean {
  const table = tableOf(tables, def);
  if (def.dataType === 'bool')
    return ((table[def.address >> 3] as number) & (1 << (def.address & 7))) !== 0;
  const bytes = table.subarray(
    def.address * 2,
    def.address * 2 + (def.dataType.endsWith('32') ? 4 : 2),
  );
  return decodeRaw(bytes, def.dataType, def.wordOrder) * def.scale + def.offset;
}

export interface TableServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Listens like a device: a client's reset connection is just dropped, and close() cuts every
 * open connection, as a device that goes away would, instead of waiting for clients to leave.
 */
export async function listenAsDevice(
  tcp: net.Server,
  host: string,
  port: number,
): Promise<TableServer> {
  const sockets = new Set<net.Socket>();
  tcp.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(port, host, () => resolve());
  });
  const address = tcp.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        tcp.close(() => resolve());
      }),
  };
}

/** A Modbus TCP server answering every unit id from `tables`; writes land in them directly. */
export async function serveTables(
  tables: Tables,
  host: string,
  port: number,
): Promise<TableServer> {
  const tcp = net.createServer();
  // jsmodbus only listens for 'connection' and then uses the socket's 'data' and write():
  // it gets guarded connections from this emitter instead of raw sockets.
  const guarded = new EventEmitter();
  new Modbus.server.TCP(guarded as unknown as net.Server, tables);
  tcp.on('connection', (socket) => {
    guarded.emit('connection', new GuardedConnection(socket, TABLE_SIZES));
  });
  return listenAsDevice(tcp, host, port);
}
