import { sql, type Kysely } from 'kysely';

/**
 * `gateway_presence_sample`: whether each gateway was online, one row per gateway and presence
 * slot, taken with the organisation's `presence_sample`. The organisation's counts cannot answer
 * for a user who sees only some equipment; these rows can, for any set of equipment. The key
 * leads with the gateway, so a user's rate reads each of their gateways' window as one key range,
 * and carries `online`, so that range is read from the index alone (the sampler writes all
 * gateways' rows of a slot together, so in the table one gateway's rows each lie on a page of
 * their own). The rows go with their gateway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gateway_presence_sample (
      gateway_id text not null references gateway (id) on delete cascade,
      at timestamptz not null,
      online boolean not null,
      constraint gateway_presence_sample_pk primary key (gateway_id, at) include (online)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_presence_sample').execute();
}
