import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every benchmark in `bench/suites/` (or those named on the command line) in its own
 * process, one after another, so that one suite's garbage never slows the next. Each suite
 * prints its figures as JSON lines on stdout.
 */
const here = dirname(fileURLToPath(import.meta.url));
const suitesDir = join(here, 'suites');
const wanted = process.argv.slice(2);
const suites = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const suite of suites) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(suitesDir, suite)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
