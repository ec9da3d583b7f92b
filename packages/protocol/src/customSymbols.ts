import { z } from 'zod';
import { formJson, formString } from './form';

/**
 * Custom symbols (issue 25): an organisation's own SVG drawings, sanitised by the server, whose
 * named parts (elements with ids) change fill, visibility, rotation or text with the symbol's
 * named states, the same states and conditions as the built-in catalogue's symbols.
 */
export const CUSTOM_SYMBOL_LIMITS = {
  /** One SVG drawing, in UTF-8 bytes. */
  svgBytes: 512 * 1024,
  nameLength: 60,
  parts: 200,
  states: 16,
  bindingsPerState: 100,
  /** Ports the engineer marks where the drawing's pipes connect. */
  ports: 16,
  /** Symbols one organisation keeps, and one set file may carry. */
  symbols: 500,
  /** A set file as text: it is a form field, inside the body limit of the import call. */
  importBytes: 6 * 1024 * 1024,
} as const;

export const PART_PROPERTIES = ['fill', 'visibility', 'rotation', 'text'] as const;
export type PartProperty = (typeof PART_PROPERTIES)[number];

/** An XML id as drawing tools write them (letters, digits, `_`, `-`, `.`, `:`). */
export const svgElementId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z_][\w.:-]*$/, 'expected an element id');

/** A state name of the symbol model (`running`, `open`…); the designer lists the known ones. */
const stateName = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[a-z]+$/);

/** One element of the drawing with an id: what the engineer picks parts from. */
export const SvgElementSchema = z.object({ id: svgElementId, tag: z.string().max(40) });
export type SvgElement = z.output<typeof SvgElementSchema>;

/** A part: an element of the drawing the engineer named. */
export const CustomPartSchema = z.object({
  elementId: svgElementId,
  label: z.string().trim().min(1).max(40),
});
export type CustomPart = z.output<typeof CustomPartSchema>;

/**
 * While its state is shown, a part takes `value` for `property`: a colour for `fill`,
 * `visible`/`hidden` for `visibility`, degrees for `rotation`, any text for `text`.
 */
export const PartBindingSchema = z
  .object({
    part: svgElementId,
    property: z.enum(PART_PROPERTIES),
    value: z.string().max(100),
  })
  .superRefine((binding, ctx) => {
    if (!partValueValid(binding.property, binding.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `invalid ${binding.property}` });
    }
  });
export type PartBinding = z.output<typeof PartBindingSchema>;

const COLOUR = /^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[a-zA-Z]{3,20})$/;

/** Whether `value` is a value `property` may take (no CSS beyond a plain colour). */
export function partValueValid(property: PartProperty, value: string): boolean {
  switch (property) {
    case 'fill':
      return COLOUR.test(value);
    case 'visibility':
      return value === 'visible' || value === 'hidden';
    case 'rotation':
      return value.trim() !== '' && Number.isFinite(Number(value));
    case 'text':
      return !value.includes('\u0000');
  }
}

/** The default condition of a state ("running when the bound value = 1"), editable per widget. */
export const CustomStateSchema = z.object({
  state: stateName,
  enable: z.boolean().default(true),
  symbol: z.enum(['=', '≠', '>', '≥', '<', '≤']).default('='),
  value: z.string().max(100).default(''),
  bindings: z.array(PartBindingSchema).max(CUSTOM_SYMBOL_LIMITS.bindingsPerState).default([]),
});
export type CustomState = z.output<typeof CustomStateSchema>;

export const PORT_DIRECTIONS = ['left', 'right', 'up', 'down'] as const;
export type CustomPortDirection = (typeof PORT_DIRECTIONS)[number];

/**
 * A place on the drawing where a pipe connects: `x` and `y` as fractions of the drawing's width
 * and height (0 = left/top, 1 = right/bottom), and the direction a pipe leaves it.
 */
export const CustomPortSchema = z.object({
  id: z.string().regex(/^p[0-9]{1,3}$/, 'expected a port id'),
  label: z.string().trim().min(1).max(40),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  direction: z.enum(PORT_DIRECTIONS),
});
export type CustomPort = z.output<typeof CustomPortSchema>;

/** What the engineer edits of a symbol besides its drawing. */
export const CustomSymbolDesignSchema = z.object({
  parts: z.array(CustomPartSchema).max(CUSTOM_SYMBOL_LIMITS.parts).default([]),
  states: z.array(CustomStateSchema).max(CUSTOM_SYMBOL_LIMITS.states).default([]),
  defaultState: stateName.default('stopped'),
  /** Marked ports; none means pipes connect at the middle of each side, as before ports existed. */
  ports: z
    .array(CustomPortSchema)
    .max(CUSTOM_SYMBOL_LIMITS.ports)
    .default([])
    .refine((ports) => new Set(ports.map((port) => port.id)).size === ports.length, {
      message: 'port ids repeat',
    }),
});
export type CustomSymbolDesign = z.output<typeof CustomSymbolDesignSchema>;

export const CustomSymbolSchema = CustomSymbolDesignSchema.extend({
  id: z.string(),
  name: z.string(),
  /** The sanitised drawing: the only markup any client renders. */
  svg: z.string(),
  viewBox: z.object({ width: z.number().positive(), height: z.number().positive() }),
  elements: z.array(SvgElementSchema),
  updatedAt: z.string(),
});
export type CustomSymbol = z.output<typeof CustomSymbolSchema>;

export const customSymbolList = z.array(CustomSymbolSchema);

const symbolName = formString(CUSTOM_SYMBOL_LIMITS.nameLength).min(1);

/** The SVG text is checked by the server's own rules (size, NUL, SVG) for precise refusals. */
export const customSymbolCreateRequest = z.object({ name: symbolName, svg: z.string() });

export const customSymbolSaveRequest = z.object({
  id: formString(64).min(1),
  name: symbolName,
  design: formJson(CustomSymbolDesignSchema),
});

export const customSymbolIdRequest = z.object({ id: formString(64).min(1) });

/** The set file: every symbol with its sanitised drawing, read back by the import call. */
export const CUSTOM_SYMBOL_SET_FORMAT = 'lfscada-symbol-set';

export const CustomSymbolSetEntrySchema = CustomSymbolDesignSchema.extend({
  name: z.string().trim().min(1).max(CUSTOM_SYMBOL_LIMITS.nameLength),
  svg: z.string(),
});

export const CustomSymbolSetSchema = z.object({
  format: z.literal(CUSTOM_SYMBOL_SET_FORMAT),
  version: z.literal(1),
  symbols: z.array(CustomSymbolSetEntrySchema).max(CUSTOM_SYMBOL_LIMITS.symbols),
});
export type CustomSymbolSet = z.output<typeof CustomSymbolSetSchema>;

export const customSymbolImportRequest = z.object({ file: z.string() });

export const CustomSymbolImportResultSchema = z.object({
  imported: z.array(z.string()),
  /** Names the organisation already has: kept as they were, not overwritten. */
  duplicates: z.array(z.string()),
  /** Entries whose drawing the sanitiser refused. */
  refused: z.array(z.string()),
});
export type CustomSymbolImportResult = z.output<typeof CustomSymbolImportResultSchema>;
