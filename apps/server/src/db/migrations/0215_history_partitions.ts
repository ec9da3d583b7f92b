import { sql, type Kysely } from 'kysely';

/**
 * The tables retention empties by time become range-partitioned by that time, one partition a
 * UTC day (`<table>_pYYYYMMDD`), plus a DEFAULT partition (`<table>_default`) so that no row is
 * ever refused: retention then drops a whole day instead of deleting its rows one by one
 * (`history/partitionUpkeep.ts`). Rows already stored stay where they are: the old table is
 * renamed `<table>_until_YYYYMMDD` and attached as one partition covering everything before
 * tomorrow (one read to check the bound, no copy); only rows dated after that move, into the
 * new days or the default. An empty old table is simply dropped. The primary keys already
 * lead with the key and end with the time, so they stay as they are (a unique key of a
 * partitioned table must hold the partition column) and every writer's ON CONFLICT still finds
 * them. Self-contained on purpose: a released migration never changes with the code.
 */
const TABLES = [
  {
    table: 'signal_value',
    column: 'ts',
    key: 'primary key (signal_id, ts)',
    references: '',
  },
  {
    table: 'signal_value_minute',
    column: 'minute',
    key: 'primary key (signal_id, minute)',
    references: '',
  },
  {
    table: 'presence_sample',
    column: 'at',
    key: 'primary key (org_id, at)',
    references: 'foreign key (org_id) references org (id) on delete cascade',
  },
  {
    table: 'gateway_presence_sample',
    column: 'at',
    key: 'primary key (gateway_id, at) include (online)',
    references: 'foreign key (gateway_id) references gateway (id) on delete cascade',
  },
] as const;

const DAY_MS = 86_400_000;
/** Days created ahead here; the upkeep job keeps the same window from then on. */
const DAYS_AHEAD = 7;

const dayTag = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
const literal = (ms: number) => sql.lit(new Date(ms).toISOString());

export async function up(db: Kysely<unknown>): Promise<void> {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const tomorrow = today + DAY_MS;
  for (const { table, column, key, references } of TABLES) {
    const old = `${table}_until_${dayTag(tomorrow)}`;
    await sql`alter table ${sql.table(table)} rename to ${sql.table(old)}`.execute(db);
    await sql`alter table ${sql.table(old)} rename constraint ${sql.ref(`${table}_pk`)}
      to ${sql.ref(`${old}_pk`)}`.execute(db);
    await sql`create table ${sql.table(table)}
      (like ${sql.table(old)} including defaults including constraints)
      partition by range (${sql.ref(column)})`.execute(db);
    await sql`alter table ${sql.table(table)}
      add constraint ${sql.ref(`${table}_pk`)} ${sql.raw(key)}`.execute(db);
    if (references) {
      await sql`alter table ${sql.table(table)} add ${sql.raw(references)}`.execute(db);
    }
    await sql`create table ${sql.table(`${table}_default`)}
      partition of ${sql.table(table)} default`.execute(db);

    const { rows } = await sql<{ first: Date | string | null }>`
      select min(${sql.ref(column)}) as first from ${sql.table(old)}
      where ${sql.ref(column)} < ${literal(tomorrow)}`.execute(db);
    const first = rows[0]?.first ?? null;
    const firstDay = first === null ? today : tomorrow;
    for (let day = firstDay; day <= today + DAYS_AHEAD * DAY_MS; day += DAY_MS) {
      await sql`create table ${sql.table(`${table}_p${dayTag(day)}`)}
        partition of ${sql.table(table)}
        for values from (${literal(day)}) to (${literal(day + DAY_MS)})`.execute(db);
    }
    // Rows dated tomorrow or later leave the old table for the days (or the default).
    await sql`insert into ${sql.table(table)}
      select * from ${sql.table(old)} where ${sql.ref(column)} >= ${literal(tomorrow)}`.execute(db);
    if (first === null) {
      await sql`drop table ${sql.table(old)}`.execute(db);
      continue;
    }
    await sql`delete from ${sql.table(old)}
      where ${sql.ref(column)} >= ${literal(tomorrow)}`.execute(db);
    const from = Math.floor(new Date(first).getTime() / DAY_MS) * DAY_MS;
    await sql`alter table ${sql.table(table)} attach partition ${sql.table(old)}
      for values from (${literal(from)}) to (${literal(tomorrow)})`.execute(db);
  }
}

/** Back to plain tables: every partition's rows copied into one table of the old shape. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, key, references } of TABLES) {
    const flat = `${table}_flat`;
    await sql`create table ${sql.table(flat)}
      (like ${sql.table(table)} including defaults including constraints)`.execute(db);
    await sql`insert into ${sql.table(flat)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(flat)} rename to ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)}
      add constraint ${sql.ref(`${table}_pk`)} ${sql.raw(key)}`.execute(db);
    if (references) {
      await sql`alter table ${sql.table(table)} add ${sql.raw(references)}`.execute(db);
    }
  }
}
