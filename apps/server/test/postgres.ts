import pg from 'pg';

/**
 * The PostgreSQL the tests that need real concurrent connections or several schemas use: the
 * suite's DATABASE_URL, or the machine's test database when none is set.
 */
export const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether that PostgreSQL takes a connection; the tests that need it skip when it does not. */
export const postgresAnswers = await (async () => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();
