import type { equipAlarmReadRequest } from '@lf/protocol';
import type { z } from 'zod';
import type { AppContext } from '../context';

/** Which of the user's unread messages to mark read. */
export type ReadSelection =
  | { ids: readonly string[] }
  | { all: true }
  | { equipmentAlarm: z.infer<typeof equipAlarmReadRequest> };

/** Marks the user's unread messages of the selection read; answers how many changed. */
export async function markMessagesRead(
  ctx: AppContext,
  userId: string,
  selection: ReadSelection,
): Promise<{ count: number }> {
  let query = ctx.db
    .updateTable('message')
    .set({ read_at: ctx.now() })
    .where('read_at', 'is', null)
    .where('user_id', '=', userId);
  if ('ids' in selection) query = query.where('id', 'in', selection.ids.map(Number));
  if ('equipmentAlarm' in selection) {
    query = query
      .where('type', '=', 'alarm')
      .where('data_id', '=', selection.equipmentAlarm.dataId)
      .where('equip_type', '=', selection.equipmentAlarm.equipType);
  }
  const result = await query.executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

/** Deletes the listed messages of the user's; answers how many went. */
export async function deleteMessages(
  ctx: AppContext,
  userId: string,
  ids: readonly string[],
): Promise<{ count: number }> {
  const result = await ctx.db
    .deleteFrom('message')
    .where('user_id', '=', userId)
    .where('id', 'in', ids.map(Number))
    .executeTakeFirst();
  return { count: Number(result.numDeletedRows) };
}
