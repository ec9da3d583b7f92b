import { describe, expect, it } from 'vitest';
import type { Item } from '../document/binding';
import type { Widget } from '../document/widget';
import { ItemSchema } from '../document/binding';
import { deepFreeze, widget } from '../testing/fixtures';
import { symbolAddon, type StateRule, type SymbolAddon } from '../symbols/addon';
import type { CustomSymbolAddon } from '../customSymbols/addon';
import {
  resolveTemplate,
  templateForEditing,
  templateFromEditing,
  templateIdBindings,
  templateSignalNames,
} from './resolve';

/**
 * Every kind of signal reference a page document holds besides a widget's main binding, each
 * resolved by name per equipment on a template page.
 */

const station = {
  equipmentId: 'eq-a',
  signals: [
    { id: '11', name: 'run_fb' },
    { id: '12', name: 'fault' },
    { id: '13', name: 'flow' },
  ],
};

/** The pump's fault state reads a signal of its own, by name; its running state reads the pump's binding. */
function pump(kind: 'ProcessSymbol' | 'CustomSymbol', faultSignal: Partial<StateRule>): Widget {
  const rules = symbolAddon('pump-centrifugal').states.map((rule) =>
    rule.state === 'fault' ? { ...rule, ...faultSignal } : rule,
  );
  const dataAddon =
    kind === 'ProcessSymbol'
      ? { symbolId: 'pump-centrifugal', states: rules }
      : { symbolId: 's1', states: rules };
  return widget(kind, 'pump', { x: 0, y: 0, width: 80, height: 80 }, { dataAddon });
}

const rulesOf = (widgets: readonly Widget[]) =>
  (widgets[0]?.dataAddon as SymbolAddon | CustomSymbolAddon).states;
const faultRule = (widgets: readonly Widget[]) =>
  rulesOf(widgets).find((rule) => rule.state === 'fault');

const item = (fields: Partial<Item>): Item => ItemSchema.parse({ id: 'i1', ...fields });

describe('template references beyond the main binding', () => {
  for (const kind of ['ProcessSymbol', 'CustomSymbol'] as const) {
    it(`a ${kind}'s state rule naming a signal of its own is resolved per equipment`, () => {
      const template = deepFreeze([pump(kind, { signalName: 'fault' })]);
      const { widgets, unresolved } = resolveTemplate(template, station);
      expect(unresolved).toEqual([]);
      expect(faultRule(widgets)).toMatchObject({ signalId: '12', equipId: 'eq-a' });
      // The rules reading the pump's own binding stay so.
      const running = rulesOf(widgets).find((rule) => rule.state === 'running');
      expect(running).toMatchObject({ signalId: '', equipId: '' });
    });
  }

  it("a state rule's name the equipment lacks is unresolved and left unbound", () => {
    const template = [pump('ProcessSymbol', { signalName: 'trip' })];
    const { widgets, unresolved } = resolveTemplate(template, station);
    expect(unresolved).toEqual([{ widgetId: 'pump', name: 'trip' }]);
    expect(faultRule(widgets)).toMatchObject({ signalId: '', signalName: 'trip' });
  });

  it("an item's own signal and its signal list are resolved by name", () => {
    const base = widget('UsualDropdown', 'pick', { x: 0, y: 0, width: 100, height: 30 });
    const listed = {
      signalId: '',
      equipId: '',
      signalTitle: '',
      equipTitle: '',
      signalName: 'flow',
    };
    const template = [{ ...base, items: [item({ signalName: 'run_fb', dataArray: [listed] })] }];
    const { widgets } = resolveTemplate(template, station);
    const [resolved] = widgets[0]?.items ?? [];
    expect(resolved?.dataId).toBe('11');
    expect(resolved?.dataArray[0]).toMatchObject({ signalId: '13', equipId: 'eq-a' });
  });

  it('names and id bindings of state rules and items count like the main binding', () => {
    const byName = [pump('ProcessSymbol', { signalName: 'fault' })];
    expect(templateSignalNames(byName)).toEqual(['fault']);
    const byId = [pump('CustomSymbol', { signalId: '99', equipId: 'eq-z' })];
    expect(templateIdBindings(byId)).toEqual(['99']);
    const base = widget('UsualDropdown', 'pick', { x: 0, y: 0, width: 100, height: 30 });
    expect(templateIdBindings([{ ...base, items: [item({ dataId: '98' })] }])).toEqual(['98']);
  });

  it("the template designer shows a rule's name as a model binding and stores it back as a name", () => {
    const template = [pump('ProcessSymbol', { signalName: 'fault' })];
    const editing = templateForEditing(template);
    expect(faultRule(editing)).toMatchObject({ signalId: 'fault', equipId: '@model' });
    const stored = templateFromEditing(editing);
    expect(faultRule(stored)).toMatchObject({ signalId: '', equipId: '', signalName: 'fault' });
  });
});
