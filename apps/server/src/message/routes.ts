import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/msg/queryUnReadMsgCount', input: z.object({}), access: 'user' },
    async ({ user }) => {
      const row = await ctx.db
        .selectFrom('message')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', user.userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count) };
    },
  );
}
