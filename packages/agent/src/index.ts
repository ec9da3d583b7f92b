export type { AgentHandle, AgentOptions, AgentStats } from './agent';
export { AGENT_VERSION, startAgent } from './agent';
export { loadAgentConfigFile } from './configFile';
export type { Logger } from './logger';
export { jsonLogger, memoryLogger } from './logger';
