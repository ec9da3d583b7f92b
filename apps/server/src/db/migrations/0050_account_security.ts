import { sql, type Kysely } from 'kysely';

/**
 * Account security (migration range 0050–0059): when the password last changed, the user's
 * avatar and encrypted video cloud key, hashed security questions, and the verification flows'
 * tickets and codes (only hashes are stored; rows expire within minutes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_key_enc', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // One account per bound phone or e-mail ("phone bound to another account"), race-free.
  await sql`create unique index app_user_tel_unique on app_user (tel) where tel <> ''`.execute(db);
  await sql`create unique index app_user_email_unique on app_user (lower(email)) where email <> ''`.execute(
    db,
  );

  await db.schema
    .createTable('security_question')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('security_question_pk', ['user_id', 'seq'])
    .execute();

  await db.schema
    .createTable('verify_ticket')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('findpwd', 'setup')`))
    // Null when a recovery names no account: the flow runs on, and no channel is offered.
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('identify', 'verified')`))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('verify_code')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ticket_hash', 'text', (c) =>
      c.notNull().references('verify_ticket.id_hash').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('tel', 'email')`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verify_code_address')
    .on('verify_code')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verify_code_user')
    .on('verify_code')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verify_code_ticket')
    .on('verify_code')
    .columns(['ticket_hash', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verify_code').execute();
  await db.schema.dropTable('verify_ticket').execute();
  await db.schema.dropTable('security_question').execute();
  await db.schema.dropIndex('app_user_email_unique').execute();
  await db.schema.dropIndex('app_user_tel_unique').execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('password_changed_at')
    .dropColumn('avatar')
    .dropColumn('video_key_enc')
    .execute();
}
