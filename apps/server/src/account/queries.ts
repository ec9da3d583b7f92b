import type { operationLogQueryRequest, OperationLogPage, UserConfig } from '@lf/protocol';
import type { z } from 'zod';
import { operationTarget } from '../access/operationLog';
import type { AppContext } from '../context';
import { paged } from '../db/paged';

/** The user's own saved settings, all or the one asked for, as key → value. */
export async function userConfigOf(
  ctx: AppContext,
  userId: string,
  key: string | undefined,
): Promise<UserConfig> {
  let query = ctx.db
    .selectFrom('user_config')
    .select(['key', 'value'])
    .where('user_id', '=', userId);
  if (key) query = query.where('key', '=', key);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** A page of the user's own operation log, the newest first. */
export async function ownOperationLog(
  ctx: AppContext,
  userId: string,
  input: z.infer<typeof operationLogQueryRequest>,
): Promise<OperationLogPage> {
  const mine = ctx.db.selectFrom('operation_log').where('user_id', '=', userId);
  const found = await paged(mine, input, (rows) =>
    rows.select(['id', 'action', 'detail', 'address', 'created_at']).orderBy('id', 'desc'),
  );
  return {
    ...found,
    list: found.list.map((row) => ({
      id: String(row.id),
      action: row.action,
      target: operationTarget(row.detail),
      address: row.address,
      gmtCreate: new Date(row.created_at).toISOString(),
    })),
  };
}
