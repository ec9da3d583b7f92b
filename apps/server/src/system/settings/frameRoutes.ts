import { frameAddRequest, frameRefRequest, type FrameRow } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { refuse } from '../../http/refusal';
import { defineCall } from '../../http/route';
import { addFrame, deleteFrame } from './commands';
import { frameAt, listFrames } from './queries';

const none = z.object({});

/** The embedded frames of `/manage/frame/{path}`: only configured paths open. */
export function registerFrameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = <S extends z.ZodType>(name: string, input: S) => ({
    url: `/lfscada/system/frame/${name}`,
    input,
    action: 'system.manage' as const,
  });

  defineCall(app, ctx, call('query', none), ({ user }) => listFrames(ctx.db, user.orgId));
  defineCall(app, ctx, call('add', frameAddRequest), (c) => addFrame(ctx.db, c, c.input));
  defineCall(app, ctx, call('delete', frameRefRequest), (c) => deleteFrame(ctx.db, c, c.input));
  defineCall(
    app,
    ctx,
    call('info', frameRefRequest),
    async ({ input, user, request }): Promise<FrameRow> => {
      const row = await frameAt(ctx.db, user.orgId, input.path);
      if (!row) throw refuse(request, 'frameUnknown', { field: input.path });
      return row;
    },
  );
}
