import { Code, type ProjectReach } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, server, startAdminWorld } from './adminWorld';
import { body, Client } from './harness';
import { seedPlant, seedProject } from './liveHarness';

/*
 * Issue 26, defect 5: a project in a data range brings all of its equipment. The user form asks
 * the server what the chosen projects bring, so the administrator sees it before saving.
 */
beforeAll(startAdminWorld);
afterAll(() => server.close());

describe('what a project range grants', () => {
  it('names every equipment each chosen project brings', async () => {
    const plant = await seedPlant(server.db);
    const projectId = await seedProject(server.db, plant);
    const reach = body<ProjectReach[]>(
      await admin.post('/lfscada/manage/user/projectReach', {
        projectIds: JSON.stringify([projectId, 'no-such-project']),
      }),
    );
    expect(reach).toMatchObject({
      code: 200,
      data: [
        {
          id: projectId,
          name: '运营中心',
          equipment: [{ id: plant.equipmentId, name: '测试泵站' }],
        },
      ],
    });
  });

  it('is a user-management call', async () => {
    const anonymous = body(
      await new Client(server.app).post('/lfscada/manage/user/projectReach', { projectIds: '[]' }),
    );
    expect(anonymous.code).not.toBe(200);
    expect(anonymous.code).not.toBe(Code.BAD_REQUEST);
  });
});
