import type { FrameRow } from '@lf/protocol';
import type { Db } from '../../db/database';

/** The organisation's embedded frames, by path. */
export async function listFrames(db: Db, orgId: string): Promise<FrameRow[]> {
  return db
    .selectFrom('frame_link')
    .select(['path', 'title', 'url'])
    .where('org_id', '=', orgId)
    .orderBy('path')
    .execute();
}

/** The organisation's frame at the path, if one is configured. */
export async function frameAt(db: Db, orgId: string, path: string): Promise<FrameRow | undefined> {
  return db
    .selectFrom('frame_link')
    .select(['path', 'title', 'url'])
    .where('org_id', '=', orgId)
    .where('path', '=', path)
    .executeTakeFirst();
}

/**
 * The theme of the organisation, or without one (before login) the theme of the organisation set
 * up first (the demo adds a second one later).
 */
export async function themeOf(db: Db, orgId: string | undefined) {
  const query = db
    .selectFrom('theme')
    .innerJoin('org', 'org.id', 'theme.org_id')
    .select(['theme.org_id', 'theme.title', 'theme.favicon_ico']);
  return (
    orgId
      ? query.where('theme.org_id', '=', orgId)
      : query.orderBy('org.created_at').orderBy('org.id').limit(1)
  ).executeTakeFirst();
}
