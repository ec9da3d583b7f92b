import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Logic tests (`*.test.ts`) need no DOM, except these, which read `window` or `localStorage`
 * through what they import. The root config runs the rest in node: a jsdom window costs each
 * file seconds to set up.
 */
export const logicTestsWithDom = [
  'src/api/client.test.ts',
  'src/features/account/operationText.test.ts',
  'src/features/alarm/summaryKeys.test.ts',
  'src/i18n/locales.test.ts',
];

/** Shared with the root config (the plugin resolves from this package). */
export const webPlugins = [react()];

export const webTestOptions = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 20_000,
};

export default defineProject({
  plugins: webPlugins,
  test: { include: ['src/**/*.test.{ts,tsx}'], ...webTestOptions },
});
