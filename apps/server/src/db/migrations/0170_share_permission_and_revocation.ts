import { sql, type Kysely } from 'kysely';

/**
 * Sharing becomes a permission of its own (`equipment_share`) and a revoke outlasts a re-join.
 * Custom roles that write to equipment keep sharing, as the built-in operator and engineer do
 * (docs/decisions.md); read-only roles lose it. `equipment_share_revocation`: the receiver whose
 * grant was revoked, with the link token it was made with; joining with that token again is
 * refused, a new link (new password, or sharing turned off and on) lets them back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update role set auths = auths || '["equipment_share"]'::jsonb
    where auths @> '["monitor_write"]'::jsonb and not auths @> '["equipment_share"]'::jsonb`.execute(
    db,
  );
  await sql`
    create table equipment_share_revocation (
      equipment_id text not null references equipment_share (equipment_id) on delete cascade,
      user_id text not null references app_user (id) on delete cascade,
      token text not null,
      revoked_at timestamptz not null,
      constraint equipment_share_revocation_pk primary key (equipment_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('equipment_share_revocation').execute();
  await sql`update role set auths = auths - 'equipment_share'`.execute(db);
}
