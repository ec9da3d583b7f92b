import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    globalSetup: [join(import.meta.dirname, '../scripts/embeddedTemplateSetup.ts')],
    reporters: ['default', join(import.meta.dirname, '../scripts/slowestFiles.ts')],
  },
});
