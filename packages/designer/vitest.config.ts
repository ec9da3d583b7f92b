import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Pure functions over plain data: the files can share one module graph per worker instead
    // of each loading the widget registry and its zod schemas again (most of their time).
    isolate: false,
  },
});
