import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { withCurrentSchemaIntrospection } from './currentSchemaIntrospection';
import { EmbeddedDialect } from './embeddedDialect';
import { migrations } from './migrations';
import { PGliteThread } from './pgliteThread';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The pool behind each database opened on PostgreSQL, for what Kysely cannot say (COPY). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pg pool of a database opened on PostgreSQL by `openDatabase`; undefined on PGlite. */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; when absent PGlite keeps the data in memory. */
  dataDir?: string | undefined;
  /** Schema to work in on PostgreSQL (tests use one per run so they never collide). */
  schema?: string | undefined;
  /** A new embedded database starts from this dump (`embeddedTemplate.ts`) when given. */
  template?: string | undefined;
  /** Migrate only through this migration (a test of a later one seeds what it will find). */
  upTo?: string | undefined;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let dialect: Dialect;
  let kind: OpenDatabase['kind'];
  let pool: pg.Pool | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    if (options.schema) await createSchema(options.databaseUrl, options.schema);
    pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection ended by PostgreSQL (a restart, pg_terminate_backend) is reported as an
    // `error` event on the pool when idle, on the client while checked out; unhandled, either
    // ends the process. The pool drops such a connection and opens a new one when next asked;
    // a statement that was running fails and is retried by its caller.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    dialect = new PostgresDialect({ pool });
  } else {
    kind = 'pglite';
    let dataDir: string | undefined;
    if (options.dataDir) {
      dataDir = join(options.dataDir, 'pglite');
      mkdirSync(dataDir, { recursive: true });
    }
    dialect = new EmbeddedDialect(await PGliteThread.start(dataDir, options.template));
  }
  const db = new Kysely<Database>({ dialect: withCurrentSchemaIntrospection(dialect) });
  if (pool) pools.set(db, pool);
  await migrateToLatest(db, options.schema, options.upTo);
  return { db, kind, close: () => db.destroy() };
}

async function createSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

export async function migrateToLatest(
  db: Kysely<Database>,
  schema: string | undefined,
  upTo?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks its bookkeeping tables up across all schemas; name ours so that
    // several schemas in one database (parallel test runs) never see each other's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
