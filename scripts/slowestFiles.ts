import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 15;

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

/**
 * Prints, after a run, the test files that cost the most wall time, with where it went:
 * `env` (setting up the environment, e.g. jsdom), `import` (loading the file and what it
 * imports, transform included), `setup` (setup files), `tests` (tests and hooks). The gate is as
 * slow as its slowest files: this keeps them in sight (docs/testing.md).
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      const parts = {
        env: d.environmentSetupDuration,
        import: d.collectDuration + d.prepareDuration,
        setup: d.setupDuration,
        tests: d.duration,
      };
      const total = parts.env + parts.import + parts.setup + parts.tests;
      return { file: relative(process.cwd(), module.moduleId), total, ...parts };
    });
    if (rows.length === 0) return;
    rows.sort((a, b) => b.total - a.total);
    const lines = rows
      .slice(0, SHOWN)
      .map(
        (row) =>
          `${seconds(row.total)} s  (env ${seconds(row.env)}, import ${seconds(row.import)}, ` +
          `setup ${seconds(row.setup)}, tests ${seconds(row.tests)})  ${row.file}`,
      );
    const sum = rows.reduce((all, row) => all + row.total, 0);
    process.stdout.write(
      `\nSlowest ${Math.min(SHOWN, rows.length)} of ${rows.length} test files ` +
        `(their times add up to ${seconds(sum).trim()} s over all workers):\n${lines.join('\n')}\n\n`,
    );
  }
}
