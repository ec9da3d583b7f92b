import type {
  ModbusTcpDeviceInput,
  AgentSignalConfigInput,
  ModbusArea,
  SignalAccess,
  SignalDataType,
  WordOrder,
} from '@lf/protocol';
import type { Bilingual } from '@lf/protocol';

/**
 * Register map of the simulated plant (see plantModel.ts). Every block is contiguous, so the
 * agent reads the whole plant in four requests. The demo seed creates one signal per entry and
 * uses `plantDeviceConfig` to give the agent the same map with the server's signal ids.
 */
export interface PlantSignalDefinition {
  key: string;
  name: Bilingual;
  unit: string;
  area: ModbusArea;
  address: number;
  dataType: SignalDataType;
  wordOrder: WordOrder;
  scale: number;
  offset: number;
  access: SignalAccess;
  min?: number;
  max?: number;
}

type Entry = Omit<PlantSignalDefinition, 'wordOrder' | 'scale' | 'offset' | 'access'> &
  Partial<Pick<PlantSignalDefinition, 'wordOrder' | 'scale' | 'offset' | 'access'>>;

function entry(e: Entry): PlantSignalDefinition {
  return { wordOrder: 'ABCD', scale: 1, offset: 0, access: 'r', ...e };
}

export const PLANT_REGISTER_MAP: readonly PlantSignalDefinition[] = [
  // Coils: commands the operator may write.
  entry({
    key: 'pump1Run',
    name: { zh: '1#泵启停', en: 'Pump 1 run' },
    unit: '',
    area: 'coil',
    address: 0,
    dataType: 'bool',
    access: 'rw',
  }),
  entry({
    key: 'pump2Run',
    name: { zh: '2#泵启停', en: 'Pump 2 run' },
    unit: '',
    area: 'coil',
    address: 1,
    dataType: 'bool',
    access: 'rw',
  }),
  entry({
    key: 'inletValveOpen',
    name: { zh: '进水阀开关', en: 'Inlet valve open' },
    unit: '',
    area: 'coil',
    address: 2,
    dataType: 'bool',
    access: 'rw',
  }),
  entry({
    key: 'autoMode',
    name: { zh: '自动模式', en: 'Auto mode' },
    unit: '',
    area: 'coil',
    address: 3,
    dataType: 'bool',
    access: 'rw',
  }),
  // Discrete inputs: feedback and level switches.
  entry({
    key: 'pump1Running',
    name: { zh: '1#泵运行', en: 'Pump 1 running' },
    unit: '',
    area: 'discrete',
    address: 0,
    dataType: 'bool',
  }),
  entry({
    key: 'pump2Running',
    name: { zh: '2#泵运行', en: 'Pump 2 running' },
    unit: '',
    area: 'discrete',
    address: 1,
    dataType: 'bool',
  }),
  entry({
    key: 'tank1HighLevel',
    name: { zh: '1#罐高液位', en: 'Tank 1 high level' },
    unit: '',
    area: 'discrete',
    address: 2,
    dataType: 'bool',
  }),
  entry({
    key: 'tank2LowLevel',
    name: { zh: '2#罐低液位', en: 'Tank 2 low level' },
    unit: '',
    area: 'discrete',
    address: 3,
    dataType: 'bool',
  }),
  // Holding registers: setpoints (read back as written) and a totaliser.
  entry({
    key: 'tank2Setpoint',
    name: { zh: '2#罐液位设定', en: 'Tank 2 level setpoint' },
    unit: 'm',
    area: 'holding',
    address: 0,
    dataType: 'float32',
    access: 'rw',
    min: 0.5,
    max: 4.5,
  }),
  entry({
    key: 'pump1Speed',
    name: { zh: '1#泵转速设定', en: 'Pump 1 speed setpoint' },
    unit: '%',
    area: 'holding',
    address: 2,
    dataType: 'uint16',
    access: 'rw',
    min: 0,
    max: 100,
  }),
  entry({
    key: 'outletValvePosition',
    name: { zh: '出水阀开度', en: 'Outlet valve position' },
    unit: '%',
    area: 'holding',
    address: 3,
    dataType: 'uint16',
    access: 'rw',
    min: 0,
    max: 100,
  }),
  entry({
    key: 'outletTotal',
    name: { zh: '累计出水量', en: 'Outlet total' },
    unit: 'm³',
    area: 'holding',
    address: 4,
    dataType: 'float32',
    wordOrder: 'CDAB',
  }),
  // Input registers: measurements.
  entry({
    key: 'tank1Level',
    name: { zh: '1#罐液位', en: 'Tank 1 level' },
    unit: 'm',
    area: 'input',
    address: 0,
    dataType: 'float32',
  }),
  entry({
    key: 'tank2Level',
    name: { zh: '2#罐液位', en: 'Tank 2 level' },
    unit: 'm',
    area: 'input',
    address: 2,
    dataType: 'float32',
  }),
  entry({
    key: 'dischargePressure',
    name: { zh: '出口压力', en: 'Discharge pressure' },
    unit: 'bar',
    area: 'input',
    address: 4,
    dataType: 'float32',
  }),
  entry({
    key: 'pump1Flow',
    name: { zh: '1#泵流量', en: 'Pump 1 flow' },
    unit: 'm³/h',
    area: 'input',
    address: 6,
    dataType: 'float32',
  }),
  entry({
    key: 'pump2Flow',
    name: { zh: '2#泵流量', en: 'Pump 2 flow' },
    unit: 'm³/h',
    area: 'input',
    address: 8,
    dataType: 'float32',
  }),
  entry({
    key: 'inletFlow',
    name: { zh: '进水流量', en: 'Inlet flow' },
    unit: 'm³/h',
    area: 'input',
    address: 10,
    dataType: 'float32',
  }),
  entry({
    key: 'outletFlow',
    name: { zh: '出水流量', en: 'Outlet flow' },
    unit: 'm³/h',
    area: 'input',
    address: 12,
    dataType: 'float32',
  }),
  entry({
    key: 'waterTemperature',
    name: { zh: '水温', en: 'Water temperature' },
    unit: '°C',
    area: 'input',
    address: 14,
    dataType: 'float32',
  }),
  entry({
    key: 'motorTemperature',
    name: { zh: '1#泵电机温度', en: 'Pump 1 motor temperature' },
    unit: '°C',
    area: 'input',
    address: 16,
    dataType: 'float32',
  }),
  entry({
    key: 'pump1RunHours',
    name: { zh: '1#泵运行小时', en: 'Pump 1 run hours' },
    unit: 'h',
    area: 'input',
    address: 18,
    dataType: 'uint32',
    wordOrder: 'CDAB',
    scale: 1 / 3600,
  }),
  entry({
    key: 'pump2RunHours',
    name: { zh: '2#泵运行小时', en: 'Pump 2 run hours' },
    unit: 'h',
    area: 'input',
    address: 20,
    dataType: 'uint32',
    wordOrder: 'CDAB',
    scale: 1 / 3600,
  }),
  entry({
    key: 'inletPressure',
    name: { zh: '进口压力', en: 'Inlet pressure' },
    unit: 'bar',
    area: 'input',
    address: 22,
    dataType: 'int16',
    scale: 0.01,
  }),
  entry({
    key: 'ambientTemperature',
    name: { zh: '环境温度', en: 'Ambient temperature' },
    unit: '°C',
    area: 'input',
    address: 23,
    dataType: 'int16',
    scale: 0.1,
  }),
];

