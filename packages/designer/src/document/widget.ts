import { z } from 'zod';
import { WIDGET_DEFINITIONS } from '../widgets/list';
import type { WidgetDefinition } from '../widgets/definition';
import type { WidgetType } from '../widgets/registry';
import { AnimationSchema, type Animation } from './animation';
import { DataBindingSchema, ItemSchema, type DataBinding, type Item } from './binding';
import { ClickEventSchema, type ClickEvent } from './clickEvent';
import { OriginSchema, PositionSchema, type Origin, type Position } from './position';
import { filled, flag, text } from './primitives';
import { StyleSchema, type Style } from './style';

/**
 * One widget of a page (SPEC §3). SPEC's `dataId`, `dataType` and `dataArray` live in the
 * `data` binding (`data.signalId` / `data.systemKey`, `data.type`, `data.signalArray`) so a
 * binding has one source of truth. Groups carry `children`; other widgets do not.
 */
export interface Widget {
  readonly id: string;
  readonly textId: string;
  readonly pageId: string;
  readonly widgetType: WidgetType;
  readonly widgetName: string;
  readonly posLock: boolean;
  readonly position: Position;
  readonly origin: Origin;
  readonly style: Style;
  readonly authRegion: string;
  readonly animation: Animation;
  readonly clickEvent: ClickEvent;
  readonly data: DataBinding;
  readonly dataAddon: Readonly<Record<string, unknown>>;
  readonly items: readonly Item[];
  readonly reserve: string;
  readonly children?: readonly Widget[];
}

const commonFields = {
  id: text.pipe(z.string().min(1, 'a widget needs an id')),
  textId: text.default(''),
  pageId: text.default(''),
  widgetName: z.string().default(''),
  posLock: flag.default(false),
  position: filled(PositionSchema),
  origin: filled(OriginSchema),
  style: filled(StyleSchema),
  authRegion: text.default(''),
  animation: filled(AnimationSchema),
  clickEvent: filled(ClickEventSchema),
  data: filled(DataBindingSchema),
  items: z.array(ItemSchema).default([]),
  reserve: text.default(''),
};

const variants = WIDGET_DEFINITIONS.map((registered) => {
  const definition: WidgetDefinition = registered;
  const addonDefaults = definition.addon.parse({});
  return z.object({
    ...commonFields,
    widgetType: z.literal(definition.type),
    dataAddon: definition.addon.default(() => addonDefaults),
    ...(definition.isGroup
      ? { children: z.array(z.lazy(() => WidgetSchema)).min(1, 'a group needs children') }
      : {}),
  });
});

/** Validates one stored widget (and a group's children), filling every default. */
export const WidgetSchema: z.ZodType<Widget> = z.discriminatedUnion(
  'widgetType',
  variants as unknown as [(typeof variants)[number], ...(typeof variants)[number][]],
) as unknown as z.ZodType<Widget>;

const shells = new Map<string, z.ZodType>(
  variants.map((variant) => [
    variant.shape.widgetType.value,
    'children' in variant.shape ? variant.omit({ children: true }) : variant,
  ]),
);

/**
 * Validates one widget without looking at its children: a new group adopts already valid
 * widgets, which need not be parsed again.
 */
export function parseWidgetShell(input: {
  readonly widgetType: WidgetType;
  readonly [field: string]: unknown;
}): Widget {
  const schema = shells.get(input.widgetType);
  if (!schema) throw new Error(`unregistered widget type ${input.widgetType}`);
  return schema.parse(input) as Widget;
}
