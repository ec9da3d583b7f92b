import { sql, type Kysely } from 'kysely';

/**
 * An alarm record keeps its text as a message key with parameters (`LocalText`), as messages
 * do (0175), so each reader sees it in their language; `text` keeps the Chinese text for the
 * SPEC's fields, the journal search and older readers. Null for a rule whose author gave its own
 * text, and for records written before this column (they are shown as `text`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alarm add column local jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alarm drop column local`.execute(db);
}
