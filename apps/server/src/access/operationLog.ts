import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { Database } from '../db/schema';

/** Who makes a change and from where (a request's address, or the name of a start-up task). */
export interface Actor {
  userId: string;
  orgId: string;
  address: string;
}

export function actorOf(user: SessionUser, request: FastifyRequest): Actor {
  return { userId: user.userId, orgId: user.orgId, address: request.ip };
}

/** The signed-in user behind a call, and the request (its address, its language for refusals). */
export interface Caller {
  user: SessionUser;
  request: FastifyRequest;
}

/**
 * Records one change of shared configuration: who (user and organisation), what (action and
 * its details as JSON text), when (the row's time) and from where. Called with the transaction
 * of the change, so the record and the change commit together.
 */
export async function logOperation(
  db: Kysely<Database>,
  actor: Actor,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('operation_log')
    .values({
      org_id: actor.orgId,
      user_id: actor.userId,
      action,
      detail: JSON.stringify(detail),
      address: actor.address,
    })
    .execute();
}

/** What a logged operation was done to, for a person reading the log: its name, else its id. */
export function operationTarget(detail: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const { name, title, id } = parsed as Record<string, unknown>;
  for (const candidate of [name, title, id]) {
    if (typeof candidate === 'string' || typeof candidate === 'number') return String(candidate);
  }
  return '';
}

/** Runs a change and writes its operation-log record in one transaction: both commit or neither. */
export async function logged<T>(
  db: Kysely<Database>,
  { user, request }: Caller,
  log: { action: string; detail: Record<string, unknown> },
  change: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    await logOperation(trx, actorOf(user, request), log.action, log.detail);
    return result;
  });
}
