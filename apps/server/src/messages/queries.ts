import {
  MESSAGE_PAGE_SIZE,
  type messageQueryRequest,
  type MessageItem,
  type MessagePage,
} from '@lf/protocol';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { paged } from '../db/paged';
import { notFound } from '../http/apiError';
import { messageFromRow } from './messageRow';

/** The user's own messages: nobody reads another's. */
export const ownMessages = (db: Db, userId: string) =>
  db.selectFrom('message').where('user_id', '=', userId);

export async function unreadCount(db: Db, userId: string): Promise<{ count: number }> {
  const row = await ownMessages(db, userId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count) };
}

/** A page of the user's messages, the newest first; the message centre's page size is fixed. */
export async function queryMessages(
  db: Db,
  userId: string,
  input: z.infer<typeof messageQueryRequest>,
): Promise<MessagePage> {
  let query = ownMessages(db, userId);
  if (input.type && input.type !== 'all') query = query.where('type', '=', input.type);
  if (input.readState === 'read') query = query.where('read_at', 'is not', null);
  if (input.readState === 'unread') query = query.where('read_at', 'is', null);
  const found = await paged(
    query,
    { page: input.page },
    (rows) => rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    MESSAGE_PAGE_SIZE,
  );
  return { ...found, list: found.list.map(messageFromRow) };
}

/** One of the user's messages (of the type, if one is named); any other is missing (404). */
export async function ownMessage(
  db: Db,
  userId: string,
  id: string,
  type?: 'expire',
): Promise<MessageItem> {
  let query = ownMessages(db, userId).selectAll().where('id', '=', Number(id));
  if (type) query = query.where('type', '=', type);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return messageFromRow(row);
}
