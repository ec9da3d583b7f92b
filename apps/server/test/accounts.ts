import type { Db } from '../src/db/database';

/** The ids of an existing account, which fixtures need to seed rows owned by it. */
export async function accountIds(
  db: Db,
  loginname: string,
): Promise<{ userId: string; orgId: string }> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'org_id'])
    .where('loginname', '=', loginname)
    .executeTakeFirstOrThrow();
  return { userId: row.id, orgId: row.org_id };
}

/**
 * Runs `run` with permissions revoked for one account, giving them back afterwards even when it
 * throws, so the tests after it see the seeded permissions.
 */
export async function withAuthsRevoked(
  db: Db,
  loginname: string,
  auths: string[],
  run: () => Promise<void>,
): Promise<void> {
  const { userId } = await accountIds(db, loginname);
  await db
    .insertInto('user_auth_revoked')
    .values(auths.map((auth) => ({ user_id: userId, auth })))
    .execute();
  try {
    await run();
  } finally {
    await db.deleteFrom('user_auth_revoked').where('user_id', '=', userId).execute();
  }
}
