import {
  Code,
  type ConfigurationPageInfo,
  type ConfigurationPageQueryResponse,
  type ConfigurationWidgets,
} from '@lf/protocol';
import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './harness';
import { ok, startProjectWorld, type ProjectWorld } from './projectHarness';

let world: ProjectWorld;
beforeAll(async () => {
  world = await startProjectWorld();
});
afterAll(() => world?.server.close());

const addPage = (fields: Record<string, string> = {}) =>
  ok<ConfigurationPageInfo>(world.admin, '/lfscada/configuration/page/add', {
    equipmentId: world.plant.equipmentId,
    title: '组态页',
    ...fields,
  });

/** An equipment's home configuration page as the user reads it (null when it has none). */
const homePage = (equipmentId: string) =>
  ok<ConfigurationPageInfo | null>(world.user, '/lfscada/configuration/page/queryHome', {
    equipmentId,
  });

/** The administrator saves `list` as the page's widgets: the list the server answers. */
const saveWidgets = (pageId: string, list: unknown[]) =>
  ok<ConfigurationWidgets>(world.admin, '/lfscada/configuration/widget/save', {
    pageId,
    widgets: JSON.stringify(list),
  });

/** A save of `list` that the server is to refuse: its envelope. */
const refusedSave = async (pageId: string, list: unknown[]) =>
  body(
    await world.admin.post('/lfscada/configuration/widget/save', {
      pageId,
      widgets: JSON.stringify(list),
    }),
  );

/** The page's widgets as the user (not an administrator) reads them. */
const readWidgets = (pageId: string) =>
  ok<ConfigurationWidgets>(world.user, '/lfscada/configuration/widget/queryAll', { pageId });

function widgets(count: number, prefix = 'c'): Widget[] {
  const newId = sequentialIds(prefix);
  return Array.from({ length: count }, (_, i) =>
    createWidget(i % 2 === 0 ? 'UsualDataText' : 'ShapeCircle', {
      newId,
      position: { x: i * 10, y: 20, width: 40, height: 40 },
    }),
  );
}

describe('configuration pages', () => {
  it('adds, edits, lists, pages through and deletes, the first page being home', async () => {
    const first = await addPage({
      title: '主画面',
      width: '800',
      height: '600',
      bgColor: '#001122',
    });
    expect(first).toMatchObject({
      equipmentId: world.plant.equipmentId,
      title: '主画面',
      width: 800,
      height: 600,
      bgColor: '#001122',
      fit: 'container',
      home: true,
      widgetCount: 0,
    });
    const second = await addPage({ title: '副画面' });
    expect(second).toMatchObject({ home: false, width: 1024, height: 768 });
    const edited = await ok<ConfigurationPageInfo>(
      world.admin,
      '/lfscada/configuration/page/edit',
      {
        id: second.id,
        title: '副画面二',
        grid: 'false',
      },
    );
    expect(edited).toMatchObject({ title: '副画面二', grid: false, width: 1024 });
    const info = await ok<ConfigurationPageInfo>(world.user, '/lfscada/configuration/page/info', {
      id: second.id,
    });
    expect(info).toEqual(edited);

    for (let i = 0; i < 10; i++) await addPage({ title: `批量 ${i}` });
    const page1 = await ok<ConfigurationPageQueryResponse>(
      world.user,
      '/lfscada/configuration/page/query',
      { equipmentId: world.plant.equipmentId },
    );
    expect(page1).toMatchObject({ total: 12, pageSize: 10 });
    expect(page1.list).toHaveLength(10);
    const searched = await ok<ConfigurationPageQueryResponse>(
      world.user,
      '/lfscada/configuration/page/query',
      { equipmentId: world.plant.equipmentId, keyword: '副画面' },
    );
    expect(searched.list.map((p) => p.id)).toEqual([second.id]);
    const all = await ok<ConfigurationPageInfo[]>(
      world.user,
      '/lfscada/configuration/page/queryAll',
      {
        equipmentId: world.plant.equipmentId,
      },
    );
    expect(all).toHaveLength(12);
    expect(all.filter((p) => p.home).map((p) => p.id)).toEqual([first.id]);

    await ok(world.admin, '/lfscada/configuration/page/setHome', { id: second.id });
    const home = await homePage(world.plant.equipmentId);
    expect(home?.id).toBe(second.id);

    // Deleting the home page hands the flag to the oldest page left.
    await ok(world.admin, '/lfscada/configuration/page/delete', { id: second.id });
    const next = await homePage(world.plant.equipmentId);
    expect(next?.id).toBe(first.id);
    const log = await world.server.db
      .selectFrom('operation_log')
      .select(['action', 'address'])
      .where('action', 'like', 'configuration.page.%')
      .execute();
    expect(new Set(log.map((l) => l.action))).toEqual(
      new Set([
        'configuration.page.add',
        'configuration.page.edit',
        'configuration.page.setHome',
        'configuration.page.delete',
      ]),
    );
    expect(log.every((l) => l.address === world.admin.remoteAddress)).toBe(true);
  });

  it('answers null for the home page of equipment without pages', async () => {
    await world.server.db
      .insertInto('equipment')
      .values({ id: 'bare-equipment', org_id: world.plant.orgId, name: '空设备', type: 'gm' })
      .execute();
    const home = await homePage('bare-equipment');
    expect(home).toBeNull();
  });
});

