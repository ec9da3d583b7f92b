// Builds the web app and the server bundle only when their sources changed since the last build,
// so a second `npm start` (and the browser tests' second pass) starts at once instead of
// rebuilding for half a minute. What a build read is fingerprinted by content, not by mtime:
// a checkout or a copy touches every file's time without changing it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'artifacts', '.vite']);

const targets = {
  web: {
    workspace: '@lf/web',
    inputs: ['apps/web', 'packages/protocol', 'packages/designer', 'package-lock.json'],
    stamp: 'apps/web/dist/.source-hash',
  },
  server: {
    workspace: '@lf/server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/agent',
      'packages/protocol',
      'packages/designer',
      'packages/simulators',
      'package-lock.json',
    ],
    stamp: 'apps/server/dist/.source-hash',
  },
};

function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').some((part) => SKIPPED_FOLDERS.has(part)));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap(filesUnder).sort();
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(targets);
for (const name of wanted) {
  const target = targets[name];
  if (!target) throw new Error(`unknown build target: ${name}`);
  const stampPath = join(root, target.stamp);
  const current = fingerprint(target.inputs);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === current) {
    console.log(`${target.workspace}: sources unchanged since the last build, not rebuilt`);
    continue;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampPath, current);
}
