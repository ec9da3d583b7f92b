import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { Database } from '../db/schema';

/**
 * Writes one manage-area change to `operation_log`: who, what (action and details), when (the
 * row's time) and from where. Given the change's transaction, so both commit or neither.
 */
export async function recordChange(
  db: Kysely<Database>,
  user: SessionUser,
  request: FastifyRequest,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('operation_log')
    .values({
      org_id: user.orgId,
      user_id: user.userId,
      action,
      detail: JSON.stringify(detail),
      address: request.ip,
    })
    .execute();
}
