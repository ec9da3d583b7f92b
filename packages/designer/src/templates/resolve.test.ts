import { describe, expect, it } from 'vitest';
import { parseLayout, serialiseLayout } from '../document/layout';
import type { Widget } from '../document/widget';
import { deepFreeze, documentOf, groupOf, rect } from '../testing/fixtures';
import {
  missingNames,
  resolveTemplate,
  TEMPLATE_EQUIP_ID,
  templateForEditing,
  templateFromEditing,
  templateIdBindings,
  templateSignalNames,
  withNotFoundMarks,
} from './resolve';

const bound = (id: string, signalName: string): Widget =>
  rect(id, 0, 0, 10, 10, { data: { ...rect('x', 0, 0).data, signalName } });

const trend = (id: string, names: string[]): Widget =>
  rect(id, 0, 0, 10, 10, {
    data: {
      ...rect('x', 0, 0).data,
      signalArray: names.map((signalName) => ({
        signalId: '',
        equipId: '',
        signalTitle: '',
        equipTitle: '',
        signalName,
      })),
    },
  });

/** A pump-station template: a level, a pressure and a trend of both, one of them in a group. */
const template = deepFreeze([
  bound('level', 'level'),
  groupOf('g', [bound('pressure', 'pressure'), rect('plain', 20, 20)]),
  trend('trend', ['level', 'pressure']),
]);

const stationA = {
  equipmentId: 'eq-a',
  signals: [
    { id: '11', name: 'level' },
    { id: '12', name: 'pressure' },
  ],
};

const dataOf = (widgets: readonly Widget[], id: string): Widget['data'] => {
  const found: Widget[] = [];
  const visit = (list: readonly Widget[]) =>
    list.forEach((w) => (w.id === id ? found.push(w) : visit(w.children ?? [])));
  visit(widgets);
  const widget = found[0];
  if (!widget) throw new Error(`no widget ${id}`);
  return widget.data;
};

describe('resolveTemplate', () => {
  it("binds every name to the equipment's own signal, groups and signal lists included", () => {
    const { widgets, unresolved } = resolveTemplate(template, stationA);
    expect(unresolved).toEqual([]);
    expect(dataOf(widgets, 'level')).toMatchObject({ signalId: '11', equipId: 'eq-a' });
    expect(dataOf(widgets, 'pressure')).toMatchObject({ signalId: '12', equipId: 'eq-a' });
    expect(dataOf(widgets, 'trend').signalArray.map((r) => [r.signalId, r.equipId])).toEqual([
      ['11', 'eq-a'],
      ['12', 'eq-a'],
    ]);
    expect(dataOf(widgets, 'plain').signalId).toBe('');
  });

  it('gives two equipment of the model their own signals from one template', () => {
    const stationB = {
      equipmentId: 'eq-b',
      signals: [
        { id: '22', name: 'pressure' },
        { id: '21', name: 'level' },
      ],
    };
    const a = resolveTemplate(template, stationA).widgets;
    const b = resolveTemplate(template, stationB).widgets;
    expect(dataOf(a, 'level').signalId).toBe('11');
    expect(dataOf(b, 'level')).toMatchObject({ signalId: '21', equipId: 'eq-b' });
  });

  it('follows a renamed signal: the old name is reported, the new one binds', () => {
    const renamed = {
      equipmentId: 'eq-a',
      signals: [
        { id: '11', name: 'tank_level' },
        { id: '12', name: 'pressure' },
      ],
    };
    const before = resolveTemplate(template, renamed);
    expect(before.unresolved).toEqual([
      { widgetId: 'level', name: 'level' },
      { widgetId: 'trend', name: 'level' },
    ]);
    expect(dataOf(before.widgets, 'level')).toMatchObject({
      signalId: '',
      equipId: '',
      signalName: 'level',
    });
    // The template follows the model: bind the widget to the new name and it resolves.
    const edited = [bound('level', 'tank_level'), ...template.slice(1)];
    const after = resolveTemplate(edited, renamed);
    expect(dataOf(after.widgets, 'level').signalId).toBe('11');
    expect(after.unresolved).toEqual([{ widgetId: 'trend', name: 'level' }]);
  });

  it('binds a signal added later and reports one removed, with no copy to update', () => {
    const without = { equipmentId: 'eq-a', signals: [{ id: '11', name: 'level' }] };
    expect(resolveTemplate(template, without).unresolved).toEqual([
      { widgetId: 'pressure', name: 'pressure' },
      { widgetId: 'trend', name: 'pressure' },
    ]);
    const added = { ...without, signals: [...without.signals, { id: '13', name: 'pressure' }] };
    const resolved = resolveTemplate(template, added);
    expect(resolved.unresolved).toEqual([]);
    expect(dataOf(resolved.widgets, 'pressure').signalId).toBe('13');
  });

  it('keeps the first signal of a repeated name and leaves a page without names untouched', () => {
    const twice = {
      equipmentId: 'e',
      signals: [
        { id: '1', name: 'level' },
        { id: '2', name: 'level' },
      ],
    };
    expect(dataOf(resolveTemplate([bound('w', 'level')], twice).widgets, 'w').signalId).toBe('1');
    const plain = deepFreeze([rect('r', 0, 0)]);
    expect(resolveTemplate(plain, stationA).widgets).toBe(plain);
  });
});

