import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  equipAlarmReadRequest,
  MESSAGE_PAGE_SIZE,
  messageIdRequest,
  messageIdsRequest,
  messageQueryRequest,
  type MessageItem,
  type MessagePage,
} from '@lf/protocol';
import type { AppContext } from '../context';
import { paged } from '../db/paged';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { messageFromRow } from './messageRow';

/** The message centre calls (SPEC §7 "Messages"): each user reads and changes only their own. */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const own = (userId: string) => db.selectFrom('message').where('user_id', '=', userId);

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/queryUnReadMsgCount', input: z.object({}), action: 'message.read' },
    async ({ user }) => {
      const row = await own(user.userId)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count) };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/query', input: messageQueryRequest, action: 'message.read' },
    async ({ input, user }): Promise<MessagePage> => {
      let query = own(user.userId);
      if (input.type && input.type !== 'all') query = query.where('type', '=', input.type);
      if (input.readState === 'read') query = query.where('read_at', 'is not', null);
      if (input.readState === 'unread') query = query.where('read_at', 'is', null);
      // The message centre's page size is fixed; the call only names the page.
      const found = await paged(
        query,
        { page: input.page },
        (rows) => rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        MESSAGE_PAGE_SIZE,
      );
      return { ...found, list: found.list.map(messageFromRow) };
    },
  );

  async function ownMessage(userId: string, id: string, type?: 'expire'): Promise<MessageItem> {
    let query = own(userId).selectAll().where('id', '=', Number(id));
    if (type) query = query.where('type', '=', type);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return messageFromRow(row);
  }

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/detail', input: messageIdRequest, action: 'message.read' },
    async ({ input, user }) => ownMessage(user.userId, input.id),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/getExpireById', input: messageIdRequest, action: 'message.read' },
    async ({ input, user }) => ownMessage(user.userId, input.id, 'expire'),
  );

  const markRead = () =>
    db.updateTable('message').set({ read_at: ctx.now() }).where('read_at', 'is', null);

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/markAsRead', input: messageIdsRequest, action: 'message.read' },
    async ({ input, user }) => {
      const result = await markRead()
        .where('user_id', '=', user.userId)
        .where('id', 'in', input.ids.map(Number))
        .executeTakeFirst();
      return { count: Number(result.numUpdatedRows) };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/allMarkAsRead', input: z.object({}), action: 'message.read' },
    async ({ user }) => {
      const result = await markRead().where('user_id', '=', user.userId).executeTakeFirst();
      return { count: Number(result.numUpdatedRows) };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/msg/markAsReadForEquipAlarm',
      input: equipAlarmReadRequest,
      action: 'message.read',
    },
    async ({ input, user }) => {
      const result = await markRead()
        .where('user_id', '=', user.userId)
        .where('type', '=', 'alarm')
        .where('data_id', '=', input.dataId)
        .where('equip_type', '=', input.equipType)
        .executeTakeFirst();
      return { count: Number(result.numUpdatedRows) };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/delete', input: messageIdsRequest, action: 'message.read' },
    async ({ input, user }) => {
      const result = await db
        .deleteFrom('message')
        .where('user_id', '=', user.userId)
        .where('id', 'in', input.ids.map(Number))
        .executeTakeFirst();
      return { count: Number(result.numDeletedRows) };
    },
  );
}
