import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { serverTestOptions } from './apps/server/vitest.config.ts';
import { logicTestsWithDom, webPlugins, webTestOptions } from './apps/web/vitest.config.ts';
import { splitBySql } from './scripts/sqlTestFiles.ts';

const serverDir = join(import.meta.dirname, 'apps/server');
const server = splitBySql(serverDir, 'src/db/database.ts');
const webDir = join(import.meta.dirname, 'apps/web');
const embeddedTemplateSetup = join(import.meta.dirname, 'scripts/embeddedTemplateSetup.ts');

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      {
        plugins: webPlugins,
        test: {
          name: '@lf/web',
          root: webDir,
          include: ['src/**/*.test.tsx', ...logicTestsWithDom],
          ...webTestOptions,
        },
      },
      {
        plugins: webPlugins,
        test: {
          name: '@lf/web:logic',
          root: webDir,
          include: ['src/**/*.test.ts'],
          exclude: logicTestsWithDom,
          environment: 'node',
          isolate: false,
          testTimeout: webTestOptions.testTimeout,
        },
      },
      'apps/gateway',
      // The server's tests that open a database form a project of their own: the gate runs it
      // on PGlite and again on PostgreSQL (`--project @lf/server:sql`), the rest once.
      {
        test: {
          name: '@lf/server',
          root: serverDir,
          include: server.pure,
          // Units over plain data: one module graph per worker, not one per file.
          isolate: false,
          ...serverTestOptions,
        },
      },
      {
        test: {
          name: '@lf/server:sql',
          root: serverDir,
          include: server.sql,
          // Each file opens its own server and database through the harness, so no file's state
          // lives in a module: one module graph per worker spares every file loading the whole
          // app (PGlite pass 518 → 348 s, docs/testing.md).
          isolate: false,
          globalSetup: [embeddedTemplateSetup],
          ...serverTestOptions,
        },
      },
    ],
    // Integration files each start a server and a database: two at a time suits 2 cores.
    maxWorkers: 2,
    // A render React's scheduler queued in a component test can run after the file's jsdom window
    // is torn down, on a loaded machine later than setup.ts waits; it then throws "window is not
    // defined" from react-dom with no test running. That is the harness's teardown, not a fault of
    // the code under test, so it does not fail the run; any other unhandled error does.
    onUnhandledError(error) {
      const teardownRender =
        error.message === 'window is not defined' && String(error.stack).includes('react-dom');
      if (teardownRender) return false;
    },
    reporters: ['default', './scripts/slowestFiles.ts'],
  },
});
