import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure models and frame checks: the files can share one module graph per worker.
  test: { include: ['src/**/*.test.ts'], isolate: false },
});
