import { parseS7Address, S7_TYPE_BYTES, type S7Address } from '@lf/protocol';

/** The memory areas of the fake PLC: numbered data blocks, merkers, inputs and outputs. */
export interface S7Memory {
  db: Map<number, Buffer>;
  m: Buffer;
  i: Buffer;
  q: Buffer;
}

/** One value of the fake PLC's plant program, by S7 address. */
export interface S7PlantPoint {
  address: string;
  value: number | boolean;
  nameZh: string;
  description: string;
}

/**
 * A small pumping station as a PLC program would lay it out: DB1 holds the process values,
 * merkers the operator's setpoints and modes, inputs and outputs the wiring.
 */
export const S7_PLANT_POINTS: readonly S7PlantPoint[] = [
  { address: 'DB1,X0.0', value: true, nameZh: '泵运行', description: 'Pump running' },
  { address: 'DB1,X0.1', value: false, nameZh: '阀门开', description: 'Valve open' },
  { address: 'DB1,INT2', value: 1480, nameZh: '电机转速', description: 'Motor speed (rpm)' },
  { address: 'DB1,REAL4', value: 4.25, nameZh: '出口压力', description: 'Outlet pressure (bar)' },
  { address: 'DB1,REAL8', value: 36.5, nameZh: '流量', description: 'Flow (m³/h)' },
  { address: 'DB1,DINT12', value: -1200, nameZh: '液位偏差', description: 'Level deviation (mm)' },
  { address: 'DB1,WORD16', value: 0x8001, nameZh: '状态字', description: 'Status word' },
  { address: 'DB1,DWORD18', value: 123456, nameZh: '累计流量', description: 'Totalised flow (m³)' },
  { address: 'DB1,BYTE22', value: 2, nameZh: '运行模式', description: 'Operating mode' },
  { address: 'M10.0', value: true, nameZh: '自动模式', description: 'Automatic mode' },
  {
    address: 'MW20',
    value: 500,
    nameZh: '压力设定（×0.01 bar）',
    description: 'Pressure setpoint',
  },
  { address: 'I0.0', value: true, nameZh: '高液位开关', description: 'High level switch' },
  { address: 'IW4', value: 13824, nameZh: '液位模拟量', description: 'Level, raw 0–27648' },
  { address: 'Q0.1', value: true, nameZh: '泵接触器', description: 'Pump contactor' },
];

function bytesOf(memory: S7Memory, address: S7Address): Buffer {
  const area =
    address.area === 'DB'
      ? memory.db.get(address.dbNumber)
      : address.area === 'M'
        ? memory.m
        : address.area === 'I'
          ? memory.i
          : memory.q;
  if (!area) throw new Error(`no DB${address.dbNumber}`);
  return area.subarray(address.byte, address.byte + S7_TYPE_BYTES[address.type]);
}

function parsed(text: string): S7Address {
  const result = parseS7Address(text);
  if (!result.ok) throw new Error(`bad S7 address ${text}: ${result.error}`);
  return result.address;
}

/** Stores a value at an address in the PLC's (big-endian) layout. */
export function setS7Value(memory: S7Memory, text: string, value: number | boolean): void {
  const address = parsed(text);
  const bytes = bytesOf(memory, address);
  const n = Number(value);
  switch (address.type) {
    case 'BOOL': {
      const mask = 1 << address.bit;
      bytes[0] = value ? (bytes[0] ?? 0) | mask : (bytes[0] ?? 0) & ~mask;
      return;
    }
    case 'BYTE':
      return void bytes.writeUInt8(n, 0);
    case 'WORD':
      return void bytes.writeUInt16BE(n, 0);
    case 'INT':
      return void bytes.writeInt16BE(n, 0);
    case 'DWORD':
      return void bytes.writeUInt32BE(n, 0);
    case 'DINT':
      return void bytes.writeInt32BE(n, 0);
    case 'REAL':
      return void bytes.writeFloatBE(n, 0);
  }
}

/** Reads a value back from the PLC's memory. */
export function getS7Value(memory: S7Memory, text: string): number | boolean {
  const address = parsed(text);
  const bytes = bytesOf(memory, address);
  switch (address.type) {
    case 'BOOL':
      return ((bytes[0] ?? 0) & (1 << address.bit)) !== 0;
    case 'BYTE':
      return bytes.readUInt8(0);
    case 'WORD':
      return bytes.readUInt16BE(0);
    case 'INT':
      return bytes.readInt16BE(0);
    case 'DWORD':
      return bytes.readUInt32BE(0);
    case 'DINT':
      return bytes.readInt32BE(0);
    case 'REAL':
      return bytes.readFloatBE(0);
  }
}

/** Memory of the pumping station: DB1 of 64 bytes, 64 bytes each of M, I and Q. */
export function createPlantMemory(): S7Memory {
  const memory: S7Memory = {
    db: new Map([[1, Buffer.alloc(64)]]),
    m: Buffer.alloc(64),
    i: Buffer.alloc(64),
    q: Buffer.alloc(64),
  };
  for (const point of S7_PLANT_POINTS) setS7Value(memory, point.address, point.value);
  return memory;
}
