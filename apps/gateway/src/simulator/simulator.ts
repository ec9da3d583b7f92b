import { EventEmitter } from 'node:events';
import net from 'node:net';
import Modbus from 'jsmodbus';
import { decodeRaw, encodeRaw } from '../agent/codec';
import type { PlantInputs, PlantState } from './plantModel';
import { DEFAULT_INPUTS, initialPlantState, PLANT, stepPlant } from './plantModel';
import type { PlantSignalDefinition } from './registerMap';
import type { TableSizes } from './requestGuard';
import { GuardedConnection } from './requestGuard';
import { PLANT_REGISTER_MAP } from './registerMap';

export interface SimulatorOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  host?: string;
  /** Reported for configuration; the jsmodbus TCP server answers every unit id. */
  unitId?: number;
  /** Model step period (default 500 ms). */
  tickMs?: number;
  /** Simulated seconds per real second (default 1). */
  timeScale?: number;
  seed?: number;
  inputs?: Partial<PlantInputs>;
}

export interface SimulatorHandle {
  host: string;
  port: number;
  unitId: number;
  state(): PlantState;
  inputs(): PlantInputs;
  stop(): Promise<void>;
}

/**
 * Table sizes: room beyond the plant's map, small enough that jsmodbus (which unpacks the whole
 * bit table on each bit read) stays fast. Requests past them get exception 2 from the guard.
 */
const TABLE_SIZES: TableSizes = { bits: 2048, registers: 1024 };

interface Tables {
  coils: Buffer;
  discrete: Buffer;
  holding: Buffer;
  input: Buffer;
}

function tableOf(tables: Tables, def: PlantSignalDefinition): Buffer {
  return tables[def.area === 'coil' ? 'coils' : def.area];
}

function writeEngineering(
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

function readEngineering(tables: Tables, def: PlantSignalDefinition): number | boolean {
  const table = tableOf(tables, def);
  if (def.dataType === 'bool')
    return ((table[def.address >> 3] as number) & (1 << (def.address & 7))) !== 0;
  const bytes = table.subarray(
    def.address * 2,
    def.address * 2 + (def.dataType.endsWith('32') ? 4 : 2),
  );
  return decodeRaw(bytes, def.dataType, def.wordOrder) * def.scale + def.offset;
}

/** Values the model produces, by register map key. */
const OUTPUTS: Record<string, (s: PlantState) => number | boolean> = {
  pump1Running: (s) => s.pump1Running,
  pump2Running: (s) => s.pump2Running,
  tank1HighLevel: (s) => s.tank1Level >= PLANT.tank1HighAlarm,
  tank2LowLevel: (s) => s.tank2Level <= PLANT.tank2LowAlarm,
  outletTotal: (s) => s.outletTotal,
  tank1Level: (s) => s.tank1Level,
  tank2Level: (s) => s.tank2Level,
  dischargePressure: (s) => s.dischargePressure,
  pump1Flow: (s) => s.pump1Flow,
  pump2Flow: (s) => s.pump2Flow,
  inletFlow: (s) => s.inletFlow,
  outletFlow: (s) => s.outletFlow,
  waterTemperature: (s) => s.waterTemperature,
  motorTemperature: (s) => s.motorTemperature,
  pump1RunHours: (s) => Math.floor(s.pump1RunSeconds) / 3600,
  pump2RunHours: (s) => Math.floor(s.pump2RunSeconds) / 3600,
  inletPressure: (s) => s.inletPressure,
  ambientTemperature: (s) => s.ambientTemperature,
};

/** Register map key of each model input; the operator changes them by writing. */
const INPUT_KEYS: Record<keyof PlantInputs, string> = {
  pump1Command: 'pump1Run',
  pump2Command: 'pump2Run',
  inletValveOpen: 'inletValveOpen',
  autoMode: 'autoMode',
  tank2Setpoint: 'tank2Setpoint',
  pump1Speed: 'pump1Speed',
  outletValvePosition: 'outletValvePosition',
};

const DEFINITIONS = new Map(PLANT_REGISTER_MAP.map((d) => [d.key, d]));

function definition(key: string): PlantSignalDefinition {
  const def = DEFINITIONS.get(key);
  if (!def) throw new Error(`register map has no ${key}`);
  return def;
}

function readInputs(tables: Tables): PlantInputs {
  const read = (field: keyof PlantInputs) => readEngineering(tables, definition(INPUT_KEYS[field]));
  return {
    pump1Command: read('pump1Command') === true,
    pump2Command: read('pump2Command') === true,
    inletValveOpen: read('inletValveOpen') === true,
    autoMode: read('autoMode') === true,
    tank2Setpoint: Number(read('tank2Setpoint')),
    pump1Speed: Number(read('pump1Speed')),
    outletValvePosition: Number(read('outletValvePosition')),
  };
}

function writeInputs(tables: Tables, inputs: PlantInputs): void {
  for (const [field, key] of Object.entries(INPUT_KEYS)) {
    writeEngineering(tables, definition(key), inputs[field as keyof PlantInputs]);
  }
}

function writeOutputs(tables: Tables, state: PlantState): void {
  for (const [key, output] of Object.entries(OUTPUTS))
    writeEngineering(tables, definition(key), output(state));
}

/**
 * Starts a Modbus TCP server holding the plant's register map (PLANT_REGISTER_MAP) and steps
 * the plant model on a timer. Writes by any client go straight into the tables the model reads
 * its inputs from, so a pump coil written changes the flows, and a setpoint is read back.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const host = options.host ?? '127.0.0.1';
  const tickMs = options.tickMs ?? 500;
  const timeScale = options.timeScale ?? 1;
  const tables: Tables = {
    coils: Buffer.alloc(TABLE_SIZES.bits / 8),
    discrete: Buffer.alloc(TABLE_SIZES.bits / 8),
    holding: Buffer.alloc(TABLE_SIZES.registers * 2),
    input: Buffer.alloc(TABLE_SIZES.registers * 2),
  };
  let state = initialPlantState(options.seed ?? 1);
  writeInputs(tables, { ...DEFAULT_INPUTS, ...options.inputs });
  state = stepPlant(state, readInputs(tables), 0);
  writeOutputs(tables, state);

  const tcp = net.createServer();
  // jsmodbus only listens for 'connection' and then uses the socket's 'data' and write():
  // it gets guarded connections from this emitter instead of raw sockets.
  const guarded = new EventEmitter();
  new Modbus.server.TCP(guarded as unknown as net.Server, tables);
  const sockets = new Set<net.Socket>();
  tcp.on('connection', (socket) => {
    guarded.emit('connection', new GuardedConnection(socket, TABLE_SIZES));
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port ?? 0, host, () => resolve());
  });
  const address = tcp.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let last = Date.now();
  const timer = setInterval(() => {
    const current = Date.now();
    state = stepPlant(state, readInputs(tables), ((current - last) / 1000) * timeScale);
    last = current;
    writeOutputs(tables, state);
  }, tickMs);

  return {
    host,
    port,
    unitId: options.unitId ?? 1,
    state: () => state,
    inputs: () => readInputs(tables),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        tcp.close(() => resolve());
      }),
  };
}
