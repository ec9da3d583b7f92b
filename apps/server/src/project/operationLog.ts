import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { Database } from '../db/schema';

/**
 * Records one change of shared configuration: who (user and organisation), what (action and
 * its details as JSON text), when (the row's time) and from where (the request's address).
 * Called with the transaction of the change, so the record and the change commit together.
 */
export async function logOperation(
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
