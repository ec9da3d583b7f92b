import { sql, type Kysely } from 'kysely';

/**
 * Custom symbols (issue 25): an organisation's own SVG drawings. `svg` is the sanitised text
 * (the server never stores what it did not clean); `design` holds the named parts, the states
 * and their part bindings; `elements` the drawing's element ids the parts are picked from.
 * One name per organisation: the unique key decides between parallel creates of one name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_symbol (
      id text primary key,
      org_id text not null references org (id) on delete cascade,
      name text not null,
      svg text not null,
      view_width double precision not null,
      view_height double precision not null,
      elements jsonb not null,
      design jsonb not null,
      created_by text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint custom_symbol_name_key unique (org_id, name)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_symbol').execute();
}
