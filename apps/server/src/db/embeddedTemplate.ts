import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import { withCurrentSchemaIntrospection } from './currentSchemaIntrospection';
import { migrateToLatest } from './database';
import { EmbeddedDialect } from './embeddedDialect';
import { PGliteThread } from './pgliteThread';
import type { Database } from './schema';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * What a template depends on: the migrations' sources and the PGlite release (its data folder
 * format). A change to either names a new template, so a stale one is never loaded.
 */
export function embeddedTemplateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort()) {
    hash.update(name).update(readFileSync(join(migrationsDir, name)));
  }
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a dump of an empty, migrated embedded database in `cacheDir`, made when missing.
 * Test runs start each of their servers from it (`LF_PGLITE_TEMPLATE`) rather than initialising
 * and migrating a cluster every time. Concurrent runs may both make it: each writes a file of
 * its own and renames it into place, so a reader never sees half of one.
 */
export async function ensureEmbeddedTemplate(cacheDir: string): Promise<string> {
  const path = join(cacheDir, `pglite-${embeddedTemplateKey()}.tar`);
  if (existsSync(path)) return path;
  const thread = await PGliteThread.start(undefined);
  const db = new Kysely<Database>({
    dialect: withCurrentSchemaIntrospection(new EmbeddedDialect(thread)),
  });
  try {
    await migrateToLatest(db, undefined);
    const dump = await thread.dump();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
  } finally {
    await db.destroy();
  }
  return path;
}
