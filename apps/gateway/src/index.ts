export type { AgentHandle, AgentOptions, AgentStats } from './agent/agent';
export { AGENT_VERSION, startAgent } from './agent/agent';
export { loadAgentConfigFile } from './agent/configFile';
export type { Logger } from './agent/logger';
export { jsonLogger, memoryLogger } from './agent/logger';
export type { SimulatorHandle, SimulatorOptions } from './simulator/simulator';
export { startSimulator } from './simulator/simulator';
export type { PlantSignalDefinition } from './simulator/registerMap';
export { PLANT_REGISTER_MAP, plantDeviceConfig, plantSignals } from './simulator/registerMap';
export type { PlantInputs, PlantState } from './simulator/plantModel';
export type { TankerSimulatorHandle } from './simulator/tankerSimulator';
export {
  startTankerSimulator,
  TANKER_REGISTER_MAP,
  tankerDeviceConfig,
} from './simulator/tankerSimulator';
export type { TankerState } from './simulator/tankerRoute';
export { tankerStateAt, TANKER_LOOP_MS, TANKER_ROUTE } from './simulator/tankerRoute';