export type PlantSignalKey = string;

/** The agent's signals for a register map, with ids chosen by the caller (e.g. database ids). */
export function registerMapSignals(
  map: readonly PlantSignalDefinition[],
  signalIdOf: (key: PlantSignalKey) => string,
  locale: 'zh-CN' | 'en' = 'zh-CN',
): AgentSignalConfigInput[] {
  return map.map(({ key, name, unit: _unit, ...modbus }) => ({
    id: signalIdOf(key),
    name: locale === 'en' ? name.en : name.zh,
    ...modbus,
  }));
}

/** The agent's signals for the plant. */
export function plantSignals(
  signalIdOf: (key: PlantSignalKey) => string,
  locale: 'zh-CN' | 'en' = 'zh-CN',
): AgentSignalConfigInput[] {
  return registerMapSignals(PLANT_REGISTER_MAP, signalIdOf, locale);
}

export interface SimulatedDeviceOptions {
  id: string;
  host?: string;
  port: number;
  unitId?: number;
  pollIntervalMs?: number;
  signalIdOf: (key: PlantSignalKey) => string;
}

/** A complete device entry of the agent configuration for a simulator serving `map`. */
export function simulatedDeviceConfig(
  map: readonly PlantSignalDefinition[],
  options: SimulatedDeviceOptions,
): ModbusTcpDeviceInput {
  return {
    id: options.id,
    driver: 'modbus-tcp',
    host: options.host ?? '127.0.0.1',
    port: options.port,
    unitId: options.unitId ?? 1,
    timeoutMs: 1000,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    signals: registerMapSignals(map, options.signalIdOf),
  };
}

/** The device entry for one simulated plant. */
export function plantDeviceConfig(options: SimulatedDeviceOptions): ModbusTcpDeviceInput {
  return simulatedDeviceConfig(PLANT_REGISTER_MAP, options);
}
