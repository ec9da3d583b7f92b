export type { AgentHandle, AgentOptions, AgentStats } from './agent/agent';
export { AGENT_VERSION, startAgent } from './agent/agent';
export { loadAgentConfigFile } from './agent/configFile';
export type { Logger } from './agent/logger';
export { jsonLogger, memoryLogger } from './agent/logger';
