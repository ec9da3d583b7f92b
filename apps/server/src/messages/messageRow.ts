import { localMessageText, type MessageItem } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { MessageTable } from '../db/schema';

/** A message row as the message centre shows it (SPEC §3 "Message/alarm push" plus read time). */
export function messageFromRow(row: Selectable<MessageTable>): MessageItem {
  const local = localMessageText.safeParse(row.local);
  return {
    id: String(row.id),
    type: row.type,
    title: row.title,
    note: row.note,
    dataId: row.data_id,
    equipType: row.equip_type,
    gmtCreate: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    local: local.success ? local.data : null,
  };
}
