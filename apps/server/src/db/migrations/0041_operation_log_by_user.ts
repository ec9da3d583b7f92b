import type { Kysely } from 'kysely';

/** A user's own operations, newest first (`user/log/query`), read by index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('operation_log_user_id')
    .on('operation_log')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('operation_log_user_id').execute();
}