describe('configuration widgets', () => {
  it('saves a widget list and reads it back exactly, replacing the previous list', async () => {
    const page = await addPage();
    const list = widgets(5);
    const saved = await saveWidgets(page.id, list);
    expect(saved.widgets).toEqual(list);
    const read = await readWidgets(page.id);
    expect(read).toEqual({ pageId: page.id, widgets: list });
    const info = await ok<ConfigurationPageInfo>(world.user, '/lfscada/configuration/page/info', {
      id: page.id,
    });
    expect(info.widgetCount).toBe(5);

    const replacement = widgets(2, 'r');
    await saveWidgets(page.id, replacement);
    const again = await readWidgets(page.id);
    expect(again.widgets).toEqual(replacement);
    await saveWidgets(page.id, []);
    const empty = await readWidgets(page.id);
    expect(empty.widgets).toEqual([]);
  });

  it('keeps groups with their children, in order', async () => {
    const page = await addPage();
    const newId = sequentialIds('g');
    const children = [
      createWidget('ShapeRect', { newId, position: { x: 0, y: 0, width: 10, height: 10 } }),
      createWidget('ShapeRect', { newId, position: { x: 20, y: 0, width: 10, height: 10 } }),
    ];
    const group = createWidget('WidgetGroup', { newId, children });
    const list = [group, createWidget('UsualText', { newId })];
    await saveWidgets(page.id, list);
    const read = await readWidgets(page.id);
    expect(read.widgets).toEqual(list);
  });

  it('refuses an invalid widget precisely, duplicated ids and 1001 widgets, keeping the stored list', async () => {
    const page = await addPage();
    const list = widgets(3);
    await saveWidgets(page.id, list);
    const broken = JSON.parse(JSON.stringify(list)) as Record<string, unknown>[];
    const third = broken[2];
    if (!third) throw new Error('three widgets');
    third.widgetType = 'ShapeBlob';
    const invalid = await refusedSave(page.id, broken);
    expect(invalid).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('widgets[2].widgetType'),
    });
    const twice = await refusedSave(page.id, [list[0], list[0]]);
    expect(twice).toMatchObject({ code: Code.BAD_REQUEST, message: expect.stringContaining('c1') });
    const tooMany = await refusedSave(
      page.id,
      widgets(1001).map((w) => ({ id: w.id, widgetType: w.widgetType })),
    );
    expect(tooMany).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('1001'),
    });
    const read = await readWidgets(page.id);
    expect(read.widgets).toEqual(list);
  });

  it('accepts 1000 widgets written with every default (a form body over 2 MB)', async () => {
    const page = await addPage();
    const list = widgets(1000);
    const saved = await saveWidgets(page.id, list);
    expect(saved.widgets).toEqual(list);
  });

  it('accepts 1000 widgets', async () => {
    const page = await addPage();
    const list = widgets(1000).map((w) => ({ id: w.id, widgetType: w.widgetType }));
    const saved = await saveWidgets(page.id, list);
    expect(saved.widgets).toHaveLength(1000);
    const read = await readWidgets(page.id);
    expect(read.widgets.map((w) => w.id)).toEqual(list.map((w) => w.id));
  });
});

describe('configuration access', () => {
  it('lets normal users read but not change, and keeps other organisations out', async () => {
    const page = await addPage();
    for (const [url, fields] of [
      ['/lfscada/configuration/page/add', { equipmentId: world.plant.equipmentId, title: 'x' }],
      ['/lfscada/configuration/page/edit', { id: page.id, title: 'x' }],
      ['/lfscada/configuration/page/setHome', { id: page.id }],
      ['/lfscada/configuration/page/delete', { id: page.id }],
      ['/lfscada/configuration/widget/save', { pageId: page.id, widgets: '[]' }],
    ] as const) {
      expect(body(await world.user.post(url, fields)).code, url).toBe(Code.FORBIDDEN);
    }
    for (const [url, fields] of [
      ['/lfscada/configuration/page/query', { equipmentId: world.plant.equipmentId }],
      ['/lfscada/configuration/page/queryAll', { equipmentId: world.plant.equipmentId }],
      ['/lfscada/configuration/page/queryHome', { equipmentId: world.plant.equipmentId }],
      ['/lfscada/configuration/page/info', { id: page.id }],
      ['/lfscada/configuration/page/add', { equipmentId: world.plant.equipmentId, title: 'x' }],
      ['/lfscada/configuration/page/edit', { id: page.id, title: 'x' }],
      ['/lfscada/configuration/page/setHome', { id: page.id }],
      ['/lfscada/configuration/page/delete', { id: page.id }],
      ['/lfscada/configuration/widget/queryAll', { pageId: page.id }],
      ['/lfscada/configuration/widget/save', { pageId: page.id, widgets: '[]' }],
    ] as const) {
      expect(body(await world.outsider.post(url, fields)).code, url).toBe(Code.NOT_FOUND);
    }
    const still = await ok<ConfigurationPageInfo>(world.admin, '/lfscada/configuration/page/info', {
      id: page.id,
    });
    expect(still.title).toBe('组态页');
  });
});
