import { describe, expect, it } from 'vitest';
import { parseLayout } from './layout';
import { LAYOUT_SCHEMA_VERSION, migrateLayout, type LayoutMigration } from './migrations';

const renameTitle: LayoutMigration = {
  version: 2,
  description: 'test: con.name became con.title',
  up: (layout) => {
    const con = (layout.con ?? {}) as Record<string, unknown>;
    const { name, ...rest } = con;
    return { ...layout, con: { ...rest, title: name } };
  },
};
const steps: LayoutMigration[] = [
  { version: 1, description: 'stamp', up: (layout) => layout },
  renameTitle,
];

describe('layout migrations', () => {
  it('an unversioned layout of the first release is version 0 and opens today', () => {
    const parsed = parseLayout({ con: { width: '800' }, widgets: [] });
    expect(parsed.ok && parsed.document.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
  });

  it('runs every later step in order and stamps the final version', () => {
    const outcome = migrateLayout({ con: { name: 'Old' } }, steps, 2);
    expect(outcome).toEqual({ ok: true, layout: { con: { title: 'Old' }, schemaVersion: 2 } });
  });

  it('skips steps the layout already passed', () => {
    const outcome = migrateLayout({ schemaVersion: 2, con: { title: 'New' } }, steps, 2);
    expect(outcome).toEqual({ ok: true, layout: { schemaVersion: 2, con: { title: 'New' } } });
  });

  it('refuses a layout newer than this release', () => {
    const outcome = migrateLayout({ schemaVersion: 3 }, steps, 2);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(/newer/);
    const parsed = parseLayout({ schemaVersion: LAYOUT_SCHEMA_VERSION + 1 });
    expect(!parsed.ok && parsed.error.path).toBe('schemaVersion');
  });

  it('refuses a broken version and reports a failing or missing step', () => {
    expect(migrateLayout({ schemaVersion: 'one' }, steps, 2).ok).toBe(false);
    const failing: LayoutMigration = {
      version: 1,
      description: 'throws',
      up: () => {
        throw new Error('bad');
      },
    };
    const outcome = migrateLayout({}, [failing], 1);
    expect(!outcome.ok && outcome.message).toBe('migration to 1 failed: bad');
    const gap = migrateLayout({}, [renameTitle], 2);
    expect(!gap.ok && gap.message).toBe('no migration to version 1');
  });
});

describe('layout version 2: attached pipe ends', () => {
  const pump = {
    id: 'pump',
    widgetType: 'ShapeRect',
    position: { x: 100, y: 50, width: 40, height: 20 },
  };
  const pipe = (ends: [string, string]) => ({
    id: 'pipe',
    widgetType: 'ProcessPipe',
    position: { x: 140, y: 60, width: 60, height: 0 },
    dataAddon: {
      points: [
        { x: 0, y: 0 },
        { x: 60, y: 0 },
      ],
      ends,
    },
  });

  it('a pipe saved on a port before ends were attached is attached to that port', () => {
    const parsed = parseLayout({ schemaVersion: 1, widgets: [pump, pipe(['port', 'free'])] });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.document.widgets[1]?.dataAddon.attached).toEqual([
      { widgetId: 'pump', portId: 'right' },
      null,
    ]);
  });

  it('free ends and pipes inside groups are read too; a free end stays unattached', () => {
    const group = { id: 'g', widgetType: 'WidgetGroup', children: [pipe(['free', 'free']), pump] };
    const parsed = parseLayout({ schemaVersion: 1, widgets: [group] });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.document.widgets[0]?.children?.[0]?.dataAddon.attached).toEqual([null, null]);
  });
});

describe('layout version 3: attached tee ends', () => {
  const pipeFrom = (id: string, x: number, y: number, width: number, height: number) => ({
    id,
    widgetType: 'ProcessPipe',
    position: { x, y, width, height },
    dataAddon: {
      points: [
        { x: 0, y: 0 },
        { x: width, y: height },
      ],
      ends: ['free', 'tee'],
    },
  });

  it('a tee saved before tees were attached joins the pipe it lies on', () => {
    // The branch runs down from (50, -40) to (50, 0), onto the main's segment at its middle.
    const main = { ...pipeFrom('main', 0, 0, 100, 0), dataAddon: { ends: ['free', 'free'] } };
    const branch = pipeFrom('branch', 50, -40, 0, 40);
    const parsed = parseLayout({ schemaVersion: 2, widgets: [main, branch] });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.document.widgets[1]?.dataAddon.attached).toEqual([
      null,
      { widgetId: 'main', segment: 0, along: 0.5 },
    ]);
  });
});
