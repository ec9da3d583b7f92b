import { sql, type Kysely } from 'kysely';

/**
 * Device sharing. `equipment_share`: one row per shared equipment, kept by the owner's
 * organisation (password hashed with argon2id, link token, authority, expiry). A new password or
 * sharing turned off gives a new token and deletes the grants. `equipment_share_grant`: one row
 * per receiving user (of any organisation), read by the access layer together with the share
 * row, so a narrower authority or an expiry applies to every grant at once.
 * `equipment_share_attempt`: share passwords tried, counted like login failures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('equipment_share')
    .addColumn('equipment_id', 'text', (c) =>
      c.primaryKey().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('authority', 'text', (c) => c.notNull().defaultTo('view'))
    .addColumn('with_history', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('with_alarms', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('equipment_share_authority', sql`authority in ('view', 'write')`)
    .execute();
  await db.schema
    .createTable('equipment_share_grant')
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment_share.equipment_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('equipment_share_grant_pk', ['equipment_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('equipment_share_grant_user')
    .on('equipment_share_grant')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('equipment_share_attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('equipment_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tried_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('equipment_share_attempt_user')
    .on('equipment_share_attempt')
    .columns(['user_id', 'equipment_id', 'tried_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('equipment_share_attempt').execute();
  await db.schema.dropTable('equipment_share_grant').execute();
  await db.schema.dropTable('equipment_share').execute();
}
