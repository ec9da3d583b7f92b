import type { z } from 'zod';
import type { Bilingual } from '@lf/protocol';
import type { SignalRef } from '../document/binding';
import type { StyleInput } from '../document/style';
import type { PortsOf } from './ports';
import type { RefFields } from '../templates/refs';

export const WIDGET_CATEGORIES = ['group', 'shape', 'usual', 'complex', 'symbol'] as const;
export type WidgetCategory = (typeof WIDGET_CATEGORIES)[number];

/**
 * How a drag draws the widget and how small it may get (SPEC §5):
 * `either` — a box kept when width or height is at least 2 (rect-like shapes and widgets);
 * `both` — a box kept only when both are at least 2 (triangle);
 * `circle` — drawn from its centre, kept when the radius is at least 2;
 * `ellipse` — drawn from its centre, kept when both radii are at least 2;
 * `line` — a segment kept when it moved at least 2 on one axis;
 * `path` — a polyline (a pipe) whose points live in its add-on, drawn by clicking its corners.
 */
export type SizeRuleName = 'either' | 'both' | 'circle' | 'ellipse' | 'line' | 'path';

/** One widget type: everything the designer needs to know about it, in one place. */
export interface WidgetDefinition<
  TType extends string = string,
  TAddon extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
> {
  readonly type: TType;
  readonly category: WidgetCategory;
  readonly label: Bilingual;
  /** Schema of the widget's `dataAddon`; every field has a default so `{}` parses. */
  readonly addon: TAddon;
  /** Size of a widget placed by a click instead of a drag. */
  readonly defaultSize: { readonly width: number; readonly height: number };
  /** Look that differs from the common defaults (white fill, black stroke 1, 12px text). */
  readonly style?: StyleInput;
  readonly sizeRule: SizeRuleName;
  /** Where pipes may connect to widgets of this type; none when absent. */
  readonly ports?: PortsOf;
  /** Groups hold children and take their box from them. */
  readonly isGroup?: boolean;
  /** Signals the add-on reads besides the widget's `data` binding (a symbol's state rules). */
  readonly addonSignals?: (addon: z.output<TAddon>) => readonly SignalRef[];
  /**
   * The add-on with `change` applied to each signal it names of its own (a symbol's state
   * rules), so templates resolve those by name too; the same add-on when none changed.
   */
  readonly mapAddonRefs?: (
    addon: z.output<TAddon>,
    change: (ref: RefFields) => Partial<RefFields> | null,
  ) => z.output<TAddon>;
  /** The add-on without its bindings to signals that no longer exist (the binding check). */
  readonly clearAddonSignals?: (
    addon: z.output<TAddon>,
    exists: (signalId: string) => boolean,
  ) => z.output<TAddon>;
}

export function defineWidget<
  TType extends string,
  TAddon extends z.ZodType<Record<string, unknown>>,
>(definition: WidgetDefinition<TType, TAddon>): WidgetDefinition<TType, TAddon> {
  return definition;
}
