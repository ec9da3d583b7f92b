import { sql, type Kysely } from 'kysely';

/**
 * Sparkplug B ingestion (issue 24). `sparkplug_node`: a gateway that is a Sparkplug edge node
 * (its id is the edge node id) and the group it belongs to. `sparkplug_equipment`: the
 * equipment a birth created for the node itself (device '') or one of its devices.
 * `sparkplug_metric`: the metric behind each signal that came from a birth, with its Sparkplug
 * type (kept for writes, the signal's data type being the nearest of the product's) and alias.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sparkplug_node (
      gateway_id text primary key references gateway (id) on delete cascade,
      group_id text not null
    )`.execute(db);
  await sql`
    create table sparkplug_equipment (
      equipment_id text primary key references equipment (id) on delete cascade,
      gateway_id text not null references gateway (id) on delete cascade,
      device_id text not null,
      constraint sparkplug_equipment_device_key unique (gateway_id, device_id)
    )`.execute(db);
  await sql`
    create table sparkplug_metric (
      signal_id integer primary key references signal (id) on delete cascade,
      equipment_id text not null references equipment (id) on delete cascade,
      metric text not null,
      datatype text not null,
      alias bigint,
      constraint sparkplug_metric_name_key unique (equipment_id, metric)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sparkplug_metric').execute();
  await db.schema.dropTable('sparkplug_equipment').execute();
  await db.schema.dropTable('sparkplug_node').execute();
}
