import { join } from 'node:path';
import { ensureEmbeddedTemplate } from '../apps/server/src/db/embeddedTemplate.ts';

/**
 * Vitest global set-up: makes the embedded database template once per migration set and names
 * it in LF_PGLITE_TEMPLATE, which the test workers inherit: the test harness opens its databases
 * from it, and the servers the browser specs spawn read it as their configuration.
 */
export async function setup(): Promise<void> {
  const cacheDir = join(import.meta.dirname, '../node_modules/.cache/lf-pglite');
  process.env.LF_PGLITE_TEMPLATE = await ensureEmbeddedTemplate(cacheDir);
}
