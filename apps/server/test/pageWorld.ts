import type { ProjectPageInfo, ProjectSummary } from '@lf/protocol';
import { expect } from 'vitest';
import type { Client } from './harness';
import { ok, startProjectWorld, upload, type ProjectWorld } from './projectHarness';

/*
 * The world of one project-page test file, set by `startPageWorld` in that file's beforeAll.
 * Vitest loads this module afresh for each test file, so no two files share a server.
 */
export let world: ProjectWorld;
/** The project the pages are added to, with the plant's equipment bound. */
export let project: ProjectSummary;

/** Starts the file's project world and adds `project` ('页面测试') with the plant bound. */
export async function startPageWorld(): Promise<void> {
  world = await startProjectWorld();
  project = await ok<ProjectSummary>(world.admin, '/lfscada/project/add', { name: '页面测试' });
  await ok(world.admin, '/lfscada/project/bindEquip', {
    projectId: project.id,
    equipmentIds: world.plant.equipmentId,
  });
}

/** Adds a (non-home) page to `project` as the administrator. */
export const addPage = (fields: Record<string, string> = {}) =>
  ok<ProjectPageInfo>(world.admin, '/lfscada/project/page/add', {
    projectId: project.id,
    home: 'false',
    ...fields,
  });
export const pageInfo = (id: string) =>
  ok<ProjectPageInfo>(world.admin, '/lfscada/project/page/info', { id });
export const save = (client: Client, form: FormData) =>
  upload(client, '/lfscada/project/page/save', form);

/** Reads a served layout file as the administrator, expecting it to be there. */
export async function fetchLayout(url: string): Promise<string> {
  const response = await world.admin.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}
