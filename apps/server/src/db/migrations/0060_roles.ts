import { sql, type Kysely } from 'kysely';

/**
 * Roles and data ranges. A role is a set of permission codes; the four built-in roles are one row
 * each for every organisation (`org_id` null, their codes come from the protocol's catalogue), custom
 * roles belong to one organisation and store their codes. A user holds one role, may be disabled
 * (every session ends), may have to change the password at the next login, and sees either all
 * equipment of the organisation or only what is listed: equipment and projects (a project brings
 * the equipment bound to it). Deleting a user keeps the row (tombstoned login name) so the
 * operation log stays readable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('role')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('auths', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('role_org_idx').on('role').column('org_id').execute();
  await sql`create unique index role_org_name_key on role (org_id, name) where org_id is not null`.execute(
    db,
  );
  await sql`insert into role (id, name) values
    ('administrator', 'administrator'), ('engineer', 'engineer'),
    ('operator', 'operator'), ('viewer', 'viewer')`.execute(db);

  await db.schema
    .alterTable('app_user')
    .addColumn('role_id', 'text', (c) => c.references('role.id'))
    .execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('data_range', 'text', (c) =>
      c
        .notNull()
        .defaultTo('all')
        .check(sql`data_range in ('all', 'listed')`),
    )
    .execute();
  await db.schema.alterTable('app_user').addColumn('disabled_at', 'timestamptz').execute();
  await db.schema.alterTable('app_user').addColumn('deleted_at', 'timestamptz').execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update app_user set role_id = case when role_type = 'admin' then 'administrator' else 'operator' end`.execute(
    db,
  );
  await db.schema.createIndex('app_user_org_idx').on('app_user').column('org_id').execute();

  await db.schema
    .createTable('user_range_equipment')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_range_equipment_pk', ['user_id', 'equipment_id'])
    .execute();
  await db.schema
    .createTable('user_range_project')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_range_project_pk', ['user_id', 'project_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_range_project').execute();
  await db.schema.dropTable('user_range_equipment').execute();
  await db.schema.dropIndex('app_user_org_idx').execute();
  for (const column of [
    'must_change_password',
    'deleted_at',
    'disabled_at',
    'data_range',
    'role_id',
  ]) {
    await db.schema.alterTable('app_user').dropColumn(column).execute();
  }
  await db.schema.dropTable('role').execute();
}
