import type { z } from 'zod';
import type { Widget } from '../document/widget';
import type { WidgetDefinition } from './definition';
import { WIDGET_DEFINITIONS } from './list';

type Definitions = (typeof WIDGET_DEFINITIONS)[number];

/** Every registered widget type name, e.g. `ShapeRect`, `UsualDropdown`, `ComplexLine`. */
export type WidgetType = Definitions['type'];

/** The parsed `dataAddon` of widgets of type `T`. */
export type AddonOf<T extends WidgetType> = z.output<Extract<Definitions, { type: T }>['addon']>;

export const WIDGET_TYPES = WIDGET_DEFINITIONS.map((definition) => definition.type) as [
  WidgetType,
  ...WidgetType[],
];

const byType: ReadonlyMap<string, WidgetDefinition> = new Map(
  WIDGET_DEFINITIONS.map((definition) => [definition.type, definition as WidgetDefinition]),
);

export function isWidgetType(value: string): value is WidgetType {
  return byType.has(value);
}

export function widgetDefinition(type: WidgetType): WidgetDefinition {
  const definition = byType.get(type);
  if (!definition) throw new Error(`unregistered widget type ${type}`);
  return definition;
}

/** The widget's add-on typed for its type, or null when the widget is of another type. */
export function addonOf<T extends WidgetType>(widget: Widget, type: T): AddonOf<T> | null {
  return widget.widgetType === type ? (widget.dataAddon as AddonOf<T>) : null;
}
