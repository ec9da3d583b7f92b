import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Integration files each start a server and a database: two at a time suits 2 cores.
    maxWorkers: 2,
  },
});
