import type { AnnouncementRow, NoticeDetail } from '@lf/protocol';
import type { Db } from '../../db/database';
import { notFound } from '../../http/apiError';

/** One announcement of the organisation, in any state; another organisation's is missing (404). */
export async function announcementOfOrg(db: Db, orgId: string, id: string) {
  const row = await db
    .selectFrom('announcement')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The organisation's announcements, the most recently changed first. */
export async function listAnnouncements(db: Db, orgId: string): Promise<AnnouncementRow[]> {
  const rows = await db
    .selectFrom('announcement')
    .selectAll()
    .where('org_id', '=', orgId)
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
}

/** A published announcement, as its notice opens in the message centre. */
export async function noticeDetail(db: Db, orgId: string, id: string): Promise<NoticeDetail> {
  const row = await db
    .selectFrom('announcement')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('state', '=', 'published')
    .executeTakeFirst();
  if (!row?.published_at) throw notFound();
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}
