import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadAgentConfigFile, startAgent } from '@lf/agent';

const { values } = parseArgs({
  options: { config: { type: 'string', short: 'c' }, help: { type: 'boolean', default: false } },
});

if (values.help || !values.config) {
  console.log(`Gateway agent: Modbus TCP devices to MQTT, with store-and-forward.
网关代理：采集 Modbus TCP 设备并通过 MQTT 上报，断网时本地缓存。
usage: npm run gateway -- --config agent.json
example configuration: apps/gateway/examples/agent.json`);
  process.exit(values.help ? 0 : 2);
}

try {
  // `npm run gateway -w …` runs in the workspace folder; a relative path means the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.config);
  const agent = await startAgent(loadAgentConfigFile(file));
  const shutdown = () => void agent.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
