import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { createWidget } from './factory';
import { WIDGET_DEFINITIONS } from './list';
import { WIDGET_TYPES, addonOf, isWidgetType, widgetDefinition } from './registry';

const SPEC_TYPES = [
  'WidgetGroup',
  'ShapeArrow',
  'ShapeCircle',
  'ShapeEllipse',
  'ShapeLine',
  'ShapeOctagon',
  'ShapeParallelogram',
  'ShapePrism',
  'ShapeRect',
  'ShapeTriangle',
  'UsualDashboard',
  'UsualButton',
  'UsualDataText',
  'UsualImage',
  'UsualPercentFill',
  'UsualScrollbar',
  'UsualText',
  'UsualTimer',
  'UsualAnimation',
  'UsualDropdown',
  'ComplexLine',
  'ComplexBar',
  'ComplexPie',
  'ComplexVideo',
  'ProcessSymbol',
];

/** Types added after SPEC §3: the process graphics of issue 25. */
const PROCESS_TYPES = ['ProcessPipe', 'CustomSymbol'];

describe('widget registry', () => {
  it('registers every widget type of SPEC §3 exactly once', () => {
    expect([...WIDGET_TYPES].sort()).toEqual([...SPEC_TYPES, ...PROCESS_TYPES].sort());
    expect(new Set(WIDGET_TYPES).size).toBe(WIDGET_TYPES.length);
  });

  it('gives the add-on typed for its widget type only', () => {
    const dashboard = createWidget('UsualDashboard', { newId: sequentialIds() });
    expect(addonOf(dashboard, 'UsualDashboard')?.maxVal).toBe(100);
    expect(addonOf(dashboard, 'ComplexLine')).toBeNull();
  });

  it('knows registered names only', () => {
    expect(isWidgetType('ShapeRect')).toBe(true);
    expect(isWidgetType('ShapeStar')).toBe(false);
  });

  it('gives every type a bilingual label and an add-on whose defaults parse from {}', () => {
    for (const definition of WIDGET_DEFINITIONS) {
      expect(definition.label.zh.length).toBeGreaterThan(0);
      expect(definition.label.en.length).toBeGreaterThan(0);
      expect(definition.addon.safeParse({}).success).toBe(true);
    }
  });

  it('uses the size rules of SPEC §5', () => {
    expect(widgetDefinition('ShapeRect').sizeRule).toBe('either');
    expect(widgetDefinition('ShapeTriangle').sizeRule).toBe('both');
    expect(widgetDefinition('ShapeCircle').sizeRule).toBe('circle');
    expect(widgetDefinition('ShapeEllipse').sizeRule).toBe('ellipse');
    expect(widgetDefinition('ShapeLine').sizeRule).toBe('line');
    expect(widgetDefinition('UsualDropdown').sizeRule).toBe('either');
  });
});

describe('createWidget', () => {
  it('creates every type with new unique ids from the injected generator', () => {
    const newId = sequentialIds('n');
    const created = WIDGET_TYPES.filter((type) => type !== 'WidgetGroup').map((type) =>
      createWidget(type, { newId }),
    );
    const ids = created.flatMap((widget) => [widget.id, widget.textId]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(created[0]?.id).toBe('n1');
  });

  it('fills the common defaults: white fill, black stroke of width 1, 12px font', () => {
    const rect = createWidget('ShapeRect', { newId: sequentialIds() });
    expect(rect.style.fill).toBe('#FFFFFF');
    expect(rect.style.stroke).toEqual({ color: '#000000', width: 1 });
    expect(rect.style.font.size).toBe(12);
    expect(rect.posLock).toBe(false);
    expect(rect.position).toMatchObject({ x: 0, y: 0, width: 100, height: 60, rotate: 0 });
  });

  it('applies a type’s own look and add-on defaults', () => {
    const button = createWidget('UsualButton', { newId: sequentialIds() });
    expect(button.style.fill).toBe('#409EFF');
    expect(button.style.stroke.color).toBe('#000000');
    expect(button.dataAddon).toMatchObject({
      action: 'write',
      writeType: 'fixed',
      pressType: 'set1',
    });
    const video = createWidget('ComplexVideo', { newId: sequentialIds() });
    expect(video.dataAddon).toMatchObject({ type: 'stream', PanTilt: false, channelNumber: '1' });
    const fill = createWidget('UsualPercentFill', { newId: sequentialIds() });
    expect(fill.dataAddon).toMatchObject({ type: 'rectangleChart', minVal: 0, maxVal: 100 });
  });

  it('keeps derived radii true for circles and ellipses', () => {
    const circle = createWidget('ShapeCircle', {
      newId: sequentialIds(),
      position: { width: 50, height: 50 },
    });
    expect(circle.position.r).toBe(25);
    const ellipse = createWidget('ShapeEllipse', { newId: sequentialIds() });
    expect([ellipse.position.rx, ellipse.position.ry]).toEqual([50, 30]);
  });

  it('builds a group whose box is its children’s union', () => {
    const newId = sequentialIds();
    const a = createWidget('ShapeRect', {
      newId,
      position: { x: 10, y: 10, width: 10, height: 10 },
    });
    const b = createWidget('ShapeRect', {
      newId,
      position: { x: 50, y: 30, width: 20, height: 5 },
    });
    const group = createWidget('WidgetGroup', { newId, children: [a, b] });
    expect(group.children).toEqual([a, b]);
    expect(group.position).toMatchObject({ x: 10, y: 10, width: 60, height: 25 });
  });
});
