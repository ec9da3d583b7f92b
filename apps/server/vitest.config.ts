import { defineProject } from 'vitest/config';

/** Shared with the root config, which runs this package's tests as two projects (SQL or not). */
export const serverTestOptions = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    ...serverTestOptions,
  },
});
