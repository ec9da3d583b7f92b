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
 * An alarm message to every user of the owning organisation whose data range holds the equipment:
 * a row in their message centre (raising their unread count) and a push on their open sockets.
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
        .where('app_user.org_id', '=', message.orgId)
        .where('app_user.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('app_user.data_range', '=', 'all'),
            eb.exists(
              eb
                .selectFrom('user_range_equipment as listed')
                .whereRef('listed.user_id', '=', 'app_user.id')
                .where('listed.equipment_id', '=', message.dataId),
            ),
            eb.exists(
              eb
                .selectFrom('user_range_project as listed')
                .innerJoin('project_equipment as bound', 'bound.project_id', 'listed.project_id')
                .whereRef('listed.user_id', '=', 'app_user.id')
                .where('bound.equipment_id', '=', message.dataId),
            ),
          ]),
        ),
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
