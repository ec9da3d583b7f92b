/**
 * How many widgets share one paint layer of a page. Chromium repaints an inline SVG as one
 * layer: on a page of a thousand widgets, one flowing pipe's stripe stepping or one dragged
 * widget moving made it walk every widget's drawing again. Slices of this many widgets, each in
 * a layer of its own, let a change repaint its slice only; small enough that a slice repaints in
 * little time, large enough that a full page stays a score of layers.
 */
export const PAINT_SLICE_SIZE = 50;

/**
 * The page's widgets cut into consecutive slices of at most `size`, bottom to top, so stacking
 * the slices in order keeps every widget's place in the drawing order. One slice (no cut) when
 * they all fit in one.
 */
export function paintSlices<T>(widgets: readonly T[], size: number = PAINT_SLICE_SIZE): T[][] {
  if (size < 1) throw new Error(`slice size ${size}`);
  const slices: T[][] = [];
  for (let start = 0; start < widgets.length; start += size) {
    slices.push(widgets.slice(start, start + size));
  }
  return slices.length > 0 ? slices : [[]];
}
