import type { Kysely } from 'kysely';

/**
 * Permissions taken away from one user on top of their role's set (SPEC §6: "a check tests
 * whether a given authorisation code is in the current user's list of auths"). A row here
 * removes `auth` from that user's list, e.g. the alarm-record permission of one operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_auth_revoked')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('auth', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_auth_revoked_pk', ['user_id', 'auth'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_auth_revoked').execute();
}
