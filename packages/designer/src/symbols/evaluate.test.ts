import { describe, expect, it } from 'vitest';
import type { LiveValue, LiveValues } from '../evaluate/compare';
import {
  SymbolAddonSchema,
  defaultStateRules,
  symbolAddon,
  symbolPorts,
  type StateRule,
} from './addon';
import { evaluateSymbol } from './evaluate';

const live = (value: LiveValue['value']): LiveValue => ({ value });
const none: LiveValues = new Map();

function pumpWith(states: Partial<StateRule>[]) {
  return SymbolAddonSchema.parse({ symbolId: 'pump-centrifugal', states });
}

describe('evaluateSymbol: state from values, rule by rule', () => {
  it('shows the default state while no value has arrived', () => {
    expect(evaluateSymbol(symbolAddon('pump-centrifugal'), undefined, none)?.state.name).toBe(
      'stopped',
    );
    expect(evaluateSymbol(symbolAddon('valve-gate'), undefined, none)?.state.name).toBe('closed');
  });

  it('runs a pump when its own signal = 1 and stops it at 0 (the default rules)', () => {
    const addon = symbolAddon('pump-centrifugal');
    expect(evaluateSymbol(addon, live(1), none)?.state.name).toBe('running');
    expect(evaluateSymbol(addon, live(0), none)?.state.name).toBe('stopped');
    expect(evaluateSymbol(addon, live('1'), none)?.state.name).toBe('running');
    expect(evaluateSymbol(addon, live(true), none)?.state.name).toBe('running');
  });

  it('uses the catalogue defaults for a widget whose rules were never written out', () => {
    const bare = SymbolAddonSchema.parse({ symbolId: 'valve-ball' });
    expect(bare.states).toEqual([]);
    expect(evaluateSymbol(bare, live(1), none)?.state.name).toBe('open');
  });

  it('takes the first enabled rule that holds, in order', () => {
    const addon = pumpWith([
      { state: 'fault', symbol: '≥', value: '5' },
      { state: 'running', symbol: '≥', value: '1' },
    ]);
    expect(evaluateSymbol(addon, live(7), none)?.state.name).toBe('fault');
    expect(evaluateSymbol(addon, live(2), none)?.state.name).toBe('running');
    expect(evaluateSymbol(addon, live(0), none)?.state.name).toBe('stopped');
  });

  it('skips disabled rules', () => {
    const addon = pumpWith([
      { state: 'fault', enable: false, symbol: '=', value: '1' },
      { state: 'running', symbol: '=', value: '1' },
    ]);
    expect(evaluateSymbol(addon, live(1), none)?.state.name).toBe('running');
  });

  it('reads a rule’s own signal instead of the widget’s', () => {
    const addon = pumpWith([
      { state: 'fault', signalId: 'trip', symbol: '=', value: '1' },
      { state: 'running', symbol: '=', value: '1' },
    ]);
    const tripped = new Map([['trip', live(1)]]);
    const healthy = new Map([['trip', live(0)]]);
    expect(evaluateSymbol(addon, live(1), tripped)?.state.name).toBe('fault');
    expect(evaluateSymbol(addon, live(1), healthy)?.state.name).toBe('running');
    expect(evaluateSymbol(addon, live(1), none)?.state.name).toBe('running');
  });

  it('ignores a rule for a state the symbol does not have', () => {
    const addon = pumpWith([{ state: 'open', symbol: '=', value: '1' }]);
    expect(evaluateSymbol(addon, live(1), none)?.state.name).toBe('stopped');
  });

  it('compares text values by = and ≠', () => {
    const addon = pumpWith([{ state: 'running', symbol: '=', value: 'RUN' }]);
    expect(evaluateSymbol(addon, live('RUN'), none)?.state.name).toBe('running');
    expect(evaluateSymbol(addon, live('STOP'), none)?.state.name).toBe('stopped');
  });

  it('fills a level as the value’s share of [levelMin, levelMax], clamped', () => {
    const tank = SymbolAddonSchema.parse({ symbolId: 'tank-vertical', levelMin: 0, levelMax: 4 });
    expect(evaluateSymbol(tank, live(1), none)?.level).toBe(0.25);
    expect(evaluateSymbol(tank, live(9), none)?.level).toBe(1);
    expect(evaluateSymbol(tank, live(-1), none)?.level).toBe(0);
    expect(evaluateSymbol(tank, undefined, none)?.level).toBeNull();
    expect(evaluateSymbol(symbolAddon('pump-centrifugal'), live(1), none)?.level).toBeNull();
  });

  it('writes an instrument’s value with its decimals and unit', () => {
    const pt = SymbolAddonSchema.parse({ symbolId: 'instrument-pt', decimals: 2, unit: ' bar' });
    expect(evaluateSymbol(pt, live(3.14159), none)?.valueText).toBe('3.14 bar');
    expect(evaluateSymbol(pt, undefined, none)?.valueText).toBe('--');
    expect(evaluateSymbol(symbolAddon('valve-gate'), live(1), none)?.valueText).toBeNull();
  });

  it('gives every state of a symbol a default rule, enabled ones first for one status signal', () => {
    expect(defaultStateRules('pump-centrifugal').map((rule) => [rule.state, rule.enable])).toEqual([
      ['fault', false],
      ['running', true],
      ['stopped', true],
      ['manual', false],
      ['auto', false],
    ]);
    expect(defaultStateRules('no-such-symbol')).toEqual([]);
  });
});

describe('symbolPorts', () => {
  it('gives ports as fractions of the box, for pipes to snap to', () => {
    expect(symbolPorts('valve-gate')).toEqual([
      { id: 'in', x: 0.02, y: 0.7, direction: 'left' },
      { id: 'out', x: 0.98, y: 0.7, direction: 'right' },
    ]);
    expect(symbolPorts('tank-vertical').map((port) => port.id)).toEqual([
      'inlet',
      'outlet',
      'drain',
    ]);
    expect(symbolPorts('no-such-symbol')).toEqual([]);
  });
});
