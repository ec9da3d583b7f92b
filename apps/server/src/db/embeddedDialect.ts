import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGliteThread } from './pgliteThread';

class EmbeddedConnection implements DatabaseConnection {
  constructor(private readonly thread: PGliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.thread.query(query.sql, query.parameters);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize)
      yield { rows: rows.slice(start, start + chunkSize) };
  }
}

/**
 * The embedded database has one session: a connection is lent to one user at a time (a
 * transaction holds it until it ends) and the others queue in order.
 */
class EmbeddedDriver implements Driver {
  private readonly connection: EmbeddedConnection;
  private lent = false;
  private readonly waiting: ((connection: EmbeddedConnection) => void)[] = [];

  constructor(private readonly thread: PGliteThread) {
    this.connection = new EmbeddedConnection(thread);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.lent) {
      this.lent = true;
      return Promise.resolve(this.connection);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next(this.connection);
    else this.lent = false;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/** Kysely over the embedded PGlite on its own thread; SQL is PostgreSQL's. */
export class EmbeddedDialect implements Dialect {
  constructor(private readonly thread: PGliteThread) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new EmbeddedDriver(this.thread);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
