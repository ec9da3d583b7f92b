import { PROJECT_LIMITS } from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { PageRow } from './pageSettings';

/**
 * Page passwords, viewer side. A session that gave the right password holds a grant for the
 * page, tied to the password hash it was checked against: a new password ends every grant.
 * Grants live in the database (any server instance honours them) and die with the session.
 */
export async function hasGrant(
  ctx: AppContext,
  user: SessionUser,
  page: PageRow,
): Promise<boolean> {
  if (page.password_hash === null) return true;
  const grant = await ctx.db
    .selectFrom('page_grant')
    .select('page_id')
    .where('session_hash', '=', user.sessionHash)
    .where('page_id', '=', page.id)
    .where('password_hash', '=', page.password_hash)
    .executeTakeFirst();
  return grant !== undefined;
}

export async function grant(ctx: AppContext, user: SessionUser, page: PageRow): Promise<void> {
  if (page.password_hash === null) return;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('page_grant')
      .values({
        session_hash: user.sessionHash,
        page_id: page.id,
        password_hash: page.password_hash ?? '',
        granted_at: ctx.now(),
      })
      .onConflict((oc) =>
        oc.columns(['session_hash', 'page_id']).doUpdateSet((eb) => ({
          password_hash: eb.ref('excluded.password_hash'),
          granted_at: eb.ref('excluded.granted_at'),
        })),
      )
      .execute();
    await trx
      .deleteFrom('page_password_failure')
      .where('session_hash', '=', user.sessionHash)
      .where('page_id', '=', page.id)
      .execute();
  });
}

/** Wrong passwords this session tried on the page within the window. */
export async function recentFailures(
  ctx: AppContext,
  user: SessionUser,
  pageId: string,
): Promise<number> {
  const since = new Date(ctx.now().getTime() - PROJECT_LIMITS.pagePasswordWindowMs);
  const row = await ctx.db
    .selectFrom('page_password_failure')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('session_hash', '=', user.sessionHash)
    .where('page_id', '=', pageId)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(
  ctx: AppContext,
  user: SessionUser,
  pageId: string,
): Promise<void> {
  await ctx.db
    .insertInto('page_password_failure')
    .values({ session_hash: user.sessionHash, page_id: pageId, failed_at: ctx.now() })
    .execute();
}
