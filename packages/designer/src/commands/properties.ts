import { z } from 'zod';
import { AnimationSchema, type AnimationKey } from '../document/animation';
import { DataBindingSchema, ItemSchema } from '../document/binding';
import { ClickEventSchema } from '../document/clickEvent';
import { PageSchema, type PageInput } from '../document/page';
import { StyleSchema, type StyleInput } from '../document/style';
import type { Widget } from '../document/widget';
import { mergeStyleInput } from '../widgets/factory';
import { widgetDefinition } from '../widgets/registry';
import { refuse, type Command, type Refusal } from './result';
import { patchSelected } from './patch';
import { authRegionProblem, parseAuthRegion } from '../evaluate/authRegion';

const ItemsSchema = z.array(ItemSchema);

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid';
}

/** Validates `merged` with `schema`; unchanged values keep the widget as it was. */
function validated<T>(
  schema: z.ZodType<T>,
  merged: unknown,
  current: T,
  apply: (value: T) => Widget,
  widget: Widget,
): Widget | Refusal {
  const parsed = schema.safeParse(merged);
  if (!parsed.success) return refuse('invalid-value', [widget.id], describeIssue(parsed.error));
  return sameJson(parsed.data, current) ? widget : apply(parsed.data);
}

export interface SetStyleArgs {
  /** Fields to change; nested ones (font, stroke, line, flip) merge one level deep. */
  readonly style: StyleInput;
}

/** Changes the look of the selected widgets. */
export const setStyle: Command<SetStyleArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    validated(
      StyleSchema,
      mergeStyleInput(widget.style, args.style),
      widget.style,
      (style) => ({ ...widget, style }),
      widget,
    ),
  );

export interface SetDataArgs {
  readonly data: z.input<typeof DataBindingSchema>;
}

/** Binds the selected widgets to a signal, report or system key (fields replace one by one). */
export const setData: Command<SetDataArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    validated(
      DataBindingSchema,
      { ...widget.data, ...args.data },
      widget.data,
      (data) => ({ ...widget, data }),
      widget,
    ),
  );

export interface SetAddonArgs {
  readonly addon: Readonly<Record<string, unknown>>;
}

/** Changes the type-specific settings (dashboard range, line variant, video source…). */
export const setAddon: Command<SetAddonArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    validated(
      widgetDefinition(widget.widgetType).addon,
      { ...widget.dataAddon, ...args.addon },
      widget.dataAddon,
      (dataAddon) => ({ ...widget, dataAddon }),
      widget,
    ),
  );

export interface SetAnimationArgs {
  readonly key: AnimationKey;
  readonly value: Readonly<Record<string, unknown>>;
}

/** Changes one animation (visiable, twinkle, rotate, fillColor, borderColor, fontColor). */
export const setAnimation: Command<SetAnimationArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) => {
    const schema = AnimationSchema.shape[args.key] as unknown as z.ZodType<
      Widget['animation'][AnimationKey]
    >;
    return validated(
      schema,
      { ...widget.animation[args.key], ...args.value },
      widget.animation[args.key],
      (value) => ({ ...widget, animation: { ...widget.animation, [args.key]: value } }),
      widget,
    );
  });

export interface SetClickEventArgs {
  readonly clickEvent: Readonly<Record<string, unknown>>;
}

/** Changes what a click on the selected widgets does in the viewer. */
export const setClickEvent: Command<SetClickEventArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    validated(
      ClickEventSchema,
      { ...widget.clickEvent, ...args.clickEvent },
      widget.clickEvent,
      (clickEvent) => ({ ...widget, clickEvent }),
      widget,
    ),
  );

export interface SetItemsArgs {
  readonly items: readonly z.input<typeof ItemSchema>[];
}

/** Replaces the selected widgets' items (sub-bindings such as a dropdown's signal options). */
export const setItems: Command<SetItemsArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    validated(ItemsSchema, args.items, widget.items, (items) => ({ ...widget, items }), widget),
  );

export interface RenameArgs {
  readonly widgetName: string;
}

export const rename: Command<RenameArgs> = (document, selection, args) =>
  patchSelected(document, selection, (widget) =>
    widget.widgetName === args.widgetName ? widget : { ...widget, widgetName: args.widgetName },
  );

export interface SetAuthRegionArgs {
  /** Role ids separated by commas; empty lets everyone use the widget. */
  readonly authRegion: string;
}

/** Restricts the selected widgets to roles (see evaluate/authRegion); refuses what is not a role id. */
export const setAuthRegion: Command<SetAuthRegionArgs> = (document, selection, args) => {
  const problem = authRegionProblem(args.authRegion);
  if (problem) return refuse('invalid-value', [...selection], `authRegion: ${problem}`);
  const authRegion = parseAuthRegion(args.authRegion).join(',');
  return patchSelected(document, selection, (widget) =>
    widget.authRegion === authRegion ? widget : { ...widget, authRegion },
  );
};

export interface SetPageArgs {
  readonly con: PageInput;
}

/** Changes the page settings (title, size, background, password…); needs no selection. */
export const setPage: Command<SetPageArgs> = (document, selection, args) => {
  const parsed = PageSchema.safeParse({ ...document.con, ...args.con });
  if (!parsed.success) return refuse('invalid-value', [], describeIssue(parsed.error));
  if (sameJson(parsed.data, document.con)) return refuse('no-change');
  return { ok: true, document: { ...document, con: parsed.data }, selection };
};
