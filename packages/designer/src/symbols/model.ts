import type { Bilingual } from '@lf/protocol';
import type { ComparisonSymbol } from '../document/primitives';
import type { PortDirection } from '../widgets/ports';

/**
 * The symbol catalogue's data model: every built-in process symbol is plain data (geometry,
 * ports, named states and their look), so the palette, the renderers of the designer and the
 * viewer, the tests and tools all read the same list. No SVG text: a renderer draws the shapes.
 */

export const SYMBOL_FAMILIES = [
  'pumps',
  'valves',
  'vessels',
  'process',
  'electrical',
  'instruments',
  'conveying',
  'indicators',
] as const;
export type SymbolFamily = (typeof SYMBOL_FAMILIES)[number];

export const SYMBOL_FAMILY_LABELS: Readonly<Record<SymbolFamily, Bilingual>> = {
  pumps: { zh: '泵', en: 'Pumps' },
  valves: { zh: '阀门', en: 'Valves' },
  vessels: { zh: '罐与容器', en: 'Tanks and vessels' },
  process: { zh: '工艺设备', en: 'Process equipment' },
  electrical: { zh: '电气', en: 'Electrical' },
  instruments: { zh: '仪表', en: 'Instruments' },
  conveying: { zh: '输送', en: 'Conveying' },
  indicators: { zh: '指示', en: 'Indicators' },
};

export const SYMBOL_STATES = [
  'running',
  'stopped',
  'open',
  'closed',
  'opening',
  'closing',
  'tripped',
  'on',
  'off',
  'normal',
  'high',
  'low',
  'alarm',
  'fault',
  'manual',
  'auto',
] as const;
export type SymbolStateName = (typeof SYMBOL_STATES)[number];

export const SYMBOL_STATE_LABELS: Readonly<Record<SymbolStateName, Bilingual>> = {
  running: { zh: '运行', en: 'Running' },
  stopped: { zh: '停止', en: 'Stopped' },
  open: { zh: '开', en: 'Open' },
  closed: { zh: '关', en: 'Closed' },
  opening: { zh: '开启中', en: 'Opening' },
  closing: { zh: '关闭中', en: 'Closing' },
  tripped: { zh: '跳闸', en: 'Tripped' },
  on: { zh: '亮', en: 'On' },
  off: { zh: '灭', en: 'Off' },
  normal: { zh: '正常', en: 'Normal' },
  high: { zh: '高报警', en: 'High' },
  low: { zh: '低报警', en: 'Low' },
  alarm: { zh: '报警', en: 'Alarm' },
  fault: { zh: '故障', en: 'Fault' },
  manual: { zh: '手动', en: 'Manual' },
  auto: { zh: '自动', en: 'Auto' },
};

/** Which paint a shape takes from the state's style: the body fill, or only the detail ink. */
export type ShapeRole = 'body' | 'detail';

export type SymbolShape =
  | { readonly kind: 'path'; readonly d: string; readonly role: ShapeRole }
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rx?: number;
      readonly role: ShapeRole;
    }
  | {
      readonly kind: 'circle';
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
      readonly role: ShapeRole;
    }
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly text: string;
      readonly size: number;
      readonly role: ShapeRole;
    };

/** Where a pipe connects, in viewBox units, and the way the pipe leaves the symbol. */
export interface SymbolPort {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly direction: PortDirection;
}

/**
 * The look of one state (ISA-101: grey while normal, colour only for the abnormal).
 * `fill` paints body shapes, `stroke` their outline, `detail` the inner lines and letters;
 * `badge` is a letter shown in a corner (M for manual), `blink` draws attention.
 */
export interface StateStyle {
  readonly fill: string;
  readonly stroke: string;
  readonly detail: string;
  readonly badge?: string;
  readonly blink?: boolean;
}

/** The condition a new symbol widget gets for one of its states (editable in the panel). */
export interface DefaultCondition {
  readonly enable: boolean;
  readonly symbol: ComparisonSymbol;
  readonly value: string;
}

export interface SymbolState {
  readonly name: SymbolStateName;
  readonly style: StateStyle;
  readonly condition: DefaultCondition;
}

export interface SymbolDefinition {
  readonly id: string;
  readonly family: SymbolFamily;
  readonly name: Bilingual;
  /** More words the palette search matches (ISA tags, synonyms). */
  readonly keywords: readonly string[];
  readonly viewBox: { readonly width: number; readonly height: number };
  readonly shapes: readonly SymbolShape[];
  readonly ports: readonly SymbolPort[];
  /** In evaluation order: the first state whose condition holds is shown. */
  readonly states: readonly SymbolState[];
  /** Shown while no condition holds (and in the palette). */
  readonly defaultState: SymbolStateName;
  /** The region a level fill (0–100 % of the bound value's range) rises in, clipped to the body. */
  readonly level?: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /** Where the live value is written (instruments, meters). */
  readonly value?: { readonly x: number; readonly y: number; readonly size: number };
}
