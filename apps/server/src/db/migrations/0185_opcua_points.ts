import { sql, type Kysely } from 'kysely';

/**
 * OPC UA signals and the browse command. `signal.point`: where a driver that does not address
 * by Modbus area and register finds the signal (OPC UA: `{nodeId, samplingIntervalMs,
 * deadband}`); null for Modbus signals. The Modbus columns of such a signal keep describing its
 * shape (bit or number, read-only or writable), which the monitor and the write checks read.
 * `command.kind` gains `browse`: the admin's node list travels as an async command like a read.
 * `gateway.opcua_thumbprint`: the agent's OPC UA certificate as its status reports it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signal').addColumn('point', 'jsonb').execute();
  await db.schema.alterTable('gateway').addColumn('opcua_thumbprint', 'text').execute();
  await sql`alter table command drop constraint command_kind_check`.execute(db);
  await sql`alter table command add constraint command_kind_check
    check (kind in ('write', 'read', 'browse'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from command where kind = 'browse'`.execute(db);
  await sql`alter table command drop constraint command_kind_check`.execute(db);
  await sql`alter table command add constraint command_kind_check
    check (kind in ('write', 'read'))`.execute(db);
  await db.schema.alterTable('signal').dropColumn('point').execute();
  await db.schema.alterTable('gateway').dropColumn('opcua_thumbprint').execute();
}
