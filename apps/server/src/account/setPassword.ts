import type { Db } from '../db/database';
import { endUserSessions } from './sessions';

export interface PasswordChange {
  userId: string;
  /** The hash `acceptNewPassword` answered: the organisation's rules already accepted it. */
  passwordHash: string;
  now: Date;
  /** Whether the user must choose another password at the next login (after a reset). */
  mustChange: boolean;
  /** The session making the change, which stays; every other session of the user ends. */
  keepSession?: string | undefined;
}

/**
 * The one way a user's password is set (own change, reset, invitation, the security and
 * find-password flows), inside the caller's transaction: stores the hash, stamps the change,
 * sets or clears the forced change and ends the user's other sessions. Answers the sessions it
 * ended, whose sockets the caller may close at once.
 */
export async function setUserPassword(db: Db, change: PasswordChange): Promise<Set<string>> {
  await db
    .updateTable('app_user')
    .set({
      password_hash: change.passwordHash,
      password_changed_at: change.now,
      must_change_password: change.mustChange,
    })
    .where('id', '=', change.userId)
    .where('deleted_at', 'is', null)
    .execute();
  return endUserSessions(db, change.userId, change.now, change.keepSession);
}
