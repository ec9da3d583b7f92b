import fs from 'node:fs';
import path from 'node:path';
import type { AgentConfig } from '@lf/protocol';
import { agentConfig } from '@lf/protocol';

/**
 * Reads and validates an agent configuration file (JSON). Relative paths (buffer directory, CA
 * file) are taken relative to the file, so a configuration and its files can move together.
 */
export function loadAgentConfigFile(file: string): AgentConfig {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `无法读取配置 / cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const parsed = agentConfig.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new Error(`配置无效 / invalid configuration ${file}:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const relative = (target: string) => path.resolve(path.dirname(file), target);
  return {
    ...config,
    buffer: { ...config.buffer, dir: relative(config.buffer.dir) },
    ...(config.tls && {
      tls: { ...config.tls, ...(config.tls.caFile && { caFile: relative(config.tls.caFile) }) },
    }),
  };
}
