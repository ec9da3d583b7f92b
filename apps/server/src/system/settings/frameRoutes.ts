import { frameAddRequest, frameRefRequest, type FrameRow } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, logOperation } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { notFound } from '../../http/apiError';
import { refuse } from '../../http/refusal';
import { defineCall } from '../../http/route';

const none = z.object({});

/** The embedded frames of `/manage/frame/{path}`: only configured paths open. */
export function registerFrameRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/frame/query', input: none, action: 'system.manage' },
    async ({ user }): Promise<FrameRow[]> =>
      ctx.db
        .selectFrom('frame_link')
        .select(['path', 'title', 'url'])
        .where('org_id', '=', user.orgId)
        .orderBy('path')
        .execute(),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/frame/add', input: frameAddRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      const taken = await ctx.db
        .selectFrom('frame_link')
        .select('path')
        .where('org_id', '=', user.orgId)
        .where('path', '=', input.path)
        .executeTakeFirst();
      if (taken) throw refuse(request, 'duplicate', { field: 'path', value: input.path });
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('frame_link')
          .values({ org_id: user.orgId, ...input })
          .execute();
        await logOperation(trx, actorOf(user, request), 'frame.add', { ...input });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/frame/delete', input: frameRefRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('frame_link')
          .where('org_id', '=', user.orgId)
          .where('path', '=', input.path)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw notFound();
        await logOperation(trx, actorOf(user, request), 'frame.delete', { ...input });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/frame/info', input: frameRefRequest, action: 'system.manage' },
    async ({ input, user, request }): Promise<FrameRow> => {
      const row = await ctx.db
        .selectFrom('frame_link')
        .select(['path', 'title', 'url'])
        .where('org_id', '=', user.orgId)
        .where('path', '=', input.path)
        .executeTakeFirst();
      if (!row) throw refuse(request, 'frameUnknown', { field: input.path });
      return row;
    },
  );
}
