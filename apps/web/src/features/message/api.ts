import { z } from 'zod';
import { call } from '../../api/client';

const unreadCount = z.object({ count: z.number().int().nonnegative() });

export async function queryUnreadCount(): Promise<number> {
  const data = await call('/lfscada/msg/queryUnReadMsgCount', unreadCount);
  return data.count;
}
