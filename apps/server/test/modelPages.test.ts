import {
  Code,
  type ModelPageCoverage,
  type ModelPageInfo,
  type ModelPageInstance,
  type ModelPageLayout,
  type ModelPageModel,
} from '@lf/protocol';
import {
  createDocument,
  createWidget,
  ItemSchema,
  parseLayout,
  sequentialIds,
  serialiseLayout,
  type Widget,
} from '@lf/designer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './harness';
import { ok, startProjectWorld, type ProjectWorld } from './projectHarness';

let world: ProjectWorld;
let modelId: string;
/** A second equipment of the model, added from it (its own signals, same names). */
let twinId: string;

beforeAll(async () => {
  world = await startProjectWorld();
  const model = await ok<{ id: string }>(world.admin, '/lfscada/system/model/add', {
    name: 'LF-T1',
    fromEquipmentId: world.plant.equipmentId,
  });
  modelId = model.id;
  await world.server.db
    .updateTable('equipment')
    .set({ model: 'LF-T1' })
    .where('id', '=', world.plant.equipmentId)
    .execute();
  const twin = await ok<{ id: string }>(world.admin, '/lfscada/equipment/multi/add', {
    name: '二号泵站',
    type: 'eg',
    modelId,
  });
  twinId = twin.id;
});
afterAll(() => world?.server.close());

/** A template layout: one text widget per name, bound by name. */
function templateLayout(names: string[], title = '泵站模板'): string {
  const newId = sequentialIds('t');
  const widgets: Widget[] = names.map((signalName, i) => {
    const widget = createWidget('UsualDataText', {
      newId,
      position: { x: 20, y: 20 + i * 50, width: 120, height: 40 },
    });
    return { ...widget, data: { ...widget.data, signalName } };
  });
  return serialiseLayout({ ...createDocument({ title }), widgets });
}

