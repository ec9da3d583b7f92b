import { z } from 'zod';
import { comparisonSymbol, numeric, numericWith, text } from '../document/primitives';

/** What a pipe carries; each has its colour (see PIPE_MEDIA). */
export const PIPE_MEDIUM_NAMES = [
  'water',
  'steam',
  'air',
  'oil',
  'gas',
  'chemical',
  'wastewater',
  'other',
] as const;
export type PipeMedium = (typeof PIPE_MEDIUM_NAMES)[number];

/** When the flow animation runs: never, always, or while the bound signal meets a condition. */
export const PIPE_FLOW_MODES = ['none', 'always', 'condition'] as const;
export type PipeFlowMode = (typeof PIPE_FLOW_MODES)[number];

export const PIPE_FLOW_DIRECTIONS = ['forward', 'reverse'] as const;
export type PipeFlowDirection = (typeof PIPE_FLOW_DIRECTIONS)[number];

/** How a pipe's end meets the rest: loose, on a widget's port, or on another pipe (a tee). */
export const PIPE_END_KINDS = ['free', 'port', 'tee'] as const;
export type PipeEnd = (typeof PIPE_END_KINDS)[number];

export const PipePointSchema = z.object({ x: numeric, y: numeric });

/** The port a pipe end is attached to: the end follows it when its widget moves. */
export const PortAttachmentSchema = z.object({ widgetId: text, portId: text });
export type PortAttachment = z.output<typeof PortAttachmentSchema>;

/**
 * The pipe a tee end is joined onto (`widgetId`): the point `along` (0 to 1) its segment
 * `segment` (0 = first corner to second). The end follows the point when that pipe changes.
 */
export const TeeAttachmentSchema = z.object({
  widgetId: text,
  segment: numericWith(z.number().int().min(0)),
  along: numericWith(z.number().min(0).max(1)),
});
export type TeeAttachment = z.output<typeof TeeAttachmentSchema>;

export const PipeAttachmentSchema = z.union([PortAttachmentSchema, TeeAttachmentSchema]);
export type PipeAttachment = z.output<typeof PipeAttachmentSchema>;

export const isPortAttachment = (attachment: PipeAttachment): attachment is PortAttachment =>
  'portId' in attachment;

/**
 * A pipe's add-on. `points` are the corners of the orthogonal polyline, first to last (the
 * flow's forward direction), relative to the widget box's top-left corner and spanning it: a
 * move shifts the box only, a resize scales the points with it.
 */
export const PipeAddonSchema = z.object({
  points: z
    .array(PipePointSchema)
    .min(2)
    .default([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]),
  ends: z.tuple([z.enum(PIPE_END_KINDS), z.enum(PIPE_END_KINDS)]).default(['free', 'free']),
  /** Per end, first and last: the port or pipe (tee) it is attached to, or null (free ends). */
  attached: z
    .tuple([PipeAttachmentSchema.nullable(), PipeAttachmentSchema.nullable()])
    .default([null, null]),
  medium: z.enum(PIPE_MEDIUM_NAMES).default('water'),
  lineWidth: numericWith(z.number().min(1).max(40)).default(6),
  flow: z.enum(PIPE_FLOW_MODES).default('none'),
  flowSymbol: comparisonSymbol.default('='),
  flowValue: text.default('1'),
  direction: z.enum(PIPE_FLOW_DIRECTIONS).default('forward'),
  /** Canvas units per second the dashes travel. */
  speed: numericWith(z.number().positive().max(1000)).default(40),
});
export type PipeAddon = z.output<typeof PipeAddonSchema>;
