import {
  Code,
  type ProjectEquipment,
  type ProjectQueryResponse,
  type ProjectSummary,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './harness';
import { multipart, ok, startProjectWorld, upload, type ProjectWorld } from './projectHarness';

let world: ProjectWorld;
beforeAll(async () => {
  world = await startProjectWorld();
});
afterAll(() => world?.server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function addProject(name: string, description = ''): Promise<ProjectSummary> {
  return ok<ProjectSummary>(world.admin, '/lfscada/project/add', { name, description });
}

async function lastLog(action: string) {
  return world.server.db
    .selectFrom('operation_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('projects', () => {
  it('adds, edits, lists with search and paging of 10, and deletes', async () => {
    const created = await addProject('一号水厂', '城东');
    expect(created).toMatchObject({
      name: '一号水厂',
      description: '城东',
      thumbnail: '',
      homePageId: null,
      equipmentCount: 0,
      pageCount: 0,
    });
    for (let i = 0; i < 11; i++) await addProject(`批量项目 ${i}`);
    const first = await ok<ProjectQueryResponse>(world.admin, '/lfscada/project/query', {
      keyword: '批量',
    });
    expect(first.total).toBe(11);
    expect(first.list).toHaveLength(10);
    const second = await ok<ProjectQueryResponse>(world.admin, '/lfscada/project/query', {
      keyword: '批量',
      page: '2',
    });
    expect(second.list).toHaveLength(1);
    expect(new Set([...first.list, ...second.list].map((p) => p.id)).size).toBe(11);

    const edited = await ok<ProjectSummary>(world.admin, '/lfscada/project/edit', {
      id: created.id,
      name: '一号水厂（改）',
    });
    expect(edited).toMatchObject({ name: '一号水厂（改）', description: '城东' });
    expect(await lastLog('project.edit')).toMatchObject({ address: world.admin.remoteAddress });

    await ok(world.admin, '/lfscada/project/delete', { id: created.id });
    const gone = body(await world.admin.post('/lfscada/project/info', { id: created.id }));
    expect(gone.code).toBe(Code.NOT_FOUND);
    const log = await lastLog('project.delete');
    expect(JSON.parse(log?.detail ?? '{}')).toMatchObject({ projectId: created.id });
  });

  it('treats % and _ in a search as plain characters', async () => {
    await addProject('达标率100%_项目');
    const hits = await ok<ProjectQueryResponse>(world.admin, '/lfscada/project/query', {
      keyword: '%_',
    });
    expect(hits.list.map((p) => p.name)).toEqual(['达标率100%_项目']);
    const underscore = await ok<ProjectQueryResponse>(world.admin, '/lfscada/project/query', {
      keyword: '_',
    });
    expect(underscore.total).toBe(1);
  });

  it('binds several devices at once, unbinds them, and lists them with their gateway', async () => {
    const project = await addProject('绑定测试');
    const bound = await ok<ProjectEquipment[]>(world.admin, '/lfscada/project/bindEquip', {
      projectId: project.id,
      equipmentIds: JSON.stringify([world.plant.equipmentId]),
    });
    expect(bound).toEqual([
      expect.objectContaining({
        id: world.plant.equipmentId,
        gatewayId: world.plant.gatewayId,
        online: false,
      }),
    ]);
    // Binding again is harmless.
    await ok(world.admin, '/lfscada/project/bindEquip', {
      projectId: project.id,
      equipmentIds: world.plant.equipmentId,
    });
    const listed = await ok<ProjectEquipment[]>(world.admin, '/lfscada/project/equip/queryAll', {
      projectId: project.id,
    });
    expect(listed.map((e) => e.id)).toEqual([world.plant.equipmentId]);
    const viewerList = await ok<ProjectEquipment[]>(
      world.user,
      '/lfscada/monitor/project/equip/queryAll',
      { projectId: project.id },
    );
    expect(viewerList).toEqual(listed);
    const info = await ok<ProjectSummary>(world.admin, '/lfscada/project/info', { id: project.id });
    expect(info.equipmentCount).toBe(1);

    const after = await ok<ProjectEquipment[]>(world.admin, '/lfscada/project/unbindEquip', {
      projectId: project.id,
      equipmentIds: JSON.stringify([world.plant.equipmentId]),
    });
    expect(after).toEqual([]);
    expect(await lastLog('project.unbindEquip')).toBeDefined();
  });

  it('refuses to bind equipment of another organisation', async () => {
    const project = await addProject('越权绑定');
    const foreign = await ok<ProjectSummary>(world.outsider, '/lfscada/project/add', {
      name: '外部项目',
    });
    const answer = body(
      await world.outsider.post('/lfscada/project/bindEquip', {
        projectId: foreign.id,
        equipmentIds: world.plant.equipmentId,
      }),
    );
    expect(answer.code).toBe(Code.NOT_FOUND);
    const mixed = body(
      await world.admin.post('/lfscada/project/bindEquip', {
        projectId: project.id,
        equipmentIds: `${world.plant.equipmentId},no-such-equipment`,
      }),
    );
    expect(mixed.code).toBe(Code.NOT_FOUND);
    const listed = await ok<ProjectEquipment[]>(world.admin, '/lfscada/project/equip/queryAll', {
      projectId: project.id,
    });
    expect(listed).toEqual([]);
  });

  it('shows users the monitor list of their organisation only', async () => {
    const mine = await addProject('监控列表');
    const theirs = await ok<ProjectSummary>(world.outsider, '/lfscada/project/add', {
      name: '监控列表 外部',
    });
    const list = await ok<ProjectQueryResponse>(world.user, '/lfscada/monitor/project/query', {
      keyword: '监控列表',
    });
    expect(list.list.map((p) => p.id)).toEqual([mine.id]);
    const info = await ok<ProjectSummary>(world.user, '/lfscada/monitor/project/info', {
      id: mine.id,
    });
    expect(info.name).toBe('监控列表');
    const refused = body(await world.user.post('/lfscada/monitor/project/info', { id: theirs.id }));
    expect(refused.code).toBe(Code.NOT_FOUND);
  });

  it('keeps project management to administrators of the organisation', async () => {
    const project = await addProject('权限');
    for (const [url, fields] of [
      ['/lfscada/project/query', {}],
      ['/lfscada/project/add', { name: 'x' }],
      ['/lfscada/project/edit', { id: project.id, name: 'x' }],
      ['/lfscada/project/delete', { id: project.id }],
      ['/lfscada/project/bindEquip', { projectId: project.id, equipmentIds: 'a' }],
      ['/lfscada/project/equip/queryAll', { projectId: project.id }],
    ] as const) {
      expect(body(await world.user.post(url, fields)).code, url).toBe(Code.FORBIDDEN);
    }
    for (const [url, fields] of [
      ['/lfscada/project/edit', { id: project.id, name: 'x' }],
      ['/lfscada/project/delete', { id: project.id }],
      ['/lfscada/project/info', { id: project.id }],
      ['/lfscada/project/equip/queryAll', { projectId: project.id }],
    ] as const) {
      expect(body(await world.outsider.post(url, fields)).code, url).toBe(Code.NOT_FOUND);
    }
    const still = await ok<ProjectSummary>(world.admin, '/lfscada/project/info', {
      id: project.id,
    });
    expect(still.name).toBe('权限');
  });
});

describe('thumbnails', () => {
  /** The administrator uploads `content` as a project's thumbnail: the answer's envelope. */
  const sendThumbnail = async (
    projectId: string,
    content: string | Buffer,
    filename: string,
    type: string,
  ) =>
    body<ProjectSummary>(
      await upload(
        world.admin,
        '/lfscada/project/editThumbnail',
        multipart({ id: projectId }, { name: 'file', content, filename, type }),
      ),
    );

  it('stores a png and serves it under /files/, replacing the previous one', async () => {
    const project = await addProject('缩略图');
    const first = await sendThumbnail(project.id, PNG, 'a.png', 'image/png');
    expect(first.code).toBe(200);
    expect(first.data.thumbnail).toMatch(/^\/files\/projects\/.+\/thumb-[A-Za-z0-9]+\.png$/);
    const served = await world.admin.get(first.data.thumbnail);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    const second = await sendThumbnail(project.id, svg, 'b.svg', 'image/svg+xml');
    expect(second.data.thumbnail).toMatch(/\.svg$/);
    expect((await world.admin.get(first.data.thumbnail)).statusCode).toBe(404);
    expect(await lastLog('project.thumbnail')).toBeDefined();
  });

  it('refuses other formats, malformed svg, oversized images and missing files', async () => {
    const project = await addProject('缩略图拒绝');
    const send = (content: string | Buffer, type = 'image/png') =>
      sendThumbnail(project.id, content, 'x', type);
    expect(await send('GIF89a....', 'image/gif')).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('png, jpg, svg'),
    });
    expect(await send('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toMatchObject({
      code: Code.BAD_REQUEST,
    });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await send(big)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('2 MB'),
    });
    const missing = body(
      await upload(world.admin, '/lfscada/project/editThumbnail', multipart({ id: project.id })),
    );
    expect(missing).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('缺少图片'),
    });
    const info = await ok<ProjectSummary>(world.admin, '/lfscada/project/info', { id: project.id });
    expect(info.thumbnail).toBe('');
  });

  it('refuses a normal user and another organisation', async () => {
    const project = await addProject('缩略图权限');
    const form = () =>
      multipart(
        { id: project.id },
        { name: 'file', content: PNG, filename: 'a.png', type: 'image/png' },
      );
    expect(body(await upload(world.user, '/lfscada/project/editThumbnail', form())).code).toBe(
      Code.FORBIDDEN,
    );
    expect(body(await upload(world.outsider, '/lfscada/project/editThumbnail', form())).code).toBe(
      Code.NOT_FOUND,
    );
  });
});
