import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { dropSchema, openDatabase } from '../src/db/database';
import { databaseUrl, postgresAnswers } from './postgres';

const schemaName = () => `t_${randomBytes(6).toString('hex')}`;
const created: string[] = [];

async function makeBusySchemas(count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const names = Array.from({ length: count }, schemaName);
  try {
    for (const name of names) {
      await client.query(`create schema ${name}`);
      for (let table = 0; table < 5; table++) {
        await client.query(`create table ${name}.t${table} (id serial primary key, label text)`);
      }
    }
  } finally {
    await client.end();
  }
  created.push(...names);
  return names;
}

afterAll(async () => {
  if (postgresAnswers) await Promise.all(created.map((name) => dropSchema(databaseUrl, name)));
});

/** Parallel test runs share one database, each in a schema it drops when done. */
describe.skipIf(!postgresAnswers)('migrating one schema while others are dropped', () => {
  it('never fails on a schema another run drops meanwhile', async () => {
    const doomed = await makeBusySchemas(40);
    const opening = Array.from({ length: 4 }, async () => {
      const schema = schemaName();
      created.push(schema);
      const database = await openDatabase({ databaseUrl, schema });
      await database.close();
    });
    const dropping = doomed.map((name) => dropSchema(databaseUrl, name));
    await expect(Promise.all([...opening, ...dropping])).resolves.toBeDefined();
  }, 120_000);

  it('sees only the tables of its own schema', async () => {
    const [other] = await makeBusySchemas(1);
    const schema = schemaName();
    created.push(schema);
    const database = await openDatabase({ databaseUrl, schema });
    try {
      const tables = await database.db.introspection.getTables();
      expect(tables.length).toBeGreaterThan(10);
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
      const schemas = await database.db.introspection.getSchemas();
      expect(schemas).toEqual([{ name: schema }]);
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_namespace where nspname = ${other}`.execute(database.db);
      expect(Number(rows[0]?.count)).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);
});
