/**
 * The arithmetic of the live viewer's zoom and pan, kept free of React and the DOM so it can be
 * proved alone. The page is drawn `scale` times its own size inside a scrolling box; a page
 * narrower than the box stands centred in it, a larger one scrolls (panning is scrolling).
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How the page is fitted before any zoom: its designer setting, the box's width, or 1:1. */
export type ReadingMode = 'page' | 'width' | 'actual';

/** The scale limits: a page can be shrunk to a tenth or enlarged four times its size. */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
/** One step of the zoom buttons. */
export const ZOOM_STEP = 1.25;

/** The scale of a reading mode before zoom; `pageFit` is the page's own fit in the box. */
export function baseScale(mode: ReadingMode, page: Size, box: Size, pageFit: number): number {
  if (mode === 'width') return box.width / page.width;
  if (mode === 'actual') return 1;
  return pageFit;
}

/**
 * A scale held within the limits, widened to include `base` so that a fit smaller than the
 * minimum (a very large page) or larger than the maximum (a tiny one) is always reachable.
 */
export function clampScale(scale: number, base: number): number {
  const lower = Math.min(MIN_SCALE, base);
  const upper = Math.max(MAX_SCALE, base);
  return Math.min(upper, Math.max(lower, scale));
}

/**
 * Where the drawn page starts in the scrolling box: centred across while narrower than the box,
 * at the top (a reader starts there).
 */
export function pageOffset(drawn: Size, box: Size): Point {
  return { x: Math.max(0, (box.width - drawn.width) / 2), y: 0 };
}

const scaled = (page: Size, scale: number): Size => ({
  width: page.width * scale,
  height: page.height * scale,
});

/** A scroll position held between the top-left corner and the far edge of the drawn page. */
export function clampScroll(scroll: Point, drawn: Size, box: Size): Point {
  const limit = (value: number, max: number) => Math.min(Math.max(0, max), Math.max(0, value));
  return {
    x: limit(scroll.x, drawn.width - box.width),
    y: limit(scroll.y, drawn.height - box.height),
  };
}

export interface ZoomView {
  readonly page: Size;
  readonly box: Size;
  readonly scale: number;
  readonly scroll: Point;
}

/**
 * The scroll that keeps the page point under `focus` (a point of the box, e.g. the pinch
 * centre or the mouse) under it while the scale changes from `view.scale` to `next`.
 */
export function zoomAround(view: ZoomView, next: number, focus: Point): Point {
  const before = pageOffset(scaled(view.page, view.scale), view.box);
  const drawn = scaled(view.page, next);
  const after = pageOffset(drawn, view.box);
  const pagePoint = {
    x: (view.scroll.x + focus.x - before.x) / view.scale,
    y: (view.scroll.y + focus.y - before.y) / view.scale,
  };
  return clampScroll(
    {
      x: pagePoint.x * next + after.x - focus.x,
      y: pagePoint.y * next + after.y - focus.y,
    },
    drawn,
    view.box,
  );
}

/** Two fingers: their distance and the point between them. */
export function pinchOf(a: Point, b: Point): { distance: number; centre: Point } {
  return {
    distance: Math.hypot(a.x - b.x, a.y - b.y),
    centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

/** The scale a pinch reaches: the scale at its start, times how far the fingers spread. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startScale;
  return (startScale * distance) / startDistance;
}

/** The factor a Ctrl+wheel turn zooms by: smooth, and a turn back undoes it exactly. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY / 500);
}
