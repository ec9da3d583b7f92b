import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file starts its own server and database; two at a time suits a 2-core machine.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
