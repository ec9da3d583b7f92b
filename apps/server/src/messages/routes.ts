import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  equipAlarmReadRequest,
  messageIdRequest,
  messageIdsRequest,
  messageQueryRequest,
} from '@lf/protocol';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { deleteMessages, markMessagesRead } from './commands';
import { ownMessage, queryMessages, unreadCount } from './queries';

/** The message centre calls (SPEC §7 "Messages"): each user reads and changes only their own. */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = <S extends z.ZodType>(name: string, input: S) => ({
    url: `/lfscada/msg/${name}`,
    input,
    action: 'message.read' as const,
  });
  const none = z.object({});

  defineCall(app, ctx, call('queryUnReadMsgCount', none), ({ user }) =>
    unreadCount(ctx.db, user.userId),
  );
  defineCall(app, ctx, call('query', messageQueryRequest), ({ input, user }) =>
    queryMessages(ctx.db, user.userId, input),
  );
  defineCall(app, ctx, call('detail', messageIdRequest), ({ input, user }) =>
    ownMessage(ctx.db, user.userId, input.id),
  );
  defineCall(app, ctx, call('getExpireById', messageIdRequest), ({ input, user }) =>
    ownMessage(ctx.db, user.userId, input.id, 'expire'),
  );
  defineCall(app, ctx, call('markAsRead', messageIdsRequest), ({ input, user }) =>
    markMessagesRead(ctx, user.userId, { ids: input.ids }),
  );
  defineCall(app, ctx, call('allMarkAsRead', none), ({ user }) =>
    markMessagesRead(ctx, user.userId, { all: true }),
  );
  defineCall(app, ctx, call('markAsReadForEquipAlarm', equipAlarmReadRequest), ({ input, user }) =>
    markMessagesRead(ctx, user.userId, { equipmentAlarm: input }),
  );
  defineCall(app, ctx, call('delete', messageIdsRequest), ({ input, user }) =>
    deleteMessages(ctx, user.userId, input.ids),
  );
}
