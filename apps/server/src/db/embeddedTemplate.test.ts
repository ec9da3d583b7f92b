import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { embeddedTemplateKey, ensureEmbeddedTemplate } from './embeddedTemplate';
import { migrations } from './migrations';

const scratch = mkdtempSync(join(tmpdir(), 'lf-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Making a template initialises a cluster and runs every migration: about 3 s of CPU when the
// machine is quiet, past the 30 s default when it is shared by many processes.
const makesTemplate = { timeout: 120_000 };

describe('the embedded database template', () => {
  it(
    'is named by the migrations and PGlite, made once, and holds every migration',
    makesTemplate,
    async () => {
      const path = await ensureEmbeddedTemplate(join(scratch, 'cache'));
      expect(path).toContain(embeddedTemplateKey());
      expect(await ensureEmbeddedTemplate(join(scratch, 'cache'))).toBe(path);

      const database = await openDatabase({ template: path });
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
        .execute(database.db)
        .then((result) => result.rows.map((row) => row.name));
      await database.close();
      expect(applied).toEqual(Object.keys(migrations).sort());
    },
  );

  it(
    'starts a new data folder from the template, and an existing one from its own data',
    makesTemplate,
    async () => {
      const template = await ensureEmbeddedTemplate(join(scratch, 'cache'));
      expect(existsSync(template)).toBe(true);
      const dataDir = join(scratch, 'data');
      const first = await openDatabase({ dataDir, template });
      await sql`create table kept (id int)`.execute(first.db);
      await first.close();
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      const again = await openDatabase({ dataDir, template });
      const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_name = 'kept'`
        .execute(again.db)
        .then((result) => result.rows);
      await again.close();
      expect(tables).toEqual([{ name: 'kept' }]);
    },
  );
});
