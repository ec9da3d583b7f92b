import type { MessagePush } from '@lf/protocol';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { RealtimeHub } from '../realtime/hub';

export interface AlarmMessage {
  /** A signal's alarm, or a gateway's (offline): only a signal's is suppressed by maintenance. */
  kind: 'signal' | 'gateway';
  orgId: string;
  title: string;
  note: string;
  /** The equipment the alarm is of (a gateway's id when it carries none): whose range holds it. */
  dataId: string;
  equipType: string;
}

/** A message row written for a user, as it is pushed. */
export interface WrittenMessage {
  userId: string;
  push: MessagePush;
}

/**
 * The user `u` of the message's organisation `m` has the equipment `m.data_id` in their data
 * range: the set-based form of `equipmentRangeFilter`, for every user at once.
 */
const ownRange: RawBuilder<SqlBool> = sql<SqlBool>`(u.data_range = 'all'
  or exists (select 1 from user_range_equipment listed
    where listed.user_id = u.id and listed.equipment_id = m.data_id)
  or exists (select 1 from user_range_project listed
    join project_equipment bound on bound.project_id = listed.project_id
    where listed.user_id = u.id and bound.equipment_id = m.data_id))`;

/**
 * Writes alarm messages, each to every user in its scope — the users of its organisation whose
 * data range holds the equipment, and the receivers of the equipment by a share grant in force
 * that carries its alarms (`grantsInForce` with `shareAllows(…, 'alarms')`, as `alarmScope`
 * reads them) — in one statement for any number of messages. A signal alarm of equipment in
 * maintenance is suppressed by design (issue 16): nobody gets its message, decided in the same
 * statement so it agrees with the equipment as committed. Nothing is pushed here: the
 * caller pushes once its transaction is committed (`pushNewest`).
 */
export async function writeAlarmMessages(
  db: Db,
  messages: readonly AlarmMessage[],
): Promise<WrittenMessage[]> {
  if (messages.length === 0) return [];
  const column = (pick: (m: AlarmMessage) => string) => messages.map(pick);
  const rows = await sql<{
    id: string;
    user_id: string;
    created_at: Date | string;
    title: string;
    note: string;
    data_id: string;
    equip_type: string;
  }>`
    with m as (
      select * from unnest(
        ${column((m) => m.kind)}::text[],
        ${column((m) => m.orgId)}::text[], ${column((m) => m.title)}::text[],
        ${column((m) => m.note)}::text[], ${column((m) => m.dataId)}::text[],
        ${column((m) => m.equipType)}::text[]
      ) with ordinality as t(kind, org_id, title, note, data_id, equip_type, ord)
      where kind = 'gateway' or not exists (select 1 from equipment e
        where e.id = data_id and e.maintenance_since is not null)
    ),
    recipients as (
      select m.ord, u.id as user_id, u.org_id from m
      join app_user u on u.org_id = m.org_id
      where u.deleted_at is null and ${ownRange}
      union
      select m.ord, u.id, u.org_id from m
      join equipment_share_grant g on g.equipment_id = m.data_id
      join equipment_share s on s.equipment_id = g.equipment_id and s.token = g.token
      join app_user owner on owner.id = s.updated_by
      join app_user u on u.id = g.user_id
      where u.deleted_at is null and s.enabled and s.with_alarms
        and (s.expires_at is null or s.expires_at > now())
    )
    insert into message (org_id, user_id, type, title, note, data_id, equip_type)
    select r.org_id, r.user_id, 'alarm', m.title, m.note, m.data_id, m.equip_type
    from recipients r join m on m.ord = r.ord
    order by m.ord, r.user_id
    returning id, user_id, created_at, title, note, data_id, equip_type`.execute(db);
  return rows.rows.map((row) => ({
    userId: row.user_id,
    push: {
      id: String(row.id),
      type: 'alarm',
      title: row.title,
      note: row.note,
      gmtCreate: new Date(row.created_at).toISOString(),
      dataId: row.data_id,
      equipType: row.equip_type,
    },
  }));
}

/**
 * One push per user for messages written together: the newest of theirs. The web app rings,
 * pops up the newest unread message and re-reads the unread count, so one alarm looks as it
 * always did and a flood of them rings once instead of once per alarm.
 */
export function pushNewest(hub: RealtimeHub, written: readonly WrittenMessage[]): void {
  const newest = new Map<string, MessagePush>();
  for (const { userId, push } of written) {
    const held = newest.get(userId);
    if (!held || BigInt(push.id) > BigInt(held.id)) newest.set(userId, push);
  }
  for (const [userId, push] of newest) hub.pushMessage(userId, push);
}

/** An alarm message to every user in its scope: written, then pushed. */
export async function notifyOrgUsers(
  db: Db,
  hub: RealtimeHub,
  message: AlarmMessage,
): Promise<void> {
  pushNewest(hub, await writeAlarmMessages(db, [message]));
}
