import { defineProject } from 'vitest/config';

export default defineProject({
  // Schemas and pure functions: the files can share one module graph per worker.
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], isolate: false },
});
