import { CustomSymbolDesignSchema, type SvgElement } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { customSymbolAddon } from './addon';
import { bindPart, designProblems, namePart, partBinding, removePart } from './design';
import { evaluateCustomSymbol, partLooks } from './evaluate';

const ELEMENTS: SvgElement[] = [
  { id: 'casing', tag: 'circle' },
  { id: 'impeller', tag: 'path' },
  { id: 'label', tag: 'text' },
];
const empty = CustomSymbolDesignSchema.parse({});

/** A pump whose impeller is green and turned while running, grey while stopped. */
function pump() {
  let design = namePart(empty, ELEMENTS, 'impeller', 'Impeller');
  design = namePart(design, ELEMENTS, 'label', 'Label');
  design = bindPart(design, {
    state: 'running',
    part: 'impeller',
    property: 'fill',
    value: '#2e7d32',
  });
  design = bindPart(design, {
    state: 'running',
    part: 'impeller',
    property: 'rotation',
    value: '45',
  });
  design = bindPart(design, { state: 'running', part: 'label', property: 'text', value: 'RUN' });
  design = bindPart(design, {
    state: 'stopped',
    part: 'impeller',
    property: 'fill',
    value: '#9e9e9e',
  });
  return { ...design, defaultState: 'stopped' };
}

describe('custom symbol parts', () => {
  it('names only elements of the drawing, and renames a named one', () => {
    expect(namePart(empty, ELEMENTS, 'ghost', 'Ghost').parts).toEqual([]);
    expect(namePart(empty, ELEMENTS, 'casing', '  ').parts).toEqual([]);
    const renamed = namePart(
      namePart(empty, ELEMENTS, 'casing', 'Body'),
      ELEMENTS,
      'casing',
      'Casing',
    );
    expect(renamed.parts).toEqual([{ elementId: 'casing', label: 'Casing' }]);
  });

  it('binds a named part to a state, adding the state with its default condition', () => {
    const design = pump();
    expect(design.states.map((state) => [state.state, state.symbol, state.value])).toEqual([
      ['running', '=', '1'],
      ['stopped', '=', '0'],
    ]);
    expect(partBinding(design, 'running', 'impeller', 'fill')).toBe('#2e7d32');
    const recoloured = bindPart(design, {
      state: 'running',
      part: 'impeller',
      property: 'fill',
      value: 'red',
    });
    expect(partBinding(recoloured, 'running', 'impeller', 'fill')).toBe('red');
    expect(recoloured.states[0]?.bindings.filter((b) => b.property === 'fill')).toHaveLength(1);
  });

  it('refuses unnamed parts, unknown states and values a property cannot take', () => {
    const design = pump();
    for (const binding of [
      { state: 'running', part: 'casing', property: 'fill', value: 'red' },
      { state: 'exploding', part: 'impeller', property: 'fill', value: 'red' },
      { state: 'running', part: 'impeller', property: 'fill', value: 'url(http://x/y)' },
      { state: 'running', part: 'impeller', property: 'visibility', value: 'collapse' },
      { state: 'running', part: 'impeller', property: 'rotation', value: 'fast' },
    ] as const) {
      expect(bindPart(design, binding), JSON.stringify(binding)).toBe(design);
    }
  });

  it('clears a binding with an empty value and drops the bindings of a removed part', () => {
    const cleared = bindPart(pump(), {
      state: 'running',
      part: 'label',
      property: 'text',
      value: '',
    });
    expect(partBinding(cleared, 'running', 'label', 'text')).toBeUndefined();
    const removed = removePart(pump(), 'impeller');
    expect(removed.parts.map((part) => part.elementId)).toEqual(['label']);
    expect(removed.states.flatMap((state) => state.bindings)).toEqual([
      { part: 'label', property: 'text', value: 'RUN' },
    ]);
  });

  it('reports parts that are not in the drawing and states the model does not know', () => {
    expect(designProblems(pump(), ELEMENTS)).toEqual([]);
    const broken = {
      ...pump(),
      parts: [...pump().parts, { elementId: 'ghost', label: 'Ghost' }],
      defaultState: 'sleeping',
    };
    expect(designProblems(broken, ELEMENTS)).toEqual([
      { kind: 'unknownPart', part: 'ghost' },
      { kind: 'unknownState', state: 'sleeping' },
    ]);
  });
});

describe('custom symbol states', () => {
  it('shows the looks of the state whose condition the bound value meets', () => {
    const design = pump();
    const addon = customSymbolAddon('sym-1', design);
    const none = new Map();
    const running = evaluateCustomSymbol(design, addon, { value: 1 }, none);
    expect(running.state).toBe('running');
    expect(running.parts.get('impeller')).toEqual({ fill: '#2e7d32', rotation: '45' });
    expect(running.parts.get('label')).toEqual({ text: 'RUN' });
    const stopped = evaluateCustomSymbol(design, addon, { value: 0 }, none);
    expect(stopped.state).toBe('stopped');
    expect(stopped.parts.get('impeller')).toEqual({ fill: '#9e9e9e' });
    expect(evaluateCustomSymbol(design, addon, undefined, none).state).toBe('stopped');
  });

  it('reads a rule of its own signal, and ignores bindings of parts no longer named', () => {
    const design = pump();
    const addon = customSymbolAddon('sym-1', design);
    const own = {
      ...addon,
      states: addon.states.map((rule) =>
        rule.state === 'running' ? { ...rule, signalId: 'run_fb' } : rule,
      ),
    };
    const values = new Map([['run_fb', { value: 1 }]]);
    expect(evaluateCustomSymbol(design, own, { value: 0 }, values).state).toBe('running');
    const unnamed = { ...design, parts: design.parts.filter((p) => p.elementId !== 'label') };
    expect(partLooks(unnamed, 'running').has('label')).toBe(false);
  });
});
