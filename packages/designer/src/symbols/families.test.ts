import { describe, expect, it } from 'vitest';
import { checkBindings } from '../commands/bindingCheck';
import { place } from '../commands/draw';
import { pagePorts } from '../pipes/snap';
import { setAddon, setData } from '../commands/properties';
import { computeBind } from '../document/bind';
import { parseLayout, serialiseLayout, type PageDocument } from '../document/layout';
import type { Widget } from '../document/widget';
import type { LiveValue } from '../evaluate/compare';
import { sequentialIds } from '../ids';
import { documentOf } from '../testing/fixtures';
import { addonOf } from '../widgets/registry';
import { defaultStateRules, symbolAddon, symbolSize } from './addon';
import { SYMBOL_CATALOGUE } from './catalogue';
import { evaluateSymbolWidget } from './evaluate';
import { SYMBOL_FAMILIES, type SymbolDefinition } from './model';

function placed(symbol: SymbolDefinition): { document: PageDocument; widget: Widget } {
  const result = place(documentOf([], { id: 'p1' }), [], {
    widgetType: 'ProcessSymbol',
    at: { x: 40, y: 40 },
    size: symbolSize(symbol.id),
    dataAddon: symbolAddon(symbol.id),
    newId: sequentialIds(symbol.id),
  });
  if (!result.ok) throw new Error(`placing ${symbol.id} was refused: ${result.reason}`);
  const widget = result.document.widgets[0];
  if (!widget) throw new Error('nothing placed');
  return { document: result.document, widget };
}

/** A value meeting `symbol value` (the boundary itself meets =, ≥ and ≤). */
function meeting(rule: { symbol: string; value: string }): LiveValue {
  const target = Number(rule.value);
  if (rule.symbol === '>') return { value: target + 1 };
  if (rule.symbol === '<') return { value: target - 1 };
  if (rule.symbol === '≠') return { value: target + 1 };
  return { value: target };
}

describe.each(SYMBOL_FAMILIES)('symbols of the %s family', (family) => {
  const symbols = SYMBOL_CATALOGUE.filter((symbol) => symbol.family === family);

  it('place as a symbol widget of their drawing’s proportions that survives a save', () => {
    for (const symbol of symbols) {
      const { document, widget } = placed(symbol);
      expect(widget.widgetType).toBe('ProcessSymbol');
      expect(addonOf(widget, 'ProcessSymbol')?.symbolId).toBe(symbol.id);
      const ratio = symbol.viewBox.width / symbol.viewBox.height;
      expect(Math.abs(widget.position.width / widget.position.height - ratio)).toBeLessThan(0.05);
      const reopened = parseLayout(serialiseLayout(document));
      expect(reopened.ok && reopened.document.widgets[0]).toEqual(widget);
    }
  });

  it('show each of their states when that state’s bound signal meets its condition', () => {
    for (const symbol of symbols) {
      const { document, widget } = placed(symbol);
      for (const state of symbol.states) {
        const rules = defaultStateRules(symbol.id).map((rule) =>
          rule.state === state.name
            ? { ...rule, enable: true, signalId: `sig-${rule.state}`, equipId: 'e1' }
            : { ...rule, enable: false },
        );
        const edited = setAddon(document, [widget.id], { addon: { states: rules } });
        if (!edited.ok) throw new Error(`binding ${symbol.id}.${state.name} was refused`);
        const bound = edited.document.widgets[0] as Widget;
        const addon = addonOf(bound, 'ProcessSymbol');
        if (!addon) throw new Error('not a symbol');
        expect(computeBind(edited.document.widgets).signals).toEqual([`sig-${state.name}`]);
        const values = new Map([[`sig-${state.name}`, meeting(state.condition)]]);
        expect(evaluateSymbolWidget(bound, addon, values)?.state, `${symbol.id}`).toBe(state);
        expect(evaluateSymbolWidget(bound, addon, new Map())?.state.name).toBe(symbol.defaultState);
      }
    }
  });

  it('follow the widget’s own signal with the default rules once it is bound', () => {
    for (const symbol of symbols) {
      const { document, widget } = placed(symbol);
      const bound = setData(document, [widget.id], { data: { signalId: 'run_fb', equipId: 'e1' } });
      if (!bound.ok) throw new Error('binding refused');
      const rebound = bound.document.widgets[0] as Widget;
      const addon = addonOf(rebound, 'ProcessSymbol');
      if (!addon) throw new Error('not a symbol');
      const stateAt = (value: number) =>
        evaluateSymbolWidget(rebound, addon, new Map([['run_fb', { value }]]))?.state.name;
      const has = (name: string) => symbol.states.some((state) => state.name === name);
      const expected: [number, string][] = has('running')
        ? [
            [1, 'running'],
            [0, 'stopped'],
          ]
        : has('opening')
          ? [
              [1, 'open'],
              [0, 'closed'],
            ]
          : has('tripped')
            ? [
                [1, 'closed'],
                [0, 'open'],
              ]
            : has('on')
              ? [
                  [1, 'on'],
                  [0, 'off'],
                ]
              : has('alarm')
                ? [
                    [1, 'alarm'],
                    [0, 'normal'],
                  ]
                : [
                    [1, 'normal'],
                    [95, 'normal'],
                  ];
      for (const [value, state] of expected)
        expect(stateAt(value), `${symbol.id} at ${value}`).toBe(state);
    }
  });
});

