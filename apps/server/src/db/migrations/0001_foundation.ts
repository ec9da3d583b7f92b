import { sql, type Kysely } from 'kysely';

/** Accounts, sessions, login protection, theme, user configuration, feedback, messages, audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('org')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id'))
    .addColumn('loginname', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_type', 'text', (c) => c.notNull().check(sql`role_type in ('admin', 'user')`))
    .addColumn('tel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prompt_types', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'["sound","title","alter"]'::jsonb`),
    )
    .addColumn('scada_adaption', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('loginname', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failure_name_idx')
    .on('login_failure')
    .columns(['loginname', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('login_failure_address_idx')
    .on('login_failure')
    .columns(['address', 'failed_at'])
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('theme')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('org.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('favicon_ico', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_config')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_config_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('alarm', 'expire', 'notice')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('equip_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('message_user_unread_idx')
    .on('message')
    .columns(['user_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('operation_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'operation_log',
    'message',
    'feedback',
    'user_config',
    'theme',
    'captcha',
    'login_failure',
    'session',
    'app_user',
    'org',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
