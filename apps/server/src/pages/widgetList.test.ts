import { createWidget, sequentialIds } from '@lf/designer';
import { describe, expect, it } from 'vitest';
import { prepareWidgets, readWidgets } from './widgetList';

describe('prepareWidgets', () => {
  it('stores widgets compactly and reads them back equal', () => {
    const newId = sequentialIds('w');
    const list = [createWidget('UsualDataText', { newId }), createWidget('ShapeCircle', { newId })];
    const prepared = prepareWidgets(list);
    if (!prepared.ok) throw new Error('must be accepted');
    expect(prepared.count).toBe(2);
    expect(JSON.stringify(prepared.stored).length).toBeLessThan(JSON.stringify(list).length / 2);
    expect(readWidgets(prepared.stored, 1)).toEqual(list);
  });

  it('names the widget and field that is wrong', () => {
    const prepared = prepareWidgets([
      { id: 'a', widgetType: 'ShapeRect' },
      { id: 'b', widgetType: 'ShapeRect', style: { opacity: 2 } },
    ]);
    expect(!prepared.ok && prepared.problem).toMatchObject({
      kind: 'invalid',
      path: 'widgets[1].style.opacity',
    });
  });

  it('refuses duplicated ids and more than 1000 widgets', () => {
    const twice = prepareWidgets([
      { id: 'a', widgetType: 'ShapeRect' },
      { id: 'a', widgetType: 'ShapeRect' },
    ]);
    expect(!twice.ok && twice.problem.kind).toBe('invalid');
    const many = Array.from({ length: 1001 }, (_, i) => ({ id: `w${i}`, widgetType: 'ShapeRect' }));
    expect(prepareWidgets(many.slice(0, 1000)).ok).toBe(true);
    const over = prepareWidgets(many);
    expect(!over.ok && over.problem).toEqual({ kind: 'tooManyWidgets', count: 1001, max: 1000 });
  });
});
