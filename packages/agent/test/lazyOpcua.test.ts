import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/**
 * The node-opcua packages a fresh Node process has loaded after importing `modules` (node-opcua
 * is CommonJS: whatever loaded it, it is in the require cache).
 */
async function opcuaPackagesLoadedBy(modules: string[]): Promise<string[]> {
  const script = [
    "import { createRequire } from 'node:module';",
    ...modules.map((module) => `await import(${JSON.stringify(module)});`),
    'const loaded = Object.keys(createRequire(import.meta.url).cache)',
    '  .map((file) => /node_modules\\/(node-opcua[^/]*)\\//.exec(file)?.[1])',
    '  .filter(Boolean);',
    'console.log(JSON.stringify([...new Set(loaded)]));',
  ].join('\n');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: root },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

// node-opcua takes 3–5 s of CPU to load: every agent process, Modbus simulator and server start
// (the fault suite starts dozens) paid it without an OPC UA device in sight.
describe('node-opcua is loaded only where OPC UA is used', { timeout: 60_000 }, () => {
  it('importing the agent and the simulators loads none of it', async () => {
    expect(await opcuaPackagesLoadedBy(['@lf/agent', '@lf/simulators'])).toEqual([]);
  });

  it('the probe sees a node-opcua package that is imported', async () => {
    expect(await opcuaPackagesLoadedBy(['node-opcua-status-code'])).toContain(
      'node-opcua-status-code',
    );
  });
});
