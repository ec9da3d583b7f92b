import { sql, type Kysely } from 'kysely';

/**
 * Users and roles management. Login names are unique case-insensitively across the installation
 * (the login form names no organisation); a deleted user keeps the row with the login name
 * renamed to a tombstone and the old name in `former_loginname`, so the name is free again and the
 * operation log still reads. `user_invitation` holds single-use, expiring set-password links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('former_loginname', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create unique index app_user_loginname_lower_key on app_user (lower(loginname))`.execute(
    db,
  );
  await db.schema
    .createTable('user_invitation')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('user_invitation_user_idx')
    .on('user_invitation')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_invitation').execute();
  await sql`drop index app_user_loginname_lower_key`.execute(db);
  await db.schema.alterTable('app_user').dropColumn('former_loginname').execute();
}
