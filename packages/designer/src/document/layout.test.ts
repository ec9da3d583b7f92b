import { describe, expect, it } from 'vitest';
import { documentOf, groupOf, rect, widget } from '../testing/fixtures';
import { WIDGET_TYPES } from '../widgets/registry';
import { createWidget } from '../widgets/factory';
import { sequentialIds } from '../ids';
import { createDocument, parseLayout, serialiseLayout, toStoredLayout } from './layout';
import { LAYOUT_SCHEMA_VERSION } from './migrations';

describe('page defaults', () => {
  it('a new page is 1024 × 768, fit container, white, with no widgets', () => {
    const document = createDocument({ id: 'p1', projectId: 'j1', title: 'Boiler' });
    expect(document.con).toEqual({
      id: 'p1',
      projectId: 'j1',
      title: 'Boiler',
      width: 1024,
      height: 768,
      fit: 'container',
      bgColor: '#FFFFFF',
      bgImage: '',
      useBgImage: false,
      grid: true,
      checkpwd: false,
      password: '',
      equipmentId: '',
      theme: 'standard',
    });
    expect(document.widgets).toEqual([]);
    expect(document.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
  });
});

describe('parseLayout', () => {
  it('converts width and height written as text to numbers', () => {
    const parsed = parseLayout({ con: { width: '1920', height: '1080' }, widgets: [] });
    expect(parsed.ok && parsed.document.con.width).toBe(1920);
    expect(parsed.ok && parsed.document.con.height).toBe(1080);
  });

  it('fills every default of a sparse widget (fill white, stroke black 1, font 12, clickEvent)', () => {
    const parsed = parseLayout({ widgets: [{ id: 'a', widgetType: 'ShapeRect' }] });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [only] = parsed.document.widgets;
    expect(only?.style.fill).toBe('#FFFFFF');
    expect(only?.style.stroke).toEqual({ color: '#000000', width: 1 });
    expect(only?.style.font.size).toBe(12);
    expect(only?.clickEvent).toMatchObject({
      enable: false,
      action: 'write',
      width: 600,
      height: 600,
      writeType: 'fixed',
      pressType: 'set1',
      delay: { enable: false, value: 1000 },
    });
    expect(only?.animation.rotate).toMatchObject({ speed: 1000, direction: 'clockwise' });
    expect(Object.keys(only?.animation ?? {})).toEqual([
      'visiable',
      'twinkle',
      'rotate',
      'fillColor',
      'borderColor',
      'fontColor',
    ]);
  });

  it('fills add-on defaults of the dashboard, timer and line chart', () => {
    const parsed = parseLayout({
      widgets: [
        { id: 'd', widgetType: 'UsualDashboard' },
        { id: 't', widgetType: 'UsualTimer' },
        { id: 'l', widgetType: 'ComplexLine', dataAddon: { variant: 'history' } },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [dashboard, timer, line] = parsed.document.widgets;
    expect(dashboard?.dataAddon).toMatchObject({ type: 'monochrome', minVal: 0, maxVal: 100 });
    expect((dashboard?.dataAddon.stages as { value: number }[]).map((s) => s.value)).toEqual([
      25, 50, 75, 100,
    ]);
    expect(timer?.dataAddon).toEqual({ format: 'YYYY-MM-DD HH:mm:ss' });
    expect(line?.dataAddon).toMatchObject({
      variant: 'history',
      mode: 'adapt',
      timeRange: 60,
      timeFormat: 'HH:mm',
    });
  });

  it('rejects a malformed widget with the exact path of the problem', () => {
    const parsed = parseLayout({
      widgets: [
        rect('ok', 0, 0),
        { id: 'b', widgetType: 'ShapeRect', position: { width: 'wide' } },
      ],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.path).toBe('widgets[1].position.width');
    expect(parsed.error.text.zh).toContain('widgets[1].position.width');
    expect(parsed.error.text.en).toContain('widgets[1].position.width');
  });

  it('rejects an unknown widget type at its widgetType', () => {
    const parsed = parseLayout({ widgets: [{ id: 'x', widgetType: 'ShapeStar' }] });
    expect(!parsed.ok && parsed.error.path).toBe('widgets[0].widgetType');
  });

  it('rejects an invalid add-on value inside a group child', () => {
    const parsed = parseLayout({
      widgets: [
        {
          id: 'g',
          widgetType: 'WidgetGroup',
          children: [
            { id: 'a', widgetType: 'ShapeRect' },
            { id: 'b', widgetType: 'UsualPercentFill', dataAddon: { type: 'pieChart' } },
          ],
        },
      ],
    });
    expect(!parsed.ok && parsed.error.path).toBe('widgets[0].children[1].dataAddon.type');
  });

  it('rejects text that is not JSON, a non-object, duplicate ids and a group without children', () => {
    const notJson = parseLayout('{oops');
    expect(!notJson.ok && notJson.error.message).toMatch(/^not JSON/);
    const array = parseLayout([]);
    expect(!array.ok && array.error.message).toBe('expected a layout object');
    const twice = parseLayout({ widgets: [rect('a', 0, 0), rect('a', 5, 5)] });
    expect(!twice.ok && twice.error.message).toBe('widget id a is used twice');
    const empty = parseLayout({ widgets: [{ id: 'g', widgetType: 'WidgetGroup', children: [] }] });
    expect(!empty.ok && empty.error.path).toBe('widgets[0].children');
  });

  it('refits a group box to its children on load', () => {
    const child = rect('a', 10, 20, 30, 40);
    const stale = { ...groupOf('g', [child]), position: { ...child.position, x: 999 } };
    const parsed = parseLayout({ widgets: [stale] });
    expect(parsed.ok && parsed.document.widgets[0]?.position).toMatchObject({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
    });
  });

  it('accepts ASCII comparison symbols and stores the symbols of the spec', () => {
    const parsed = parseLayout({
      widgets: [
        {
          id: 'a',
          widgetType: 'ShapeRect',
          animation: { twinkle: { enable: true, symbol: '>=', value: 5 } },
        },
      ],
    });
    expect(parsed.ok && parsed.document.widgets[0]?.animation.twinkle).toMatchObject({
      symbol: '≥',
      value: '5',
    });
  });
});

describe('serialiseLayout', () => {
  const ids = sequentialIds();
  const everyType = WIDGET_TYPES.filter((type) => type !== 'WidgetGroup').map((type, i) =>
    createWidget(type, { newId: ids, position: { x: i * 10, y: i * 5 } }),
  );
  const nested = groupOf('g1', [
    groupOf('g2', [rect('a', 0, 0), rect('b', 50, 50)]),
    rect('c', 9, 9),
  ]);
  const document = documentOf([...everyType, nested], { id: 'p', width: 800, height: 600 });

  it('round-trips every widget type and nested groups exactly', () => {
    const back = parseLayout(serialiseLayout(document));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.document).toEqual(document);
  });

  it('is stable: serialising the parsed layout gives the same text', () => {
    const text = serialiseLayout(document);
    const back = parseLayout(text);
    expect(back.ok && serialiseLayout(back.document)).toBe(text);
  });

  it('stores {schemaVersion, con, widgets, bind} with bind recomputed from the widgets', () => {
    const bound = widget('UsualDataText', 'd', { x: 0, y: 0 }, {});
    const withData = { ...bound, data: { ...bound.data, signalId: 's1', equipId: 'e1' } };
    const stored = toStoredLayout(documentOf([withData]));
    expect(Object.keys(stored)).toEqual(['schemaVersion', 'con', 'widgets', 'bind']);
    expect(stored.bind).toEqual({ equips: ['e1'], signals: ['s1'], keys: [] });
  });
});
