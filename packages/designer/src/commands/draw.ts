import type { Point } from '../geometry/box';
import { SIZE_RULES } from '../geometry/sizeRules';
import type { IdGenerator } from '../ids';
import type { StyleInput } from '../document/style';
import { createWidget, mergeStyleInput } from '../widgets/factory';
import { widgetDefinition, type WidgetType } from '../widgets/registry';
import { refuse, type Command } from './result';
import { checkFinite, checkWidgetLimit } from './selection';

export interface DrawArgs {
  readonly widgetType: WidgetType;
  /** Where the drag started (a circle's or ellipse's centre). */
  readonly from: Point;
  /** Where the drag ended. */
  readonly to: Point;
  readonly newId: IdGenerator;
  readonly style?: StyleInput;
  /** The new widget's add-on, when the palette entry chose one (a symbol of the catalogue). */
  readonly dataAddon?: Readonly<Record<string, unknown>>;
}

/**
 * Adds the widget a drag drew, on top of the others, and selects it. A drag too small for
 * the type's size rule (SPEC §5) is discarded with `too-small`.
 */
export const draw: Command<DrawArgs> = (document, _selection, args) => {
  const invalid = checkFinite(args.from.x, args.from.y, args.to.x, args.to.y);
  if (invalid) return invalid;
  const definition = widgetDefinition(args.widgetType);
  if (definition.isGroup) return refuse('invalid-value', [], 'groups are made by grouping');
  const drawn = SIZE_RULES[definition.sizeRule].fromDrag(args.from, args.to);
  if (!drawn) return refuse('too-small');
  const limit = checkWidgetLimit(document, 1);
  if (limit) return limit;
  const style = drawn.flip ? mergeStyleInput(args.style, { flip: drawn.flip }) : args.style;
  const widget = createWidget(args.widgetType, {
    newId: args.newId,
    position: drawn.position,
    pageId: document.con.id,
    ...(style ? { style } : {}),
    ...(args.dataAddon ? { dataAddon: args.dataAddon } : {}),
  });
  return {
    ok: true,
    document: { ...document, widgets: [...document.widgets, widget] },
    selection: [widget.id],
  };
};

export interface PlaceArgs {
  readonly widgetType: WidgetType;
  /** Top-left corner of the new widget, which gets its type's default size. */
  readonly at: Point;
  readonly newId: IdGenerator;
  /** A size other than the type's default (a symbol keeps its drawing's proportions). */
  readonly size?: { readonly width: number; readonly height: number };
  /** The new widget's add-on, when the palette entry chose one (a symbol of the catalogue). */
  readonly dataAddon?: Readonly<Record<string, unknown>>;
}

/** Adds a widget of its default size where the user clicked (or dropped it from the palette). */
export const place: Command<PlaceArgs> = (document, _selection, args) => {
  const invalid = checkFinite(args.at.x, args.at.y);
  if (invalid) return invalid;
  const definition = widgetDefinition(args.widgetType);
  if (definition.isGroup) return refuse('invalid-value', [], 'groups are made by grouping');
  const limit = checkWidgetLimit(document, 1);
  if (limit) return limit;
  const widget = createWidget(args.widgetType, {
    newId: args.newId,
    position: { x: args.at.x, y: args.at.y, ...args.size },
    pageId: document.con.id,
    ...(args.dataAddon ? { dataAddon: args.dataAddon } : {}),
  });
  return {
    ok: true,
    document: { ...document, widgets: [...document.widgets, widget] },
    selection: [widget.id],
  };
};