describe('symbol ports on the page', () => {
  it('offers each placed symbol’s ports for pipes to snap to, where the drawing has them', () => {
    const valve = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'valve-gate');
    if (!valve) throw new Error('no valve');
    const { widget } = placed(valve);
    expect(pagePorts([widget])).toEqual([
      { widgetId: widget.id, portId: 'in', at: { x: 41.6, y: 96 }, direction: 'left' },
      { widgetId: widget.id, portId: 'out', at: { x: 118.4, y: 96 }, direction: 'right' },
    ]);
  });
});

describe('symbol widgets in the page’s bindings', () => {
  const pump = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'pump-centrifugal');
  if (!pump) throw new Error('no pump');

  it('lists the signals of state rules in the bind summary, with their equipment', () => {
    const { document, widget } = placed(pump);
    const rules = defaultStateRules(pump.id).map((rule) =>
      rule.state === 'fault' ? { ...rule, enable: true, signalId: 'trip', equipId: 'e2' } : rule,
    );
    const edited = setAddon(document, [widget.id], { addon: { states: rules } });
    const withData =
      edited.ok &&
      setData(edited.document, [widget.id], { data: { signalId: 'run_fb', equipId: 'e1' } });
    if (!withData || !withData.ok) throw new Error('refused');
    expect(computeBind(withData.document.widgets)).toEqual({
      equips: ['e1', 'e2'],
      signals: ['run_fb', 'trip'],
      keys: [],
    });
  });

  it('clears and switches off a rule whose signal no longer exists, and reports it', () => {
    const { document, widget } = placed(pump);
    const rules = defaultStateRules(pump.id).map((rule) =>
      rule.state === 'fault' ? { ...rule, enable: true, signalId: 'trip', equipId: 'e2' } : rule,
    );
    const edited = setAddon(document, [widget.id], { addon: { states: rules } });
    if (!edited.ok) throw new Error('refused');
    const checked = checkBindings(edited.document, ['run_fb']);
    expect(checked.cleared).toEqual([{ widgetId: widget.id, signalIds: ['trip'] }]);
    const fault = addonOf(checked.document.widgets[0] as Widget, 'ProcessSymbol')?.states[0];
    expect(fault).toMatchObject({ state: 'fault', signalId: '', enable: false });
    expect(checkBindings(edited.document, ['trip']).cleared).toEqual([]);
  });
});
