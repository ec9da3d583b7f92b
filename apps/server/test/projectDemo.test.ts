import { computeBind, parseLayout } from '@lf/designer';
import { PLANT_REGISTER_MAP } from '@lf/simulators';
import type { ProjectPageInfo, ProjectPageSummary, ProjectQueryResponse } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seedDemo';
import { DEMO_WATER_WORKS, seedDemoProject } from '../src/demo/seedDemoProject';
import { demoPlantPage } from '../src/demo/demoPlantPage';
import { seededUser, startTestServer, type TestServer } from './harness';
import { ok } from './projectHarness';

describe('demoPlantPage', () => {
  const ids = new Map(PLANT_REGISTER_MAP.map((def, i) => [def.key, String(100 + i)]));
  const document = demoPlantPage({
    pageId: 'page-1',
    projectId: 'project-1',
    title: '演示水厂',
    equipmentId: 'eq-1',
    equipmentName: '1号泵站',
    signalIdOf: (key) => ids.get(key) ?? '',
  });

  it('binds only signals of the station, each to a real register-map key', () => {
    const bind = computeBind(document.widgets);
    expect(bind.equips).toEqual(['eq-1']);
    const known = new Set(ids.values());
    expect(bind.signals.every((id) => known.has(id))).toBe(true);
    for (const key of [
      'tank1Level',
      'tank2Level',
      'dischargePressure',
      'pump1Run',
      'pump1Running',
    ]) {
      expect(bind.signals, key).toContain(ids.get(key));
    }
  });

  it('has the plant pieces: tank, pump and valve symbols, a gauge, a button and a real-time trend', () => {
    const types = document.widgets.map((w) => w.widgetType);
    const symbols = document.widgets.filter((w) => w.widgetType === 'ProcessSymbol');
    const symbolOf = (key: string) =>
      symbols.find((w) => w.data.signalId === ids.get(key))?.dataAddon.symbolId;
    expect(symbolOf('tank1Level')).toBe('tank-vertical');
    expect(symbolOf('tank2Level')).toBe('tank-vertical');
    expect(symbolOf('pump1Running')).toBe('pump-centrifugal');
    expect(symbolOf('pump2Running')).toBe('pump-centrifugal');
    expect(symbolOf('inletValveOpen')).toBe('valve-motorised');
    expect(symbolOf('outletValvePosition')).toBe('valve-control');
    expect(symbolOf('tank1HighLevel')).toBe('alarm-badge');
    expect(types).toContain('UsualDashboard');
    expect(types).toContain('ComplexLine');
    const start = document.widgets.find(
      (w) => w.widgetType === 'UsualButton' && w.data.signalId === ids.get('pump1Run'),
    );
    expect(start?.dataAddon).toMatchObject({ action: 'write', writeValue: '1' });
    const trend = document.widgets.find((w) => w.widgetType === 'ComplexLine');
    expect(trend?.dataAddon).toMatchObject({ variant: 'realtime' });
    expect(trend?.data.signalArray.map((s) => s.signalId)).toEqual(
      ['tank1Level', 'tank2Level', 'dischargePressure'].map((key) => ids.get(key)),
    );
  });
});

describe('seedDemoProject', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemo(server.db);
    await seedDemoProject(server.db, server.config.dataDir);
    // A second start writes nothing more.
    await seedDemoProject(server.db, server.config.dataDir);
  });
  afterAll(() => server?.close());

  it('gives a new user a project with a living home page right away', async () => {
    const user = await seededUser(server.app, 'demo');
    const projects = await ok<ProjectQueryResponse>(user, '/lfscada/monitor/project/query', {
      keyword: '演示水厂',
    });
    expect(projects.total).toBe(1);
    const project = projects.list[0];
    if (!project) throw new Error('the demo project');
    expect(project).toMatchObject({ name: DEMO_WATER_WORKS, equipmentCount: 2, pageCount: 2 });
    const pages = await ok<ProjectPageSummary[]>(user, '/lfscada/monitor/project/page/queryAll', {
      projectId: project.id,
    });
    expect(pages.filter((p) => p.home).map((p) => p.id)).toEqual([project.homePageId]);
    const home = await ok<ProjectPageInfo>(user, '/lfscada/monitor/project/page/info', {
      id: project.homePageId ?? '',
    });
    expect(home).toMatchObject({ width: 1280, height: 720, bgColor: '#0B1E33', version: 2 });
    const file = await user.get(home.jsonUrl);
    const layout = parseLayout(file.body);
    if (!layout.ok) throw new Error(layout.error.message);
    expect(layout.document.widgets.length).toBeGreaterThan(30);
    const bound = new Set(computeBind(layout.document.widgets).signals);
    const signals = await server.db
      .selectFrom('signal')
      .select('id')
      .where('id', 'in', [...bound].map(Number))
      .execute();
    expect(signals).toHaveLength(bound.size);
  });
});
