import type { PlantInputs, PlantState } from './plantModel';
import { DEFAULT_INPUTS, initialPlantState, PLANT, stepPlant } from './plantModel';
import type { PlantSignalDefinition } from './registerMap';
import {
  createTables,
  readEngineering,
  serveTables,
  writeEngineering,
  type Tables,
} from './registerTables';
import { PLANT_REGISTER_MAP } from './registerMap';
import { mainBackPressure } from './pressureSurge';
import { serveRtuOverTcp } from './rtuOverTcp';

export interface SimulatorOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  host?: string;
  /**
   * Over Modbus TCP only reported for configuration (the server answers every unit id); over
   * RTU the one unit id the device answers on its line.
   */
  unitId?: number;
  /** `tcp` (MBAP, default) or `rtu-over-tcp`: RTU frames through a serial-device server. */
  framing?: 'tcp' | 'rtu-over-tcp';
  /** Model step period (default 500 ms). */
  tickMs?: number;
  /** Simulated seconds per real second (default 1). */
  timeScale?: number;
  seed?: number;
  inputs?: Partial<PlantInputs>;
  /**
   * The alarm scenario's period in real milliseconds (pressureSurge.ts): a surge on the main
   * raises the discharge pressure above its limit once per period. 0 or none: no scenario.
   */
  surgePeriodMs?: number;
  /** The clock (tests drive their own). */
  now?: () => number;
}

export interface SimulatorHandle {
  host: string;
  port: number;
  unitId: number;
  state(): PlantState;
  inputs(): PlantInputs;
  stop(): Promise<void>;
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
 * Starts a Modbus TCP (or RTU over TCP) server holding the plant's register map (PLANT_REGISTER_MAP) and steps
 * the plant model on a timer. Writes by any client go straight into the tables the model reads
 * its inputs from, so a pump coil written changes the flows, and a setpoint is read back.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const host = options.host ?? '127.0.0.1';
  const tickMs = options.tickMs ?? 500;
  const timeScale = options.timeScale ?? 1;
  const now = options.now ?? Date.now;
  const started = now();
  const backPressure = (at: number) => mainBackPressure(options.surgePeriodMs ?? 0, at - started);
  const tables = createTables();
  let state = initialPlantState(options.seed ?? 1);
  writeInputs(tables, { ...DEFAULT_INPUTS, ...options.inputs });
  state = stepPlant(state, readInputs(tables), 0, backPressure(started));
  writeOutputs(tables, state);

  const unitId = options.unitId ?? 1;
  const server =
    options.framing === 'rtu-over-tcp'
      ? await serveRtuOverTcp(new Map([[unitId, tables]]), host, options.port ?? 0)
      : await serveTables(tables, host, options.port ?? 0);

  let last = started;
  const timer = setInterval(() => {
    const current = now();
    const dt = ((current - last) / 1000) * timeScale;
    state = stepPlant(state, readInputs(tables), dt, backPressure(current));
    last = current;
    writeOutputs(tables, state);
  }, tickMs);

  return {
    host,
    port: server.port,
    unitId,
    state: () => state,
    inputs: () => readInputs(tables),
    stop: () => {
      clearInterval(timer);
      return server.close();
    },
  };
}
