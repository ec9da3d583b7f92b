import {
  DEFAULT_LOCALE,
  renderLocalText,
  type LocalMessageText,
  type LocalText,
  type MessagePush,
} from '@lf/protocol';
import { sql } from 'kysely';
import { alarmRecipients } from '../access/audience';
import type { Db } from '../db/database';
import type { RealtimeHub } from '../realtime/hub';

export interface AlarmMessage {
  /** A signal's alarm, or a gateway's (offline): only a signal's is suppressed by maintenance. */
  kind: 'signal' | 'gateway';
  orgId: string;
  /** The Chinese text the SPEC's fields carry; `local` is the same for any reader's language. */
  title: string;
  note: string;
  local: LocalMessageText;
  /** The equipment the alarm is of (a gateway's id when it carries none): whose range holds it. */
  dataId: string;
  equipType: string;
}

/** A message's title and note from message keys: the Chinese text and the keys beside it. */
export function textsOf(
  title: LocalText,
  note: LocalText,
): Pick<AlarmMessage, 'title' | 'note' | 'local'> {
  return {
    title: renderLocalText(title, DEFAULT_LOCALE),
    note: renderLocalText(note, DEFAULT_LOCALE),
    local: { title, note },
  };
}

/** A message row written for a user, as it is pushed. */
export interface WrittenMessage {
  userId: string;
  push: MessagePush;
}

/**
 * Writes alarm messages, each to every user in its scope (`alarmRecipients`, the access
 * module's answer) in one statement for any number of messages. A signal alarm of equipment in
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
    local: LocalMessageText;
  }>`
    with m as (
      select * from unnest(
        ${column((m) => m.kind)}::text[],
        ${column((m) => m.orgId)}::text[], ${column((m) => m.title)}::text[],
        ${column((m) => m.note)}::text[], ${column((m) => m.dataId)}::text[],
        ${column((m) => m.equipType)}::text[], ${column((m) => JSON.stringify(m.local))}::jsonb[]
      ) with ordinality as t(kind, org_id, title, note, data_id, equip_type, local, ord)
      where kind = 'gateway' or not exists (select 1 from equipment e
        where e.id = data_id and e.maintenance_since is not null)
    ),
    recipients as (${alarmRecipients})
    insert into message (org_id, user_id, type, title, note, data_id, equip_type, local)
    select r.org_id, r.user_id, 'alarm', m.title, m.note, m.data_id, m.equip_type, m.local
    from recipients r join m on m.ord = r.ord
    order by m.ord, r.user_id
    returning id, user_id, created_at, title, note, data_id, equip_type, local`.execute(db);
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
      local: row.local,
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
