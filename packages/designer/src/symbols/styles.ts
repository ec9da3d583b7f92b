import type { ComparisonSymbol } from '../document/primitives';
import type { PortDirection } from '../widgets/ports';
import type {
  DefaultCondition,
  StateStyle,
  SymbolDefinition,
  SymbolFamily,
  SymbolPort,
  SymbolShape,
  SymbolState,
  SymbolStateName,
} from './model';

/**
 * One ISA-101 palette for every built-in symbol: the process in greys (dark = active, light =
 * idle), colour reserved for what needs an operator — red for a fault or alarm, amber for a
 * limit, green only for a status lamp that is lit.
 */
export const ISA101 = {
  outline: '#404040',
  idle: '#E0E0E0',
  active: '#6E6E6E',
  moving: '#A8A8A8',
  white: '#FFFFFF',
  fault: '#D32F2F',
  faultOutline: '#7F1010',
  limit: '#F9A825',
  lit: '#43A047',
  level: '#9FB3C8',
} as const;

const idle: StateStyle = { fill: ISA101.idle, stroke: ISA101.outline, detail: ISA101.outline };
const active: StateStyle = { fill: ISA101.active, stroke: ISA101.outline, detail: ISA101.white };
const fault: StateStyle = {
  fill: ISA101.fault,
  stroke: ISA101.faultOutline,
  detail: ISA101.white,
  badge: '!',
  blink: true,
};

const STYLES: Readonly<Record<SymbolStateName, StateStyle>> = {
  running: active,
  stopped: idle,
  open: active,
  closed: idle,
  opening: { fill: ISA101.moving, stroke: ISA101.outline, detail: ISA101.outline, blink: true },
  closing: { fill: ISA101.moving, stroke: ISA101.outline, detail: ISA101.outline, blink: true },
  tripped: { ...fault, badge: 'T' },
  on: { fill: ISA101.lit, stroke: ISA101.outline, detail: ISA101.white },
  off: { fill: ISA101.moving, stroke: ISA101.outline, detail: ISA101.outline },
  normal: { fill: ISA101.white, stroke: ISA101.outline, detail: ISA101.outline },
  high: { fill: ISA101.limit, stroke: ISA101.outline, detail: ISA101.outline, badge: 'H' },
  low: { fill: ISA101.limit, stroke: ISA101.outline, detail: ISA101.outline, badge: 'L' },
  alarm: fault,
  fault,
  manual: { ...idle, badge: 'M' },
  auto: { ...idle, badge: 'A' },
};

const on = (symbol: ComparisonSymbol, value: string): DefaultCondition => ({
  enable: true,
  symbol,
  value,
});
const off = (symbol: ComparisonSymbol, value: string): DefaultCondition => ({
  enable: false,
  symbol,
  value,
});

/**
 * How a kind of symbol behaves: its states in evaluation order with their default conditions.
 * The enabled defaults read one status signal ("running when run_fb = 1"); the others expect a
 * signal of their own and are switched on in the property panel.
 */
const KINDS = {
  machine: [
    ['fault', off('=', '1')],
    ['running', on('=', '1')],
    ['stopped', on('=', '0')],
    ['manual', off('=', '1')],
    ['auto', off('=', '1')],
  ],
  valve: [
    ['fault', off('=', '1')],
    ['opening', off('=', '2')],
    ['closing', off('=', '3')],
    ['open', on('=', '1')],
    ['closed', on('=', '0')],
    ['manual', off('=', '1')],
    ['auto', off('=', '1')],
  ],
  // A level's limits depend on its unit (m, %, t): they are switched on where they are known.
  vessel: [
    ['fault', off('=', '1')],
    ['high', off('≥', '90')],
    ['low', off('≤', '10')],
    ['normal', off('≥', '0')],
  ],
  measurement: [
    ['fault', off('=', '1')],
    ['high', off('≥', '80')],
    ['low', off('≤', '20')],
    ['normal', off('≥', '0')],
  ],
  breaker: [
    ['tripped', off('=', '2')],
    ['closed', on('=', '1')],
    ['open', on('=', '0')],
  ],
  lamp: [
    ['alarm', off('=', '2')],
    ['on', on('=', '1')],
    ['off', on('=', '0')],
  ],
  alarm: [
    ['alarm', on('=', '1')],
    ['normal', on('=', '0')],
  ],
} as const satisfies Record<string, readonly (readonly [SymbolStateName, DefaultCondition])[]>;

export type SymbolKind = keyof typeof KINDS;

const DEFAULT_STATE: Readonly<Record<SymbolKind, SymbolStateName>> = {
  machine: 'stopped',
  valve: 'closed',
  vessel: 'normal',
  measurement: 'normal',
  breaker: 'open',
  lamp: 'off',
  alarm: 'normal',
};

/**
 * A breaker that is closed carries current: drawn active, as a running machine. A vessel in
 * its normal state is process grey, so the level stands out against its empty part.
 */
const KIND_STYLES: Partial<Record<SymbolKind, Partial<Record<SymbolStateName, StateStyle>>>> = {
  breaker: { closed: active, open: idle },
  vessel: { normal: idle },
};

export interface SymbolDraft extends Omit<
  SymbolDefinition,
  'states' | 'defaultState' | 'keywords'
> {
  readonly kind: SymbolKind;
  readonly keywords?: readonly string[];
}

/** A catalogue entry: the draft's geometry with the states and styles of its kind. */
export function defineSymbol({ kind, keywords = [], ...draft }: SymbolDraft): SymbolDefinition {
  const states: SymbolState[] = KINDS[kind].map(([name, condition]) => ({
    name,
    condition,
    style: KIND_STYLES[kind]?.[name] ?? STYLES[name],
  }));
  return { ...draft, keywords, states, defaultState: DEFAULT_STATE[kind] };
}

/** The parts of a draft a family may give once for all its symbols. */
type FamilyDefault = 'kind' | 'keywords' | 'viewBox' | 'ports';

/**
 * A family's builder: what its symbols share is given once, and each symbol's draft names its
 * own geometry and whatever of the shared parts it does otherwise (a draft's value wins).
 */
export function symbolFamily<Given extends FamilyDefault>(
  family: SymbolFamily,
  defaults: Pick<SymbolDraft, Given>,
) {
  return (
    draft: Omit<SymbolDraft, 'family' | Given> & Partial<Pick<SymbolDraft, Given>>,
  ): SymbolDefinition => defineSymbol({ family, ...defaults, ...draft } as SymbolDraft);
}

// Shape helpers keep the family files short and readable.
export const path = (d: string, role: SymbolShape['role'] = 'body'): SymbolShape => ({
  kind: 'path',
  d,
  role,
});
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx = 0,
  role: SymbolShape['role'] = 'body',
): SymbolShape => ({ kind: 'rect', x, y, width, height, rx, role });
export const circle = (
  cx: number,
  cy: number,
  r: number,
  role: SymbolShape['role'] = 'body',
): SymbolShape => ({ kind: 'circle', cx, cy, r, role });
export const label = (x: number, y: number, text: string, size: number): SymbolShape => ({
  kind: 'text',
  x,
  y,
  text,
  size,
  role: 'detail',
});
export const detail = (d: string): SymbolShape => path(d, 'detail');
/** Where a pipe connects: a point of the drawing and the way the pipe leaves it. */
export const port = (id: string, x: number, y: number, direction: PortDirection): SymbolPort => ({
  id,
  x,
  y,
  direction,
});
