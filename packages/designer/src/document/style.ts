import { z } from 'zod';
import { colour, filled, numericWith } from './primitives';

/** Default look of every widget (SPEC §3): white fill, black stroke of width 1, 12px text. */
export const StrokeSchema = z.object({
  color: colour.default('#000000'),
  width: numericWith(z.number().min(0)).default(1),
});

export const FontSchema = z.object({
  size: numericWith(z.number().positive()).default(12),
  family: z.string().default('Microsoft YaHei'),
  weight: z.enum(['normal', 'bold']).default('normal'),
  italic: z.boolean().default(false),
});

export const LineStyleSchema = z.object({
  dash: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
  startArrow: z.boolean().default(false),
  endArrow: z.boolean().default(false),
});

export const FlipSchema = z.object({
  x: z.boolean().default(false),
  y: z.boolean().default(false),
});

export const StyleSchema = z.object({
  fill: colour.default('#FFFFFF'),
  stroke: filled(StrokeSchema),
  opacity: numericWith(z.number().min(0).max(1)).default(1),
  radius: numericWith(z.number().min(0)).default(0),
  font: filled(FontSchema),
  align: z.enum(['left', 'center', 'right']).default('center'),
  fit: z.enum(['fill', 'contain', 'cover']).default('fill'),
  color: colour.default('#000000'),
  line: filled(LineStyleSchema),
  flip: filled(FlipSchema),
});

export type Style = z.output<typeof StyleSchema>;
export type StyleInput = z.input<typeof StyleSchema>;
