// Bundles the server and the workspace packages it uses into dist/, so a start loads one
// JavaScript file instead of transforming ~200 TypeScript modules (a first start in CI spent
// 3–5 s of its 10–15 s there). Dependencies from npm stay external and load from node_modules.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const workspace = join(here, '..', '..');
const workspaceFolders = {
  '@lf/protocol': 'packages/protocol',
  '@lf/designer': 'packages/designer',
  '@lf/simulators': 'packages/simulators',
  '@lf/agent': 'packages/agent',
};

/** npm dependencies of the server and, transitively, of the workspace packages it bundles. */
async function externalDependencies() {
  const external = new Set();
  const seen = new Set();
  const visit = async (folder) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const local = workspaceFolders[name];
      if (local) await visit(join(workspace, local));
      else external.add(name);
    }
  };
  await visit(here);
  return [...external];
}

const outdir = join(here, 'dist');
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
await build({
  entryPoints: [join(here, 'src', 'server.ts')],
  outdir,
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  // Modules the server imports only when needed (the demo's OPC UA station, the agent's OPC UA
  // driver) go into chunks of their own with their npm imports: node-opcua, 3–5 s of CPU to
  // load, is loaded by a server whose demo or gateways use OPC UA, not by every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: await externalDependencies(),
  logLevel: 'warning',
});
// The embedded database's worker thread is loaded by path next to the bundle.
await copyFile(join(here, 'src', 'db', 'pgliteWorker.mjs'), join(outdir, 'pgliteWorker.mjs'));
