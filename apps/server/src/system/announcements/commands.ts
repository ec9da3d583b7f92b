import { randomUUID } from 'node:crypto';
import type { announcementAddRequest, announcementEditRequest } from '@lf/protocol';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf, logged, logOperation, type Caller } from '../../access/operationLog';
import type { RealtimeHub } from '../../realtime/hub';
import { refuse } from '../../http/refusal';
import { announcementOfOrg } from './queries';

const NOTE_MAX = 500;

type Announcement = Awaited<ReturnType<typeof announcementOfOrg>>;

/** The announcement, if its state allows the change: `published` or not, as the change needs. */
async function announcementIn(
  ctx: AppContext,
  { user, request }: Caller,
  id: string,
  published: boolean,
): Promise<Announcement> {
  const row = await announcementOfOrg(ctx.db, user.orgId, id);
  if ((row.state === 'published') !== published) {
    throw refuse(request, 'announcementState', { state: row.state });
  }
  return row;
}

export async function addAnnouncement(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof announcementAddRequest>,
): Promise<{ id: string }> {
  const id = randomUUID();
  const log = { action: 'announcement.add', detail: { id, title: input.title } };
  await logged(ctx.db, caller, log, (trx) =>
    trx
      .insertInto('announcement')
      .values({ id, org_id: caller.user.orgId, title: input.title, content: input.content })
      .execute(),
  );
  return { id };
}

export async function editAnnouncement(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof announcementEditRequest>,
): Promise<null> {
  await announcementIn(ctx, caller, input.id, false);
  const log = { action: 'announcement.edit', detail: { id: input.id, title: input.title } };
  await logged(ctx.db, caller, log, (trx) =>
    trx
      .updateTable('announcement')
      .set({ title: input.title, content: input.content, updated_at: ctx.now() })
      .where('id', '=', input.id)
      .execute(),
  );
  return null;
}

/**
 * Publishes the announcement: a notice for every user of the organisation, in one transaction
 * with the state change. The notices are pushed to the users once committed, so a pop-up never
 * shows a notice that was rolled back.
 */
export async function publishAnnouncement(
  ctx: AppContext,
  hub: Pick<RealtimeHub, 'pushMessage'>,
  caller: Caller,
  id: string,
): Promise<null> {
  const row = await announcementIn(ctx, caller, id, false);
  const orgId = caller.user.orgId;
  const at = ctx.now();
  const notices = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('announcement')
      .set({ state: 'published', published_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
    const users = await trx
      .selectFrom('app_user')
      .select('id')
      .where('org_id', '=', orgId)
      .execute();
    const inserted =
      users.length === 0
        ? []
        : await trx
            .insertInto('message')
            .values(
              users.map((u) => ({
                org_id: orgId,
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
    await logOperation(trx, actorOf(caller.user, caller.request), 'announcement.publish', {
      id,
      recipients: users.length,
    });
    return inserted;
  });
  for (const notice of notices) {
    hub.pushMessage(notice.user_id, {
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
}

/** Withdraws a published announcement and takes its notices back. */
export async function withdrawAnnouncement(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<null> {
  await announcementIn(ctx, caller, id, true);
  await logged(ctx.db, caller, { action: 'announcement.withdraw', detail: { id } }, async (trx) => {
    await trx
      .updateTable('announcement')
      .set({ state: 'withdrawn', updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
    await trx
      .deleteFrom('message')
      .where('type', '=', 'notice')
      .where('data_id', '=', id)
      .where('org_id', '=', caller.user.orgId)
      .execute();
  });
  return null;
}

export async function deleteAnnouncement(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<null> {
  await announcementIn(ctx, caller, id, false);
  await logged(ctx.db, caller, { action: 'announcement.delete', detail: { id } }, (trx) =>
    trx.deleteFrom('announcement').where('id', '=', id).execute(),
  );
  return null;
}
