import { sql, type Kysely } from 'kysely';

/**
 * Page templates per equipment model: a page of an equipment model whose widgets bind signal
 * names. `layout` is the designer's stored layout (`{schemaVersion, con, widgets}`, names not
 * ids); each equipment of the model reads it with the names resolved to its own signals, so
 * nothing is copied per equipment. Deleting the model deletes its pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('model_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('model_id', 'text', (c) =>
      c.notNull().references('equipment_model.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('layout', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('widget_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signal_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('model_page_model_idx')
    .on('model_page')
    .columns(['model_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('model_page').execute();
}
