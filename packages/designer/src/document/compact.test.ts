import { describe, expect, it } from 'vitest';
import { documentOf, rect, widget } from '../testing/fixtures';
import { parseLayout, serialiseLayout } from './layout';
import { omitDefaults } from './compact';

describe('compact stored form', () => {
  it('stores a default widget as its id and type only', () => {
    const stored = JSON.parse(serialiseLayout(documentOf([rect('a', 0, 0, 100, 60)], { id: 'p' })));
    expect(stored.con).toEqual({ id: 'p' });
    expect(stored.widgets[0]).toEqual({
      id: 'a',
      widgetType: 'ShapeRect',
      textId: 'a-text1',
      widgetName: '矩形',
      position: { width: 100, height: 60 },
    });
  });

  it('keeps only the changed fields of nested objects and whole changed arrays', () => {
    const dashboard = widget('UsualDashboard', 'd', { x: 1, y: 2 });
    const changed = {
      ...dashboard,
      style: { ...dashboard.style, font: { ...dashboard.style.font, size: 20 } },
      dataAddon: { ...dashboard.dataAddon, stages: [{ value: 10, color: '#000000' }] },
    };
    const document = documentOf([changed]);
    const stored = JSON.parse(serialiseLayout(document));
    expect(stored.widgets[0].style).toEqual({ font: { size: 20 } });
    expect(stored.widgets[0].dataAddon).toEqual({ stages: [{ value: 10, color: '#000000' }] });
    const back = parseLayout(serialiseLayout(document));
    expect(back.ok && back.document).toEqual(document);
  });

  it('reads a layout that spells out every value (as older releases saved) to the same document', () => {
    const document = documentOf([widget('ComplexLine', 'l', { x: 5, y: 5 }), rect('r', 9, 9)]);
    const spelledOut = JSON.stringify({ con: document.con, widgets: document.widgets });
    const back = parseLayout(spelledOut);
    expect(back.ok && back.document).toEqual(document);
  });

  it('omitDefaults drops equal values, keeps different ones', () => {
    expect(
      omitDefaults({ a: 1, b: [1], c: { d: 1, e: 2 } }, { a: 1, b: [1], c: { d: 1, e: 3 } }),
    ).toEqual({
      c: { e: 2 },
    });
    expect(omitDefaults({ a: [1, 2] }, { a: [1] })).toEqual({ a: [1, 2] });
  });
});
