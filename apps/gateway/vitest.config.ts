import { defineProject } from 'vitest/config';

export default defineProject({
  // The command-line test starts a broker, a simulator and the agent as child processes.
  test: { include: ['test/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 20_000 },
});
