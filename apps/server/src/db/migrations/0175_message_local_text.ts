import { sql, type Kysely } from 'kysely';

/**
 * A message the server writes (an alarm, a gateway gone offline) keeps its title and note as
 * message keys with parameters (`LocalMessageText`), so each reader sees it in their language;
 * `title` and `note` keep the Chinese text the SPEC's fields carry. Announcements, written by
 * people in one language, have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message add column local jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message drop column local`.execute(db);
}
