import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests start brokers, devices and child processes; on a loaded 2-core machine
    // that can take seconds, while each test still bounds its own waits.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