describe('template names', () => {
  it('lists the names bound, and the ones an equipment lacks', () => {
    expect(templateSignalNames(template)).toEqual(['level', 'pressure']);
    expect(missingNames(templateSignalNames(template), ['pressure', 'flow'])).toEqual(['level']);
  });

  it('finds bindings by id, which a template must not hold', () => {
    const byId = rect('i', 0, 0, 10, 10, {
      data: { ...rect('x', 0, 0).data, signalId: '99', equipId: 'e' },
    });
    expect(templateIdBindings(template)).toEqual([]);
    expect(templateIdBindings([...template, byId])).toEqual(['99']);
  });
});

describe('editing a template', () => {
  it('shows names as bindings to the model and turns them back into names', () => {
    const editing = templateForEditing(template);
    expect(dataOf(editing, 'level')).toMatchObject({
      signalId: 'level',
      equipId: TEMPLATE_EQUIP_ID,
    });
    // The picker rebinds the level widget to another name and clears the pressure widget.
    const rebound = editing.map((w) =>
      w.id === 'level' ? { ...w, data: { ...w.data, signalId: 'flow' } } : w,
    );
    const back = templateFromEditing(rebound);
    expect(dataOf(back, 'level')).toMatchObject({ signalId: '', equipId: '', signalName: 'flow' });
    expect(templateSignalNames(back)).toEqual(['flow', 'level', 'pressure']);
    const cleared = templateFromEditing(
      templateForEditing([bound('w', 'level')]).map((w) => ({
        ...w,
        data: { ...w.data, signalId: '', equipId: '' },
      })),
    );
    expect(templateSignalNames(cleared)).toEqual([]);
  });

  it('keeps names through the stored layout', () => {
    const text = serialiseLayout(documentOf(template));
    const parsed = parseLayout(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(templateSignalNames(parsed.document.widgets)).toEqual(['level', 'pressure']);
    expect(parseLayout(serialiseLayout(documentOf([rect('r', 0, 0)])))).toMatchObject({ ok: true });
  });
});

describe('withNotFoundMarks', () => {
  it('puts one mark over each widget whose name is missing, naming the names', () => {
    const { widgets, unresolved } = resolveTemplate(template, {
      equipmentId: 'e',
      signals: [{ id: '1', name: 'pressure' }],
    });
    const marked = withNotFoundMarks(
      widgets,
      unresolved,
      (names) => `not found: ${names.join(', ')}`,
    );
    const marks = marked.slice(widgets.length);
    expect(marks.map((m) => [m.id, m.widgetType, m.dataAddon.text])).toEqual([
      ['level~notFound', 'UsualText', 'not found: level'],
      ['trend~notFound', 'UsualText', 'not found: level'],
    ]);
    expect(marks[0]?.position).toMatchObject({ x: 0, y: 0 });
    expect(withNotFoundMarks(widgets, [], () => '')).toBe(widgets);
  });
});
