import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // vitest's own default gives expect.poll one second, which a loaded CI machine can spend
    // on one server round trip and a repaint; a browser spec waits as long as a person would.
    expect: { poll: { timeout: 15_000 } },
    // Two specs at a time: each has its own server, ports, data folder and browser, and spends
    // much of its time waiting on the other processes (browser, agent, broker outages), so a
    // second spec fills the idle core. Nothing in them is a timing threshold.
    maxWorkers: 2,
    globalSetup: [join(import.meta.dirname, '../scripts/embeddedTemplateSetup.ts')],
    reporters: ['default', join(import.meta.dirname, '../scripts/slowestFiles.ts')],
  },
});
