import { WIDGET_TYPES, type WidgetType } from '../widgets/registry';
import { PageSchema, type Page } from './page';
import { WidgetSchema, type Widget } from './widget';

/**
 * The stored form of a layout leaves out every value equal to its default: parsing fills the
 * defaults back, so `parseLayout(serialiseLayout(d))` still equals `d`, while a page of 1000
 * widgets stores a fraction of the bytes and parses within a frame.
 */

type Json = unknown;

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const aKeys = Object.keys(a);
    if (aKeys.length !== Object.keys(b).length) return false;
    return aKeys.every((key) =>
      sameJson((a as Record<string, Json>)[key], (b as Record<string, Json>)[key]),
    );
  }
  return false;
}

function isPlainObject(value: Json): value is Readonly<Record<string, Json>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * `value` without the fields equal to `defaults`; nested objects keep only their differing
 * fields and vanish when none differ. Parsed documents share their default sub-objects, so
 * most fields are settled by one identity check.
 */
export function omitDefaults(
  value: Readonly<Record<string, Json>>,
  defaults: Readonly<Record<string, Json>>,
): Record<string, Json> {
  const kept: Record<string, Json> = {};
  for (const key of Object.keys(value)) {
    const field = value[key];
    const fallback = defaults[key];
    if (field === fallback) continue;
    if (isPlainObject(field) && isPlainObject(fallback)) {
      const inner = omitDefaults(field, fallback);
      if (Object.keys(inner).length > 0) kept[key] = inner;
    } else if (!Array.isArray(field) || !sameJson(field, fallback)) {
      kept[key] = field;
    }
  }
  return kept;
}

const widgetDefaults = new Map<WidgetType, Record<string, Json>>(
  WIDGET_TYPES.map((type) => {
    const parsed = WidgetSchema.safeParse({
      id: '-',
      widgetType: type,
      children: [{ id: '-', widgetType: 'ShapeRect' }],
    });
    if (!parsed.success) throw new Error(`defaults of ${type} do not parse`);
    return [type, parsed.data as unknown as Record<string, Json>];
  }),
);

const pageDefaults = PageSchema.parse({}) as unknown as Record<string, Json>;

/** A widget as stored: id and type always, other fields only when not the default. */
export function compactWidget(widget: Widget): Record<string, Json> {
  const defaults = widgetDefaults.get(widget.widgetType) ?? {};
  const { id, widgetType, children, ...rest } = widget;
  return {
    id,
    widgetType,
    ...omitDefaults(rest, defaults),
    ...(children ? { children: children.map(compactWidget) } : {}),
  };
}

export function compactPage(con: Page): Record<string, Json> {
  return omitDefaults(con as unknown as Record<string, Json>, pageDefaults);
}
