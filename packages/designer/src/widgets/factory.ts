import type { Position } from '../document/position';
import { SIZE_RULES } from '../geometry/sizeRules';
import type { StyleInput } from '../document/style';
import { fitGroup } from '../document/tree';
import { parseWidgetShell, type Widget } from '../document/widget';
import type { IdGenerator } from '../ids';
import { widgetDefinition, type WidgetType } from './registry';

export interface CreateWidgetOptions {
  readonly newId: IdGenerator;
  readonly position?: Partial<Position>;
  readonly style?: StyleInput;
  readonly dataAddon?: Readonly<Record<string, unknown>>;
  readonly widgetName?: string;
  readonly pageId?: string;
  /** A group's children (required for WidgetGroup). */
  readonly children?: readonly Widget[];
}

/** Merges two style inputs one level deep (font, stroke, line and flip are objects). */
export function mergeStyleInput(base: StyleInput = {}, patch: StyleInput = {}): StyleInput {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const previous = merged[key];
    merged[key] =
      value !== null &&
      typeof value === 'object' &&
      previous !== null &&
      typeof previous === 'object'
        ? { ...previous, ...value }
        : value;
  }
  return merged as StyleInput;
}

/**
 * A new widget of `type` with fresh ids and every default of its type filled in
 * (SPEC §3: white fill, black stroke of width 1, 12px font, unless the type says otherwise).
 */
export function createWidget(type: WidgetType, options: CreateWidgetOptions): Widget {
  const definition = widgetDefinition(type);
  const widget = parseWidgetShell({
    id: options.newId(),
    textId: options.newId(),
    pageId: options.pageId ?? '',
    widgetType: type,
    widgetName: options.widgetName ?? definition.label.zh,
    position: { ...definition.defaultSize, ...options.position },
    style: mergeStyleInput(definition.style, options.style),
    dataAddon: options.dataAddon ?? {},
  });
  if (definition.isGroup) return fitGroup({ ...widget, children: options.children ?? [] });
  const position = SIZE_RULES[definition.sizeRule].fit(widget.position, widget.position);
  return { ...widget, position };
}
