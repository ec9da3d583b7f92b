import type { ModbusTcpDeviceInput } from '@lf/protocol';
import type { PlantSignalDefinition, SimulatedDeviceOptions } from './registerMap';
import { simulatedDeviceConfig } from './registerMap';
import { createTables, serveTables, writeEngineering } from './registerTables';
import { tankerStateAt, type TankerState } from './tankerRoute';

/**
 * Register map of the tanker truck's telematics box: a GPS fix (latitude and longitude read in
 * one block, so both carry the same timestamp), speed, heading, water on board and ignition.
 */
export const TANKER_REGISTER_MAP: readonly PlantSignalDefinition[] = [
  tankerEntry('latitude', { zh: '纬度', en: 'Latitude' }, '°', 0, 'float32'),
  tankerEntry('longitude', { zh: '经度', en: 'Longitude' }, '°', 2, 'float32'),
  tankerEntry('speed', { zh: '车速', en: 'Speed' }, 'km/h', 4, 'float32'),
  tankerEntry('cargo', { zh: '罐内水量', en: 'Water on board' }, 'm³', 6, 'float32'),
  tankerEntry('heading', { zh: '航向', en: 'Heading' }, '°', 8, 'uint16'),
  {
    key: 'engineOn',
    name: { zh: '发动机运行', en: 'Engine running' },
    unit: '',
    area: 'discrete',
    address: 0,
    dataType: 'bool',
    wordOrder: 'ABCD',
    scale: 1,
    offset: 0,
    access: 'r',
  },
];

function tankerEntry(
  key: string,
  name: PlantSignalDefinition['name'],
  unit: string,
  address: number,
  dataType: 'float32' | 'uint16',
): PlantSignalDefinition {
  return {
    key,
    name,
    unit,
    area: 'input',
    address,
    dataType,
    wordOrder: 'ABCD',
    scale: 1,
    offset: 0,
    access: 'r',
  };
}

const OUTPUTS: Record<string, ((s: TankerState) => number | boolean) | undefined> = {
  latitude: (s) => s.lat,
  longitude: (s) => s.lng,
  speed: (s) => s.speedKmh,
  cargo: (s) => s.cargo,
  heading: (s) => Math.round(s.heading) % 360,
  engineOn: (s) => s.engineOn,
};

export interface TankerSimulatorHandle {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** A Modbus TCP server whose registers follow the truck along its route (`tankerStateAt`). */
export async function startTankerSimulator(
  options: { host?: string; port?: number; tickMs?: number; now?: () => number } = {},
): Promise<TankerSimulatorHandle> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const tables = createTables();
  const update = () => {
    const state = tankerStateAt(now());
    for (const def of TANKER_REGISTER_MAP) {
      const output = OUTPUTS[def.key];
      if (output) writeEngineering(tables, def, output(state));
    }
  };
  update();
  const server = await serveTables(tables, host, options.port ?? 0);
  const timer = setInterval(update, options.tickMs ?? 500);
  return {
    host,
    port: server.port,
    stop: () => {
      clearInterval(timer);
      return server.close();
    },
  };
}

/** The agent's device entry for the truck, with signal ids chosen by the caller. */
export function tankerDeviceConfig(options: SimulatedDeviceOptions): ModbusTcpDeviceInput {
  return simulatedDeviceConfig(TANKER_REGISTER_MAP, options);
}
