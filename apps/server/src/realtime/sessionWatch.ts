import type { AppContext } from '../context';
import type { RealtimeHub } from './hub';

/** Closes every socket whose session has ended (logout, expiry, revocation) since it opened. */
export async function closeEndedSessions(ctx: AppContext, hub: RealtimeHub): Promise<void> {
  const hashes = [...hub.sessionHashes()];
  if (hashes.length === 0) return;
  const alive = await ctx.db
    .selectFrom('session')
    .select('id_hash')
    .where('id_hash', 'in', hashes)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .execute();
  const aliveSet = new Set(alive.map((row) => row.id_hash));
  hub.closeSessions(new Set(hashes.filter((hash) => !aliveSet.has(hash))));
}