const signalIdOf = async (equipmentId: string, name: string) =>
  String(
    (
      await world.server.db
        .selectFrom('signal')
        .select('id')
        .where('equipment_id', '=', equipmentId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id,
  );

/** The signal id each widget of the equipment's default template page is bound to. */
async function boundIds(equipmentId: string) {
  const [instance] = await ok<ModelPageInstance[]>(world.user, '/lfscada/model/page/ofEquipment', {
    equipmentId,
  });
  if (!instance) throw new Error('no template page');
  const parsed = parseLayout(instance.layout);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return {
    ids: parsed.document.widgets.map((w) => [w.data.signalName, w.data.signalId, w.data.equipId]),
    unresolved: instance.unresolved,
  };
}

describe('page templates per equipment model', () => {
  it("shows one template to each equipment of the model, bound to that equipment's signals", async () => {
    const models = await ok<ModelPageModel[]>(world.admin, '/lfscada/model/page/models');
    expect(models.find((m) => m.id === modelId)).toMatchObject({
      name: 'LF-T1',
      equipmentCount: 2,
      pageCount: 0,
    });
    expect(models.find((m) => m.id === modelId)?.signals.map((s) => s.name)).toEqual([
      '液位',
      '压力',
      '泵',
    ]);
    const page = await ok<ModelPageInfo>(world.admin, '/lfscada/model/page/add', {
      modelId,
      title: '泵站模板',
    });
    const saved = await ok<ModelPageInfo>(world.admin, '/lfscada/model/page/save', {
      id: page.id,
      layout: templateLayout(['液位', '压力']),
    });
    expect(saved).toMatchObject({ widgetCount: 2, signalNames: ['压力', '液位'] });

    const plant = world.plant.equipmentId;
    expect(await boundIds(plant)).toEqual({
      ids: [
        ['液位', world.plant.level, plant],
        ['压力', world.plant.pressure, plant],
      ],
      unresolved: [],
    });
    const twin = await boundIds(twinId);
    expect(twin.ids).toEqual([
      ['液位', await signalIdOf(twinId, '液位'), twinId],
      ['压力', await signalIdOf(twinId, '压力'), twinId],
    ]);
    expect(twin.ids[0]?.[1]).not.toBe(world.plant.level);

    // A template edit shows on both at their next read: nothing was copied.
    await ok(world.admin, '/lfscada/model/page/save', {
      id: page.id,
      layout: templateLayout(['泵', '液位']),
    });
    expect((await boundIds(plant)).ids.map((r) => r[1])).toEqual([
      world.plant.pump,
      world.plant.level,
    ]);
    expect((await boundIds(twinId)).ids.map((r) => r[1])).toEqual([
      await signalIdOf(twinId, '泵'),
      await signalIdOf(twinId, '液位'),
    ]);
    const layout = await ok<ModelPageLayout>(world.user, '/lfscada/model/page/layout', {
      id: page.id,
    });
    expect(layout.page.title).toBe('泵站模板');
  });

  it('follows a signal renamed on one equipment and lists who lacks which name', async () => {
    const [page] = await ok<ModelPageInfo[]>(world.user, '/lfscada/model/page/query', { modelId });
    if (!page) throw new Error('no page');
    const pump = await signalIdOf(twinId, '泵');
    await world.server.db
      .updateTable('signal')
      .set({ name: '主泵' })
      .where('id', '=', Number(pump))
      .execute();
    const twin = await boundIds(twinId);
    expect(twin.ids[0]).toEqual(['泵', '', '']);
    expect(twin.unresolved).toEqual([{ widgetId: 't1', name: '泵' }]);
    expect((await boundIds(world.plant.equipmentId)).unresolved).toEqual([]);
    const coverage = await ok<ModelPageCoverage>(world.user, '/lfscada/model/page/coverage', {
      id: page.id,
    });
    expect(coverage).toEqual({
      names: ['泵', '液位'],
      equipment: [
        { id: twinId, name: '二号泵站', missing: ['泵'] },
        { id: world.plant.equipmentId, name: '测试泵站', missing: [] },
      ],
    });
    // Renamed back (or the template rebound to the new name) it binds again.
    await world.server.db
      .updateTable('signal')
      .set({ name: '泵' })
      .where('id', '=', Number(pump))
      .execute();
    expect((await boundIds(twinId)).ids[0]).toEqual(['泵', pump, twinId]);
  });

  it("resolves by name what widgets read besides their binding: state rules, a pipe's flow, items", async () => {
    const [page] = await ok<ModelPageInfo[]>(world.user, '/lfscada/model/page/query', { modelId });
    if (!page) throw new Error('no page');
    const newId = sequentialIds('r');
    const ruleOn = (signalName: string) => ({
      state: 'fault',
      signalName,
      symbol: '=',
      value: '1',
    });
    const symbol = createWidget('ProcessSymbol', {
      newId,
      dataAddon: { symbolId: 'pump-centrifugal', states: [ruleOn('压力')] },
    });
    const custom = createWidget('CustomSymbol', {
      newId,
      dataAddon: { symbolId: 's1', states: [ruleOn('液位')] },
    });
    const pipe = createWidget('ProcessPipe', { newId, dataAddon: { flow: 'condition' } });
    const dropdown = createWidget('UsualDropdown', { newId });
    const item = ItemSchema.parse({ id: 'i1', dataType: 'signal', signalName: '泵' });
    const layout = serialiseLayout({
      ...createDocument(),
      widgets: [
        symbol,
        custom,
        { ...pipe, data: { ...pipe.data, signalName: '泵' } },
        { ...dropdown, items: [item] },
      ],
    });
    await ok(world.admin, '/lfscada/model/page/save', { id: page.id, layout });
    const [instance] = await ok<ModelPageInstance[]>(
      world.user,
      '/lfscada/model/page/ofEquipment',
      {
        equipmentId: twinId,
      },
    );
    const parsed = parseLayout(instance?.layout);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [shownSymbol, shownCustom, shownPipe, shownDropdown] = parsed.document.widgets;
    const ruleOf = (widget: Widget | undefined) =>
      (widget?.dataAddon.states as { signalId: string; equipId: string }[])[0];
    expect(ruleOf(shownSymbol)).toMatchObject({
      signalId: await signalIdOf(twinId, '压力'),
      equipId: twinId,
    });
    expect(ruleOf(shownCustom)).toMatchObject({
      signalId: await signalIdOf(twinId, '液位'),
      equipId: twinId,
    });
    expect(shownPipe?.data.signalId).toBe(await signalIdOf(twinId, '泵'));
    expect(shownDropdown?.items[0]?.dataId).toBe(await signalIdOf(twinId, '泵'));
    expect(instance?.unresolved).toEqual([]);
  });

  it('refuses a template that binds a particular signal, in both languages', async () => {
    const [page] = await ok<ModelPageInfo[]>(world.user, '/lfscada/model/page/query', { modelId });
    if (!page) throw new Error('no page');
    const widget = createWidget('UsualDataText', { newId: sequentialIds('x') });
    const layout = serialiseLayout({
      ...createDocument(),
      widgets: [{ ...widget, data: { ...widget.data, signalId: world.plant.level } }],
    });
    const zh = body(await world.admin.post('/lfscada/model/page/save', { id: page.id, layout }));
    expect(zh.code).toBe(Code.BAD_REQUEST);
    expect(zh.message).toContain('按信号名称绑定');
    const en = body(
      await world.admin.post(
        '/lfscada/model/page/save',
        { id: page.id, layout },
        {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': 'en',
          },
        },
      ),
    );
    expect(en.message).toContain('by name only');
    const broken = body(
      await world.admin.post('/lfscada/model/page/save', { id: page.id, layout: '{"widgets":7}' }),
    );
    expect(broken.code).toBe(Code.BAD_REQUEST);
  });

  it('lets normal users read but not design, and keeps other organisations out', async () => {
    const [page] = await ok<ModelPageInfo[]>(world.user, '/lfscada/model/page/query', { modelId });
    if (!page) throw new Error('no page');
    const layout = templateLayout(['液位']);
    for (const [url, fields] of [
      ['/lfscada/model/page/models', {}],
      ['/lfscada/model/page/add', { modelId, title: 'x' }],
      ['/lfscada/model/page/save', { id: page.id, layout }],
      ['/lfscada/model/page/delete', { id: page.id }],
    ] as const) {
      expect(body(await world.user.post(url, fields)).code, url).toBe(Code.FORBIDDEN);
    }
    for (const [url, fields] of [
      ['/lfscada/model/page/query', { modelId }],
      ['/lfscada/model/page/add', { modelId, title: 'x' }],
      ['/lfscada/model/page/layout', { id: page.id }],
      ['/lfscada/model/page/save', { id: page.id, layout }],
      ['/lfscada/model/page/coverage', { id: page.id }],
      ['/lfscada/model/page/delete', { id: page.id }],
      ['/lfscada/model/page/ofEquipment', { equipmentId: twinId }],
    ] as const) {
      expect(body(await world.outsider.post(url, fields)).code, url).toBe(Code.NOT_FOUND);
    }
    const outsiderModels = await ok<ModelPageModel[]>(world.outsider, '/lfscada/model/page/models');
    expect(outsiderModels.map((m) => m.id)).not.toContain(modelId);
    await ok(world.admin, '/lfscada/model/page/delete', { id: page.id });
    expect(
      await ok<ModelPageInstance[]>(world.user, '/lfscada/model/page/ofEquipment', {
        equipmentId: twinId,
      }),
    ).toEqual([]);
  });
});
