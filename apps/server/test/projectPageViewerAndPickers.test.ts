import {
  Code,
  type PickerReport,
  type PickerSignal,
  type ProjectPageSummary,
  type ProjectSummary,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './harness';
import { addPage, pageInfo, project, save, startPageWorld, world } from './pageWorld';
import { layoutOf, ok, savePageForm } from './projectHarness';

beforeAll(startPageWorld);
afterAll(() => world?.server.close());

describe('viewer and pickers', () => {
  it('lists the pages for the viewer and keeps other organisations out', async () => {
    const page = await addPage({ title: '查看页' });
    const pages = await ok<ProjectPageSummary[]>(
      world.user,
      '/lfscada/monitor/project/page/queryAll',
      {
        projectId: project.id,
      },
    );
    expect(pages.map((p) => p.id)).toContain(page.id);
    for (const [url, fields] of [
      ['/lfscada/monitor/project/page/queryAll', { projectId: project.id }],
      ['/lfscada/monitor/project/page/info', { id: page.id }],
      ['/lfscada/monitor/project/page/validPassword', { id: page.id, password: 'whatever' }],
      ['/lfscada/project/page/info', { id: page.id }],
      ['/lfscada/project/page/copy', { id: page.id }],
      ['/lfscada/project/page/delete', { id: page.id }],
      ['/lfscada/project/page/setHome', { id: page.id }],
      ['/lfscada/project/page/add', { projectId: project.id }],
      [
        '/lfscada/project/page/queryBindSignal',
        { projectId: project.id, dataSignal: world.plant.level },
      ],
    ] as const) {
      expect(body(await world.outsider.post(url, fields)).code, url).toBe(Code.NOT_FOUND);
    }
    expect(
      body(await save(world.outsider, savePageForm(page.id, project.id, layoutOf(1)))).code,
    ).toBe(Code.NOT_FOUND);
  });

  it('keeps the designer calls to administrators', async () => {
    const page = await addPage();
    for (const [url, fields] of [
      ['/lfscada/project/page/queryAll', { projectId: project.id }],
      ['/lfscada/project/page/info', { id: page.id }],
      ['/lfscada/project/page/add', { projectId: project.id }],
      ['/lfscada/project/page/copy', { id: page.id }],
      ['/lfscada/project/page/delete', { id: page.id }],
      ['/lfscada/project/page/setHome', { id: page.id }],
      ['/lfscada/project/page/queryReport', { projectId: project.id }],
      ['/lfscada/project/page/querySignalByEquip', { equipmentId: world.plant.equipmentId }],
    ] as const) {
      expect(body(await world.user.post(url, fields)).code, url).toBe(Code.FORBIDDEN);
    }
    expect(body(await save(world.user, savePageForm(page.id, project.id, layoutOf(1)))).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await pageInfo(page.id)).version).toBe(1);
  });

  it('offers the reports and signals of the project and of one equipment', async () => {
    const report = await world.server.db
      .insertInto('report')
      .values({
        equipment_id: world.plant.equipmentId,
        name: '日报',
        signal_ids: JSON.stringify([world.plant.pressure, world.plant.level]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byProject = await ok<PickerReport[]>(world.admin, '/lfscada/project/page/queryReport', {
      projectId: project.id,
    });
    expect(byProject).toEqual([
      {
        id: String(report.id),
        name: '日报',
        equipmentId: world.plant.equipmentId,
        equipmentName: '测试泵站',
        signalIds: [world.plant.pressure, world.plant.level],
      },
    ]);
    const byEquipment = await ok<PickerReport[]>(world.admin, '/lfscada/project/page/queryReport', {
      equipmentId: world.plant.equipmentId,
    });
    expect(byEquipment).toEqual(byProject);

    const columns = await ok<PickerSignal[]>(
      world.admin,
      '/lfscada/project/page/querySignalByReport',
      {
        reportId: String(report.id),
      },
    );
    expect(columns.map((s) => s.signalTitle)).toEqual(['压力', '液位']);
    const signals = await ok<PickerSignal[]>(
      world.admin,
      '/lfscada/project/page/querySignalByEquip',
      {
        equipmentId: world.plant.equipmentId,
      },
    );
    expect(signals[0]).toEqual({
      signalId: world.plant.level,
      equipId: world.plant.equipmentId,
      signalTitle: '液位',
      equipTitle: '测试泵站',
      unit: 'm',
      dataType: 'float32',
      access: 'rw',
      min: 0,
      max: 10,
    });
    expect(signals).toHaveLength(3);
    const foreign = body(
      await world.outsider.post('/lfscada/project/page/querySignalByReport', {
        reportId: String(report.id),
      }),
    );
    expect(foreign.code).toBe(Code.NOT_FOUND);
  });

  it('answers which bound signals still exist, and 90003 when none does', async () => {
    const some = await ok<PickerSignal[]>(world.admin, '/lfscada/project/page/queryBindSignal', {
      projectId: project.id,
      dataSignal: JSON.stringify([world.plant.level, '999999', world.plant.pump]),
    });
    expect(some.map((s) => s.signalId).sort()).toEqual(
      [world.plant.level, world.plant.pump].sort(),
    );
    const none = body(
      await world.admin.post('/lfscada/project/page/queryBindSignal', {
        projectId: project.id,
        dataSignal: JSON.stringify(['999998', '9999999999']),
      }),
    );
    expect(none).toMatchObject({ code: Code.BIND_CHECK_EMPTY, data: [] });
    const empty = body(
      await world.admin.post('/lfscada/project/page/queryBindSignal', {
        projectId: project.id,
        dataSignal: '',
      }),
    );
    expect(empty.code).toBe(Code.BIND_CHECK_EMPTY);
    // A signal of equipment no longer bound to the project counts as gone.
    const lone = await ok<ProjectSummary>(world.admin, '/lfscada/project/add', { name: '未绑定' });
    const unbound = body(
      await world.admin.post('/lfscada/project/page/queryBindSignal', {
        projectId: lone.id,
        dataSignal: world.plant.level,
      }),
    );
    expect(unbound.code).toBe(Code.BIND_CHECK_EMPTY);
  });
});
