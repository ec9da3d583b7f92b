import { ok } from './adminHelpers';
import type { Client } from './harness';
import { startTestServer, type TestServer, seededUser } from './harness';

/*
 * The world of one manage-area test file, set by `startAdminWorld` in that file's beforeAll.
 * Vitest loads this module afresh for each test file, so no two files share a server.
 */
export let server: TestServer;
/** The administrator, logged in. */
export let admin: Client;
/** The demo user (a normal user), logged in. */
export let demo: Client;

/** Starts the file's server and logs in `admin` and `demo`. */
export async function startAdminWorld(): Promise<void> {
  server = await startTestServer();
  admin = await seededUser(server.app, 'admin');
  demo = await seededUser(server.app, 'demo');
}

/** How many operations of `action` the server's log holds. */
export async function operationCount(action: string): Promise<number> {
  const row = await server.db
    .selectFrom('operation_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds an equipment as the administrator and answers its id. */
export async function addEquipment(
  name: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return (await ok<{ id: string }>(admin, '/lfscada/equipment/multi/add', { name, ...extra })).id;
}
