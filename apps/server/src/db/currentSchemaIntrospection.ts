import {
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Dialect,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspector reads every schema of the database and calls
 * `has_schema_privilege` and `pg_get_serial_sequence` by schema name; when another connection
 * drops a schema during that read (test runs each work in a schema of their own and drop it when
 * done), the query fails with "schema … does not exist" for a schema that is not ours. The
 * migrator only needs to know which schemas and tables exist, so this introspector looks at the
 * current schema alone and by catalogue rows, never by name lookups.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{
      name: string | null;
    }>`select current_schema() as name`.execute(this.db);
    return rows.flatMap((row) => (row.name === null ? [] : [{ name: row.name }]));
  }

  /** Table and view names of the current schema; columns are not read (nothing here uses them). */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
      select c.relname as name, ns.nspname as schema, c.relkind = 'v' as "isView"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'p', 'v')
      order by c.relname`.execute(this.db);
    return rows.map((row) => ({ ...row, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** The dialect as it is, with introspection limited to the current schema. */
export function withCurrentSchemaIntrospection(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => new CurrentSchemaIntrospector(db),
  };
}
