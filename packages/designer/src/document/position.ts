import { z } from 'zod';
import { numeric, numericWith } from './primitives';

const size = numericWith(z.number().min(0));

/**
 * Where a widget sits, in canvas units: its unrotated box, the radii of round shapes, and a
 * clockwise rotation in degrees about the origin point.
 */
export const PositionSchema = z.object({
  x: numeric.default(0),
  y: numeric.default(0),
  width: size.default(0),
  height: size.default(0),
  r: size.default(0),
  rx: size.default(0),
  ry: size.default(0),
  rotate: numeric.default(0),
});
export type Position = z.output<typeof PositionSchema>;

/** The rotation pivot as a fraction of the widget's box; the centre by default. */
export const OriginSchema = z.object({
  x: numeric.default(0.5),
  y: numeric.default(0.5),
});
export type Origin = z.output<typeof OriginSchema>;
