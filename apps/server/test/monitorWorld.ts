import { seededUser, startTestServer, type Client, type TestServer } from './harness';
import { seedPage, seedPlant, seedProject, type Plant, outsiderClient } from './liveHarness';

/*
 * The monitor world of one test file, set by `startMonitorWorld` in that file's beforeAll: a
 * plant with 48 hours of stored history, a project with a page, a report, the plant's user and
 * an outsider. Vitest loads this module afresh for each test file, so no two files share a
 * server.
 */
export let server: TestServer;
export let plant: Plant;
export let projectId: string;
export let pageId: string;
/** '日报' of the plant: level and pressure. */
export let reportId: string;
/** The demo user, of the plant's organisation. */
export let user: Client;
/** The administrator of another organisation. */
export let outsider: Client;
export const HOUR = 3_600_000;
/** Where the stored history begins. */
export const start = Date.UTC(2026, 0, 1);

/** Starts the file's server and seeds the monitor world. */
export async function startMonitorWorld(): Promise<void> {
  server = await startTestServer();
  plant = await seedPlant(server.db);
  projectId = await seedProject(server.db, plant);
  pageId = await seedPage(server.db, projectId);
  const report = await server.db
    .insertInto('report')
    .values({
      equipment_id: plant.equipmentId,
      name: '日报',
      signal_ids: JSON.stringify([plant.level, plant.pressure]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  reportId = String(report.id);
  // 48 hours of level readings each minute (a sine), pressure every hour, stored by the
  // history writer as ingest stores them.
  const rows = [];
  for (let i = 0; i < 48 * 60; i++) {
    rows.push({
      signalId: Number(plant.level),
      ts: start + i * 60_000,
      value: 5 + 4 * Math.sin(i / 60),
      bad: false,
    });
  }
  for (let i = 0; i < 48; i++)
    rows.push({
      signalId: Number(plant.pressure),
      ts: start + i * HOUR,
      value: i / 100,
      bad: false,
    });
  rows.push({ signalId: Number(plant.pressure), ts: start + 48 * HOUR, value: null, bad: true });
  server.app.live.history.add(plant.gatewayId, rows);
  await server.app.live.history.flush();
  await server.db
    .updateTable('gateway')
    .set({ online: true })
    .where('id', '=', plant.gatewayId)
    .execute();
  user = await seededUser(server.app, 'demo');
  outsider = await outsiderClient(server);
}
