import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SYMBOL_CATALOGUE,
  SYMBOL_FAMILIES,
  createWidget,
  defaultStateRules,
  sequentialIds,
  symbolAddon,
  type LiveValues,
  type SymbolDefinition,
} from '@lf/designer';
import '../../../../i18n/i18n';
import { WidgetNode } from '../WidgetNode';

/** One symbol of every family, and the vessel and instrument that draw a level or a value. */
const SAMPLES: SymbolDefinition[] = [
  ...SYMBOL_FAMILIES.map((family) => {
    const found = SYMBOL_CATALOGUE.find((symbol) => symbol.family === family);
    if (!found) throw new Error(family);
    return found;
  }),
];

function symbolWidget(symbol: SymbolDefinition, states = defaultStateRules(symbol.id)) {
  return createWidget('ProcessSymbol', {
    newId: sequentialIds(symbol.id),
    position: { x: 10, y: 10, width: 80, height: 80 },
    dataAddon: { ...symbolAddon(symbol.id), states },
  });
}

function draw(
  widget: ReturnType<typeof symbolWidget>,
  values: LiveValues,
  mode: 'view' | 'design' = 'view',
) {
  const { container } = render(
    <svg>
      <WidgetNode widget={widget} mode={mode} values={values} actions={null} locale="en" />
    </svg>,
  );
  return container;
}

describe('ProcessSymbol rendering', () => {
  it.each(SAMPLES.map((symbol) => [symbol.family, symbol] as const))(
    'draws a %s symbol in each of its states with that state’s colours',
    (_family, symbol) => {
      for (const state of symbol.states) {
        const rules = defaultStateRules(symbol.id).map((rule) =>
          rule.state === state.name
            ? { ...rule, enable: true, signalId: 'status', symbol: '=' as const, value: '7' }
            : { ...rule, enable: false },
        );
        const container = draw(symbolWidget(symbol, rules), new Map([['status', { value: 7 }]]));
        const group = container.querySelector('[data-state]');
        expect(group?.getAttribute('data-state'), symbol.id).toBe(state.name);
        const drawing = container.querySelector(`svg[data-symbol="${symbol.id}"]`);
        const firstBody = drawing?.querySelector('path, rect, circle');
        expect(firstBody?.getAttribute('fill')).toBe(state.style.fill);
        expect(firstBody?.getAttribute('stroke')).toBe(state.style.stroke);
        const badge = container.querySelector('[data-role="symbol-badge"] text');
        expect(badge?.textContent ?? null).toBe(state.style.badge ?? null);
        expect(drawing?.classList.contains('lf-twinkle')).toBe(state.style.blink === true);
        container.remove();
      }
    },
  );

  it('runs a pump bound to run_fb when run_fb = 1, with no rule edited', () => {
    const pump = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'pump-centrifugal');
    if (!pump) throw new Error('pump');
    const widget = {
      ...symbolWidget(pump),
      data: { ...symbolWidget(pump).data, signalId: 'run_fb' },
    };
    expect(
      draw(widget, new Map([['run_fb', { value: 1 }]]))
        .querySelector('[data-state]')
        ?.getAttribute('data-state'),
    ).toBe('running');
    expect(
      draw(widget, new Map([['run_fb', { value: 0 }]]))
        .querySelector('[data-state]')
        ?.getAttribute('data-state'),
    ).toBe('stopped');
  });

  it('fills a tank to its level and writes an instrument’s value', () => {
    const tank = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'tank-vertical');
    const pt = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'instrument-pt');
    if (!tank || !pt) throw new Error('fixtures');
    const bind = (widget: ReturnType<typeof symbolWidget>) => ({
      ...widget,
      data: { ...widget.data, signalId: 'v' },
    });
    const filled = draw(bind(symbolWidget(tank)), new Map([['v', { value: 25 }]]));
    expect(filled.querySelector('[data-level]')?.getAttribute('data-level')).toBe('0.25');
    const gauge = draw(bind(symbolWidget(pt)), new Map([['v', { value: 3.14159 }]]));
    expect(gauge.querySelector('[data-role="symbol-value"]')?.textContent).toBe('3.1');
  });

  it('redraws when a signal of a state rule changes, not only its own', () => {
    const pump = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'pump-centrifugal');
    if (!pump) throw new Error('pump');
    const rules = defaultStateRules(pump.id).map((rule) =>
      rule.state === 'fault' ? { ...rule, enable: true, signalId: 'trip' } : rule,
    );
    const widget = {
      ...symbolWidget(pump, rules),
      data: { ...symbolWidget(pump).data, signalId: 'run_fb' },
    };
    const view = (values: LiveValues) => (
      <svg>
        <WidgetNode widget={widget} mode="view" values={values} actions={null} locale="en" />
      </svg>
    );
    const running = new Map([
      ['run_fb', { value: 1 }],
      ['trip', { value: 0 }],
    ]);
    const { container, rerender } = render(view(running));
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('running');
    rerender(view(new Map([...running, ['trip', { value: 1 }]])));
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('fault');
  });

  it('still applies the existing animations to its box: fill colour and blinking', () => {
    const pump = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'pump-centrifugal');
    if (!pump) throw new Error('pump');
    const plain = symbolWidget(pump);
    const widget = {
      ...plain,
      data: { ...plain.data, signalId: 'run_fb' },
      animation: {
        ...plain.animation,
        fillColor: { enable: true, list: [{ symbol: '=' as const, value: '1', color: '#00FF00' }] },
        twinkle: { enable: true, symbol: '=' as const, value: '1', interval: 400 },
      },
    };
    const container = draw(widget, new Map([['run_fb', { value: 1 }]]));
    expect(container.querySelector('[data-state] > rect')?.getAttribute('fill')).toBe('#00FF00');
    expect(container.querySelector('.lf-twinkle [data-state="running"]')).not.toBeNull();
  });

  it('shows the idle state in the designer whatever the values', () => {
    const pump = SYMBOL_CATALOGUE.find((symbol) => symbol.id === 'pump-centrifugal');
    if (!pump) throw new Error('pump');
    const widget = {
      ...symbolWidget(pump),
      data: { ...symbolWidget(pump).data, signalId: 'run_fb' },
    };
    const container = draw(widget, new Map([['run_fb', { value: 1 }]]), 'design');
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('stopped');
  });
});
