import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * The live data plane: gateways (MQTT identities), equipment and their signals, value history,
 * alarms, asynchronous commands, reports, follows and groups, single-use socket tokens, and the
 * minimal projects the monitoring calls are authorised by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status_at', 'timestamptz')
    .addColumn('last_seen', 'timestamptz')
    .addColumn('vpn', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('economize_open', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('economize_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('time')
        .check(sql`economize_mode in ('time', 'smart')`),
    )
    .addColumn('interval_s', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('agent_version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('eg', 'gm')`))
    .addColumn('display', 'text', (c) =>
      c
        .notNull()
        .defaultTo('list')
        .check(sql`display in ('list', 'designer')`),
    )
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gateway_id', 'text', (c) => c.references('gateway.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('equipment_org_idx').on('equipment').column('org_id').execute();
  await db.schema
    .createIndex('equipment_gateway_idx')
    .on('equipment')
    .column('gateway_id')
    .execute();

  await db.schema
    .createTable('signal')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'text', (c) =>
      c.notNull().check(sql`area in ('coil', 'discrete', 'holding', 'input')`),
    )
    .addColumn('address', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'text', (c) =>
      c
        .notNull()
        .check(sql`data_type in ('bool', 'int16', 'uint16', 'int32', 'uint32', 'float32')`),
    )
    .addColumn('word_order', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ABCD')
        .check(sql`word_order in ('ABCD', 'CDAB')`),
    )
    .addColumn('scale', 'double precision', (c) => c.notNull().defaultTo(1))
    .addColumn('offset', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('r')
        .check(sql`access in ('r', 'rw')`),
    )
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('alarm_rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('signal_equipment_idx')
    .on('signal')
    .columns(['equipment_id', 'seq'])
    .execute();

  // One row per (signal, time): a redelivered sample hits the key and is ignored.
  await db.schema
    .createTable('signal_value')
    .addColumn('signal_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('bad', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('signal_value_pk', ['signal_id', 'ts'])
    .execute();

  await db.schema
    .createTable('alarm')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('signal', 'gateway')`))
    .addColumn('equipment_id', 'text', (c) => c.references('equipment.id').onDelete('cascade'))
    .addColumn('signal_id', 'integer', (c) => c.references('signal.id').onDelete('cascade'))
    .addColumn('gateway_id', 'text', (c) => c.references('gateway.id').onDelete('cascade'))
    .addColumn('rule_key', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'double precision')
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('acknowledged', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // At most one open alarm per source and rule, whichever server instance raises it.
  await db.schema
    .createIndex('alarm_open_uq')
    .on('alarm')
    .column('rule_key')
    .unique()
    .where(sql.ref('end_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('alarm_equipment_idx')
    .on('alarm')
    .columns(['equipment_id', 'start_at'])
    .execute();

  await db.schema
    .createTable('command')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('gateway_id', 'text', (c) => c.notNull())
    .addColumn('signal_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('write', 'read')`))
    .addColumn('value', 'double precision')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'success', 'failure')`),
    )
    .addColumn('code', 'integer')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('command_pending_idx')
    .on('command')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('report')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('signal_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // Per-user marks on equipment: follow (monitor list), star and stick to top (device list).
  await db.schema
    .createTable('equipment_mark')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('followed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('starred', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('top', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('equipment_mark_pk', ['user_id', 'equipment_id'])
    .execute();

  await db.schema
    .createTable('equipment_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('equipment_group_member')
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('equipment_group.id').onDelete('cascade'),
    )
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('equipment_group_member_pk', ['group_id', 'equipment_id'])
    .execute();

  await db.schema
    .createTable('project')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('project_equipment')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('equipment_id', 'text', (c) =>
      c.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('project_equipment_pk', ['project_id', 'equipment_id'])
    .execute();

  await db.schema
    .createTable('live_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('message', 'equipment', 'project')`),
    )
    .addColumn('equipment_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'live_token',
    'project_equipment',
    'project',
    'equipment_group_member',
    'equipment_group',
    'equipment_mark',
    'report',
    'command',
    'alarm',
    'signal_value',
    'signal',
    'equipment',
    'gateway',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
