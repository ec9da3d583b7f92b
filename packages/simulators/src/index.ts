export type { PlantInputs, PlantState } from './modbus/plantModel';
export type { PlantSignalDefinition } from './modbus/registerMap';
export { PLANT_REGISTER_MAP, plantDeviceConfig, plantSignals } from './modbus/registerMap';
export { decodeRaw, encodeRaw } from './modbus/registerWords';
export { exceptionFrame } from './modbus/requestGuard';
export type { Tables, TableServer } from './modbus/registerTables';
export {
  createTables,
  listenAsDevice,
  readEngineering,
  writeEngineering,
} from './modbus/registerTables';
export { crcMatches, rtuFrame } from './modbus/rtuFrames';
export { serveRtuOverTcp } from './modbus/rtuOverTcp';
export type { SimulatorHandle, SimulatorOptions } from './modbus/simulator';
export { startSimulator } from './modbus/simulator';
export type { TankerState } from './modbus/tankerRoute';
export { tankerStateAt, TANKER_LOOP_MS, TANKER_ROUTE } from './modbus/tankerRoute';
export type { TankerSimulatorHandle } from './modbus/tankerSimulator';
export {
  startTankerSimulator,
  TANKER_REGISTER_MAP,
  tankerDeviceConfig,
} from './modbus/tankerSimulator';
export type {
  ReceivedCommand,
  SparkplugEdgeNode,
  SparkplugEdgeNodeOptions,
  SparkplugMetricDefinition,
} from './sparkplug/edgeNode';
export { encodeSparkplug, startSparkplugEdgeNode } from './sparkplug/edgeNode';
export type { StationNode } from './opcua/stationNodes';
export {
  STATION_FOLDER,
  STATION_NODES,
  STATION_RESOURCE_PATH,
  stationNodeId,
} from './opcua/stationNodes';
export type { OpcuaSimulatorHandle, OpcuaSimulatorOptions } from './opcua/stationServer';
export { startOpcuaSimulator } from './opcua/station';
export type { FakeS7Plc, FakeS7PlcOptions } from './s7/fakeS7Plc';
export { startFakeS7Plc } from './s7/fakeS7Plc';
export type { S7Memory, S7PlantPoint } from './s7/plantBlock';
export { createPlantMemory, getS7Value, S7_PLANT_POINTS, setS7Value } from './s7/plantBlock';
