import { sql, type Kysely } from 'kysely';

/**
 * Whether writes to a signal ask before they are sent: true or false as its administrator set
 * it, null (every signal so far, and those added by import, agents or the demo) when left to
 * its data type (`defaultConfirmWrite`: bits ask, numbers do not), so the rule can be read in
 * one place rather than copied into rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table signal add column confirm_write boolean`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table signal drop column confirm_write`.execute(db);
}
