import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Projects (operation centres) grow their own fields and pages; equipment gets configuration
 * pages whose widgets are rows. A project page's layout lives in a versioned file on the file
 * host (`json_url`); the row keeps the page settings, the password hash and the version count.
 * Page-password grants remember, per session, which protected pages it may view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('project')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('home_page_id', 'text')
    .execute();
  await db.schema.createIndex('project_org_idx').on('project').column('org_id').execute();

  await db.schema
    .createTable('project_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull().defaultTo(1024))
    .addColumn('height', 'double precision', (c) => c.notNull().defaultTo(768))
    .addColumn('fit', 'text', (c) => c.notNull().defaultTo('container'))
    .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('bg_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_bg_image', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('grid', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('password_hash', 'text')
    .addColumn('json_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('widget_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('project_page_project_idx')
    .on('project_page')
    .columns(['project_id', 'seq'])
    .execute();
  await db.schema
    .alterTable('project')
    .addForeignKeyConstraint('project_home_page_fk', ['home_page_id'], 'project_page', ['id'])
    .onDelete('set null')
    .execute();

  // A session that gave a page's password; a new password (new hash) ends every grant.
  await db.schema
    .createTable('page_grant')
    .addColumn('session_hash', 'text', (c) =>
      c.notNull().references('session.id_hash').onDelete('cascade'),
    )
    .addColumn('page_id', 'text', (c) =>
      c.notNull().references('project_page.id').onDelete('cascade'),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('page_grant_pk', ['session_hash', 'page_id'])
    .execute();
  await db.schema
    .createTable('page_password_failure')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('session_hash', 'text', (c) =>
      c.notNull().references('session.id_hash').onDelete('cascade'),
    )
    .addColumn('page_id', 'text', (c) =>
      c.notNull().references('project_page.id').onDelete('cascade'),
    )
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('page_password_failure_idx')
    .on('page_password_failure')
    .columns(['session_hash', 'page_id', 'failed_at'])
    .execute();

  await db.schema
    .createTable('configuration_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull().defaultTo(1024))
    .addColumn('height', 'double precision', (c) => c.notNull().defaultTo(768))
    .addColumn('fit', 'text', (c) => c.notNull().defaultTo('container'))
    .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('bg_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_bg_image', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('grid', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('home', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('widget_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Layout schema version of the stored widgets, so later releases migrate them on read.
    .addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('configuration_page_equipment_idx')
    .on('configuration_page')
    .columns(['equipment_id', 'created_at'])
    .execute();
  // At most one home page per equipment.
  await db.schema
    .createIndex('configuration_page_home_uq')
    .on('configuration_page')
    .column('equipment_id')
    .unique()
    .where(sql.ref('home'), '=', true)
    .execute();

  await db.schema
    .createTable('configuration_widget')
    .addColumn('page_id', 'text', (c) =>
      c.notNull().references('configuration_page.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('widget_id', 'text', (c) => c.notNull())
    .addColumn('widget_type', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('configuration_widget_pk', ['page_id', 'seq'])
    .addUniqueConstraint('configuration_widget_id_uq', ['page_id', 'widget_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'configuration_widget',
    'configuration_page',
    'page_password_failure',
    'page_grant',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('project').dropConstraint('project_home_page_fk').execute();
  await db.schema.dropTable('project_page').execute();
  await db.schema.dropIndex('project_org_idx').execute();
  await db.schema
    .alterTable('project')
    .dropColumn('description')
    .dropColumn('thumbnail')
    .dropColumn('updated_at')
    .dropColumn('home_page_id')
    .execute();
}
