import { randomUUID } from 'node:crypto';
import type { AuthCode } from '@lf/protocol';
import { sql } from 'kysely';
import { SESSION_COOKIE } from '../src/account/sessions';
import { hashToken, newToken } from '../src/account/tokens';
import type { Db } from '../src/db/database';
import { Client, type TestServer } from './harness';

export interface UserSpec {
  orgId: string;
  /** A built-in role id, or the codes of a custom role made for this user. */
  role: string | AuthCode[];
  range?: { equipmentIds?: string[]; projectIds?: string[] };
}

let serial = 0;

/**
 * A user with the given role and data range, logged in: the session row is written directly
 * (login itself is covered by the account tests), so a matrix of users costs no password hashing.
 */
export async function userClient(
  server: TestServer,
  spec: UserSpec,
): Promise<Client & { userId: string }> {
  const { db } = server;
  serial += 1;
  let roleId = typeof spec.role === 'string' ? spec.role : `role-${randomUUID()}`;
  if (typeof spec.role !== 'string') {
    await db
      .insertInto('role')
      .values({
        id: roleId,
        org_id: spec.orgId,
        name: `角色${serial}`,
        auths: JSON.stringify(spec.role),
      })
      .execute();
  } else {
    roleId = spec.role;
  }
  const userId = randomUUID();
  await db
    .insertInto('app_user')
    .values({
      id: userId,
      org_id: spec.orgId,
      loginname: `u${serial}`,
      username: `用户${serial}`,
      password_hash: 'not-used',
      role_type: roleId === 'administrator' ? 'admin' : 'user',
      role_id: roleId,
      data_range: spec.range ? 'listed' : 'all',
    })
    .execute();
  await listInRange(db, userId, spec.range ?? {});
  const token = newToken();
  await db
    .insertInto('session')
    .values({
      id_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  const client = new Client(server.app);
  client.cookies.set(SESSION_COOKIE, token);
  return Object.assign(client, { userId });
}

export async function listInRange(
  db: Db,
  userId: string,
  range: { equipmentIds?: string[]; projectIds?: string[] },
): Promise<void> {
  for (const equipmentId of range.equipmentIds ?? []) {
    await db
      .insertInto('user_range_equipment')
      .values({ user_id: userId, equipment_id: equipmentId })
      .execute();
  }
  for (const projectId of range.projectIds ?? []) {
    await db
      .insertInto('user_range_project')
      .values({ user_id: userId, project_id: projectId })
      .execute();
  }
}

/** Tables a refused call may still touch: the session's own bookkeeping. */
const UNWATCHED = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'session',
  'login_failure',
]);

/** Every table of the server's schema holding rows of its own, by name. */
export async function baseTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      -- A partition's rows are its table's (history by day, migration 0215).
      and table_name not in (
        select relname from pg_class
        where relispartition and relnamespace = current_schema()::regnamespace)
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/**
 * A fingerprint of every table's rows: equal before and after a refused call proves that it
 * changed nothing anywhere.
 */
export async function dbFingerprint(db: Db): Promise<Map<string, string>> {
  const prints = new Map<string, string>();
  for (const table of await baseTables(db)) {
    if (UNWATCHED.has(table)) continue;
    const row = await sql<{ print: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as print from ${sql.table(table)} t`.execute(
      db,
    );
    prints.set(table, row.rows[0]?.print ?? '');
  }
  return prints;
}
