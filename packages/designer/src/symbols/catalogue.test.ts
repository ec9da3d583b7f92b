import { describe, expect, it } from 'vitest';
import { SYMBOL_CATALOGUE, defaultStateOf, searchSymbols, symbolById } from './catalogue';
import { SYMBOL_FAMILIES, SYMBOL_STATE_LABELS, type SymbolShape } from './model';

const COLOUR = /^#[0-9A-F]{6}$/i;

function shapeBounds(shape: SymbolShape): number[] {
  switch (shape.kind) {
    case 'rect':
      return [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
    case 'circle':
      return [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r];
    case 'text':
      return [shape.x, shape.y, shape.x, shape.y];
    case 'path': {
      // Coordinates of absolute commands; arcs' flags are small and fall inside any box.
      const numbers = shape.d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      return [
        Math.min(...numbers),
        Math.min(...numbers),
        Math.max(...numbers),
        Math.max(...numbers),
      ];
    }
  }
}

describe('symbol catalogue integrity', () => {
  it('has at least 80 symbols in at least 6 families, every family used', () => {
    expect(SYMBOL_CATALOGUE.length).toBeGreaterThanOrEqual(80);
    const families = new Set(SYMBOL_CATALOGUE.map((symbol) => symbol.family));
    expect(families.size).toBeGreaterThanOrEqual(6);
    expect([...families].sort()).toEqual([...SYMBOL_FAMILIES].sort());
  });

  it('gives every symbol a unique id and a name in both languages', () => {
    const ids = SYMBOL_CATALOGUE.map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const symbol of SYMBOL_CATALOGUE) {
      expect(symbol.id).toMatch(/^[a-z0-9-]+$/);
      expect(symbol.name.zh.trim(), symbol.id).not.toBe('');
      expect(symbol.name.en.trim(), symbol.id).not.toBe('');
      expect(symbol.name.zh, symbol.id).not.toBe(symbol.name.en);
    }
    const zhNames = SYMBOL_CATALOGUE.map((symbol) => symbol.name.zh);
    expect(new Set(zhNames).size).toBe(zhNames.length);
  });

  it('styles every state with colours, and has its default state among them', () => {
    for (const symbol of SYMBOL_CATALOGUE) {
      expect(symbol.states.length, symbol.id).toBeGreaterThanOrEqual(2);
      const names = symbol.states.map((state) => state.name);
      expect(new Set(names).size, symbol.id).toBe(names.length);
      for (const state of symbol.states) {
        expect(SYMBOL_STATE_LABELS[state.name]).toBeDefined();
        expect(state.style.fill, `${symbol.id}.${state.name}`).toMatch(COLOUR);
        expect(state.style.stroke, `${symbol.id}.${state.name}`).toMatch(COLOUR);
        expect(state.style.detail, `${symbol.id}.${state.name}`).toMatch(COLOUR);
      }
      expect(defaultStateOf(symbol).name).toBe(symbol.defaultState);
    }
  });

  it('keeps ports, shapes, level regions and values inside the viewBox', () => {
    for (const symbol of SYMBOL_CATALOGUE) {
      const { width, height } = symbol.viewBox;
      const inside = (x: number, y: number) => x >= 0 && x <= width && y >= 0 && y <= height;
      expect(symbol.shapes.length, symbol.id).toBeGreaterThan(0);
      for (const port of symbol.ports) {
        expect(inside(port.x, port.y), `${symbol.id} port ${port.id}`).toBe(true);
      }
      expect(new Set(symbol.ports.map((port) => port.id)).size).toBe(symbol.ports.length);
      for (const shape of symbol.shapes) {
        const [left = 0, top = 0, right = 0, bottom = 0] = shapeBounds(shape);
        expect(left >= 0 && top >= 0, `${symbol.id} ${shape.kind}`).toBe(true);
        expect(right <= Math.max(width, height) && bottom <= Math.max(width, height)).toBe(true);
      }
      if (symbol.level) {
        const { x, y, width: w, height: h } = symbol.level;
        expect(inside(x, y) && inside(x + w, y + h), `${symbol.id} level`).toBe(true);
      }
      if (symbol.value) expect(inside(symbol.value.x, symbol.value.y)).toBe(true);
    }
  });

  it('draws pumps, valves and vessels with ports for pipes', () => {
    for (const symbol of SYMBOL_CATALOGUE) {
      if (['pumps', 'valves', 'vessels'].includes(symbol.family)) {
        expect(symbol.ports.length, symbol.id).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('has the symbols an engineer asks for by name', () => {
    for (const id of [
      'pump-centrifugal',
      'pump-positive-displacement',
      'valve-gate',
      'valve-ball',
      'valve-butterfly',
      'valve-control',
      'valve-check',
      'valve-three-way',
      'tank-vertical',
      'vessel-vertical',
      'silo',
      'heat-exchanger-shell-tube',
      'filter',
      'compressor-centrifugal',
      'fan',
      'blower',
      'mixer',
      'motor',
      'breaker',
      'switch-disconnector',
      'transformer',
      'generator',
      'meter-energy',
      'instrument-pt',
      'instrument-ft',
      'instrument-lt',
      'instrument-tt',
      'conveyor-belt',
      'hopper',
      'lamp-round',
      'alarm-badge',
    ]) {
      expect(symbolById(id), id).toBeDefined();
    }
  });
});

describe('searchSymbols', () => {
  it('finds by English or Chinese name, keyword and ISA tag, grouped by family', () => {
    expect(searchSymbols('pump').get('pumps')?.length).toBeGreaterThanOrEqual(10);
    expect(
      searchSymbols('离心泵')
        .get('pumps')
        ?.map((s) => s.id),
    ).toEqual(['pump-centrifugal']);
    expect(
      searchSymbols('PT')
        .get('instruments')
        ?.map((s) => s.id),
    ).toContain('instrument-pt');
    expect([...searchSymbols('butterfly valve').values()].flat().map((s) => s.id)).toEqual([
      'valve-butterfly',
    ]);
  });

  it('lists everything for an empty query and nothing for an unknown word', () => {
    const all = [...searchSymbols('  ').values()].flat();
    expect(all.length).toBe(SYMBOL_CATALOGUE.length);
    expect(searchSymbols('zeppelin').size).toBe(0);
  });
});
