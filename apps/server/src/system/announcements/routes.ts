import {
  announcementAddRequest,
  announcementEditRequest,
  idRequest,
  noticeDetailRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineCall } from '../../http/route';
import {
  addAnnouncement,
  deleteAnnouncement,
  editAnnouncement,
  publishAnnouncement,
  withdrawAnnouncement,
} from './commands';
import { listAnnouncements, noticeDetail } from './queries';

const none = z.object({});

/**
 * System announcements: drafted, published (a notice in every user's message centre of the
 * organisation), withdrawn (the notices are taken back) and published again.
 */
export function registerAnnouncementCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = <S extends z.ZodType>(name: string, input: S) => ({
    url: `/lfscada/system/msg/${name}`,
    input,
    action: 'system.manage' as const,
  });

  defineCall(app, ctx, call('query', none), ({ user }) => listAnnouncements(ctx.db, user.orgId));
  defineCall(app, ctx, call('add', announcementAddRequest), (c) =>
    addAnnouncement(ctx, c, c.input),
  );
  defineCall(app, ctx, call('edit', announcementEditRequest), (c) =>
    editAnnouncement(ctx, c, c.input),
  );
  defineCall(app, ctx, call('publish', idRequest), (c) =>
    publishAnnouncement(ctx, app.live.hub, c, c.input.id),
  );
  defineCall(app, ctx, call('withdraw', idRequest), (c) =>
    withdrawAnnouncement(ctx, c, c.input.id),
  );
  defineCall(app, ctx, call('delete', idRequest), (c) => deleteAnnouncement(ctx, c, c.input.id));

  defineCall(
    app,
    ctx,
    { url: '/lfscada/notice/detail', input: noticeDetailRequest, action: 'message.read' },
    ({ input, user }) => noticeDetail(ctx.db, user.orgId, input.id),
  );
}
