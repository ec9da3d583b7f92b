import type { PlantInputs, PlantState } from '../modbus/plantModel';

/**
 * The address space of the OPC UA booster station: the water-transfer plant of the Modbus
 * simulator (plantModel.ts) seen through an OPC UA server, as a modern PLC would publish it.
 * Every node lives under Objects/BoosterStation with a string NodeId
 * `ns=1;s=BoosterStation.<path>`, so the gateway's configuration and the browse tests can name
 * them without browsing first.
 */

export const STATION_FOLDER = 'BoosterStation';

/** The path of the station's endpoint URL, `opc.tcp://host:port/UA/BoosterStation`. */
export const STATION_RESOURCE_PATH = '/UA/BoosterStation';

/** OPC UA built-in types the station uses (names as in node-opcua's DataType enum). */
export type StationDataType = 'Double' | 'Float' | 'Boolean' | 'Int16' | 'UInt32';

/** Engineering unit: symbol shown to people and the standardUnits key of node-opcua. */
export type StationUnit =
  | 'metre'
  | 'bar'
  | 'cubic_metre_per_hour'
  | 'cubic_metre'
  | 'percent'
  | 'degree_celsius'
  | 'second';

interface NodeBase {
  /** Path below the station folder, `Folder.Name`; the last part is the browse name. */
  path: string;
  dataType: StationDataType;
  /** English description (the node's Description attribute) and the Chinese signal name. */
  description: string;
  nameZh: string;
  /** Present on analog items (AnalogItemType with EURange and EngineeringUnits). */
  analog?: { unit: StationUnit; low: number; high: number };
}

/** A value the plant model produces (read-only). */
export interface OutputNode extends NodeBase {
  kind: 'output';
  read: (state: PlantState) => number | boolean;
}

/** A plant input an operator may write (read/write). */
export interface InputNode extends NodeBase {
  kind: 'input';
  input: keyof PlantInputs;
}

export type StationNode = OutputNode | InputNode;

export const STATION_NODES: readonly StationNode[] = [
  {
    kind: 'output',
    path: 'Tank1.Level',
    nameZh: '1号罐液位',
    dataType: 'Double',
    description: 'Raw water tank level',
    analog: { unit: 'metre', low: 0, high: 5 },
    read: (s) => s.tank1Level,
  },
  {
    kind: 'output',
    path: 'Tank2.Level',
    nameZh: '2号罐液位',
    dataType: 'Double',
    description: 'Clear water tank level',
    analog: { unit: 'metre', low: 0, high: 5 },
    read: (s) => s.tank2Level,
  },
  {
    kind: 'input',
    path: 'Tank2.LevelSetpoint',
    nameZh: '2号罐液位设定',
    dataType: 'Double',
    description: 'Clear water tank level setpoint (auto mode)',
    analog: { unit: 'metre', low: 0, high: 5 },
    input: 'tank2Setpoint',
  },
  {
    kind: 'output',
    path: 'Pump1.Running',
    nameZh: '1号泵运行',
    dataType: 'Boolean',
    description: 'Pump 1 run feedback',
    read: (s) => s.pump1Running,
  },
  {
    kind: 'output',
    path: 'Pump1.Flow',
    nameZh: '1号泵流量',
    dataType: 'Float',
    description: 'Pump 1 flow',
    analog: { unit: 'cubic_metre_per_hour', low: 0, high: 50 },
    read: (s) => s.pump1Flow,
  },
  {
    kind: 'input',
    path: 'Pump1.Speed',
    nameZh: '1号泵转速给定',
    dataType: 'Int16',
    description: 'Pump 1 speed reference',
    analog: { unit: 'percent', low: 0, high: 100 },
    input: 'pump1Speed',
  },
  {
    kind: 'input',
    path: 'Pump1.Command',
    nameZh: '1号泵启动命令',
    dataType: 'Boolean',
    description: 'Pump 1 start command (manual mode)',
    input: 'pump1Command',
  },
  {
    kind: 'output',
    path: 'Pump1.RunSeconds',
    nameZh: '1号泵运行时间',
    dataType: 'UInt32',
    description: 'Pump 1 running time',
    analog: { unit: 'second', low: 0, high: 4_294_967_295 },
    read: (s) => Math.floor(s.pump1RunSeconds),
  },
  {
    kind: 'output',
    path: 'Pump2.Running',
    nameZh: '2号泵运行',
    dataType: 'Boolean',
    description: 'Pump 2 run feedback',
    read: (s) => s.pump2Running,
  },
  {
    kind: 'input',
    path: 'Pump2.Command',
    nameZh: '2号泵启动命令',
    dataType: 'Boolean',
    description: 'Pump 2 start command',
    input: 'pump2Command',
  },
  {
    kind: 'output',
    path: 'DischargePressure',
    nameZh: '出口压力',
    dataType: 'Double',
    description: 'Pump discharge pressure',
    analog: { unit: 'bar', low: 0, high: 10 },
    read: (s) => s.dischargePressure,
  },
  {
    kind: 'output',
    path: 'OutletFlow',
    nameZh: '出水流量',
    dataType: 'Double',
    description: 'Flow to consumers',
    analog: { unit: 'cubic_metre_per_hour', low: 0, high: 50 },
    read: (s) => s.outletFlow,
  },
  {
    kind: 'output',
    path: 'OutletTotal',
    nameZh: '累计出水量',
    dataType: 'Double',
    description: 'Volume delivered to consumers',
    analog: { unit: 'cubic_metre', low: 0, high: 1e9 },
    read: (s) => s.outletTotal,
  },
  {
    kind: 'input',
    path: 'AutoMode',
    nameZh: '自动模式',
    dataType: 'Boolean',
    description: 'Pump 1 follows the tank 2 setpoint',
    input: 'autoMode',
  },
  {
    kind: 'output',
    path: 'MotorTemperature',
    nameZh: '电机温度',
    dataType: 'Double',
    description: 'Pump 1 motor winding temperature',
    analog: { unit: 'degree_celsius', low: -20, high: 150 },
    read: (s) => s.motorTemperature,
  },
];

/** The NodeId (string form) of a station node, e.g. `ns=1;s=BoosterStation.Tank2.Level`. */
export function stationNodeId(path: string, namespaceIndex = 1): string {
  return `ns=${namespaceIndex};s=${STATION_FOLDER}.${path}`;
}
