import { randomUUID } from 'node:crypto';
import {
  announcementAddRequest,
  announcementEditRequest,
  idRequest,
  noticeDetailRequest,
  type AnnouncementRow,
  type NoticeDetail,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '../../account/sessions';
import type { AppContext } from '../../context';
import { notFound } from '../../http/apiError';
import { defineCall } from '../../http/route';
import { actorOf, logOperation } from '../../access/operationLog';
import { refuse } from '../../http/refusal';

const none = z.object({});
const NOTE_MAX = 500;

/**
 * System announcements: drafted, published (a notice in every user's message centre of the
 * organisation), withdrawn (the notices are taken back) and published again.
 */
export function registerAnnouncementCalls(app: FastifyInstance, ctx: AppContext): void {
  const base = '/lfscada/system/msg';

  const load = async (user: SessionUser, id: string) => {
    const row = await ctx.db
      .selectFrom('announcement')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  defineCall(
    app,
    ctx,
    { url: `${base}/query`, input: none, action: 'system.manage' },
    async ({ user }): Promise<AnnouncementRow[]> => {
      const rows = await ctx.db
        .selectFrom('announcement')
        .selectAll()
        .where('org_id', '=', user.orgId)
        .orderBy('updated_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        state: r.state,
        publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
        gmtModified: new Date(r.updated_at).toISOString(),
      }));
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/add`, input: announcementAddRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      const id = randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('announcement')
          .values({ id, org_id: user.orgId, title: input.title, content: input.content })
          .execute();
        await logOperation(trx, actorOf(user, request), 'announcement.add', {
          id,
          title: input.title,
        });
      });
      return { id };
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/edit`, input: announcementEditRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      const row = await load(user, input.id);
      if (row.state === 'published') {
        throw refuse(request, 'announcementState', { state: row.state });
      }
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('announcement')
          .set({ title: input.title, content: input.content, updated_at: ctx.now() })
          .where('id', '=', input.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'announcement.edit', {
          id: input.id,
          title: input.title,
        });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/publish`, input: idRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      const row = await load(user, input.id);
      if (row.state === 'published') {
        throw refuse(request, 'announcementState', { state: row.state });
      }
      const at = ctx.now();
      const notices = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('announcement')
          .set({ state: 'published', published_at: at, updated_at: at })
          .where('id', '=', input.id)
          .execute();
        const users = await trx
          .selectFrom('app_user')
          .select('id')
          .where('org_id', '=', user.orgId)
          .execute();
        const inserted =
          users.length === 0
            ? []
            : await trx
                .insertInto('message')
                .values(
                  users.map((u) => ({
                    org_id: user.orgId,
                    user_id: u.id,
                    type: 'notice' as const,
                    title: row.title,
                    note: row.content.slice(0, NOTE_MAX),
                    data_id: row.id,
                    created_at: at,
                  })),
                )
                .returning(['id', 'user_id', 'note'])
                .execute();
        await logOperation(trx, actorOf(user, request), 'announcement.publish', {
          id: input.id,
          recipients: users.length,
        });
        return inserted;
      });
      // Pushed once committed, so a pop-up never shows a notice that was rolled back.
      for (const notice of notices) {
        app.live.hub.pushMessage(notice.user_id, {
          id: String(notice.id),
          type: 'notice',
          title: row.title,
          note: notice.note,
          gmtCreate: at.toISOString(),
          dataId: row.id,
          equipType: '',
        });
      }
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/withdraw`, input: idRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      const row = await load(user, input.id);
      if (row.state !== 'published') {
        throw refuse(request, 'announcementState', { state: row.state });
      }
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('announcement')
          .set({ state: 'withdrawn', updated_at: ctx.now() })
          .where('id', '=', input.id)
          .execute();
        await trx
          .deleteFrom('message')
          .where('type', '=', 'notice')
          .where('data_id', '=', input.id)
          .where('org_id', '=', user.orgId)
          .execute();
        await logOperation(trx, actorOf(user, request), 'announcement.withdraw', { id: input.id });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/delete`, input: idRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      const row = await load(user, input.id);
      if (row.state === 'published') {
        throw refuse(request, 'announcementState', { state: row.state });
      }
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('announcement').where('id', '=', input.id).execute();
        await logOperation(trx, actorOf(user, request), 'announcement.delete', { id: input.id });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/notice/detail', input: noticeDetailRequest, action: 'message.read' },
    async ({ input, user }): Promise<NoticeDetail> => {
      const row = await ctx.db
        .selectFrom('announcement')
        .selectAll()
        .where('id', '=', input.id)
        .where('org_id', '=', user.orgId)
        .where('state', '=', 'published')
        .executeTakeFirst();
      if (!row?.published_at) throw notFound();
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        publishedAt: new Date(row.published_at).toISOString(),
      };
    },
  );
}
