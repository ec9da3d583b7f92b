import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * The manage area: equipment location, image and driver; gateway firmware models; equipment
 * models (templates); enabled protocols; deleted equipment kept with its history until purged;
 * system announcements; the allowed embedded frames.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('equipment')
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('equipment_driver')
    .addColumn('equipment_id', 'text', (c) =>
      c.primaryKey().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('hardware_model')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('firmware_version', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('hardware_model_name_uq', ['org_id', 'name'])
    .execute();
  await db.schema
    .alterTable('gateway')
    .addColumn('hardware_id', 'text', (c) => c.references('hardware_model.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('equipment_model')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('template', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('equipment_model_name_uq', ['org_id', 'name'])
    .execute();

  await db.schema
    .createTable('protocol_setting')
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('protocol_setting_pk', ['org_id', 'protocol'])
    .execute();

  // A deleted equipment's definition (its signals keep their ids, so the history rows in
  // signal_value still name them) until an administrator purges it and its history.
  await db.schema
    .createTable('equipment_archive')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('signal_ids', 'jsonb', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('deleted_by', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`state in ('draft', 'published', 'withdrawn')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('frame_link')
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_link_pk', ['org_id', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'frame_link',
    'announcement',
    'equipment_archive',
    'protocol_setting',
    'equipment_model',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('gateway').dropColumn('hardware_id').execute();
  for (const table of ['hardware_model', 'equipment_driver']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('equipment').dropColumn('image').execute();
  await db.schema.alterTable('equipment').dropColumn('location').execute();
}
