import type { MessagePush } from '@lf/protocol';
import type { Db } from '../db/database';
import type { RealtimeHub } from '../realtime/hub';

export interface AlarmMessage {
  orgId: string;
  title: string;
  note: string;
  dataId: string;
  equipType: string;
}

/**
 * An alarm message to every user of the owning organisation: a row in their message centre
 * (raising their unread count) and a push on their open message sockets.
 */
export async function notifyOrgUsers(
  db: Db,
  hub: RealtimeHub,
  message: AlarmMessage,
): Promise<void> {
  const rows = await db
    .insertInto('message')
    .columns(['org_id', 'user_id', 'type', 'title', 'note', 'data_id', 'equip_type'])
    .expression((eb) =>
      eb
        .selectFrom('app_user')
        .select([
          eb.val(message.orgId).as('org_id'),
          'app_user.id as user_id',
          eb.val('alarm').as('type'),
          eb.val(message.title).as('title'),
          eb.val(message.note).as('note'),
          eb.val(message.dataId).as('data_id'),
          eb.val(message.equipType).as('equip_type'),
        ])
        .where('app_user.org_id', '=', message.orgId),
    )
    .returning(['id', 'user_id', 'created_at'])
    .execute();
  for (const row of rows) {
    const push: MessagePush = {
      id: String(row.id),
      type: 'alarm',
      title: message.title,
      note: message.note,
      gmtCreate: new Date(row.created_at).toISOString(),
      dataId: message.dataId,
      equipType: message.equipType,
    };
    hub.pushMessage(row.user_id, push);
  }
}
