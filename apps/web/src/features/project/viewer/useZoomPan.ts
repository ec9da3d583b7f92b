import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  baseScale,
  clampScale,
  pinchOf,
  pinchScale,
  wheelFactor,
  zoomAround,
  ZOOM_STEP,
  type Point,
  type ReadingMode,
  type Size,
} from './viewZoom';

/** How far a pointer moves before a press becomes a drag (a shorter move is still a click). */
const DRAG_THRESHOLD_PX = 6;

interface Gesture {
  pointers: Map<number, Point>;
  dragFrom: { point: Point; scroll: Point } | null;
  dragging: boolean;
  pinch: { distance: number; scale: number } | null;
}

/**
 * Zoom and pan of a page drawn in the scrolling `box`: a reading mode (the page's own fit, fit
 * to width, actual size) times a zoom, pinched with two fingers, turned with Ctrl+wheel or
 * stepped by buttons, around the point looked at; a drag pans (the box scrolls).
 */
export function useZoomPan(
  box: RefObject<HTMLDivElement | null>,
  page: Size,
  boxSize: Size | null,
  pageFit: number,
) {
  const [mode, setMode] = useState<ReadingMode>('page');
  const [zoom, setZoom] = useState(1);
  const base = boxSize ? baseScale(mode, page, boxSize, pageFit) : pageFit;
  const scale = clampScale(base * zoom, base);
  // The scroll to apply once the page is drawn at its new scale.
  const pendingScroll = useRef<Point | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const scroll = pendingScroll.current;
    if (!element || !scroll) return;
    pendingScroll.current = null;
    element.scrollTo(scroll.x, scroll.y);
  }, [box, scale]);

  const zoomTo = (next: number, focus: Point | null) => {
    const element = box.current;
    if (!element || !boxSize) return;
    const target = clampScale(next, base);
    const centre = focus ?? { x: boxSize.width / 2, y: boxSize.height / 2 };
    pendingScroll.current = zoomAround(
      { page, box: boxSize, scale, scroll: { x: element.scrollLeft, y: element.scrollTop } },
      target,
      centre,
    );
    setZoom(target / base);
  };

  const chooseMode = useCallback((next: ReadingMode) => {
    pendingScroll.current = { x: 0, y: 0 };
    setMode(next);
    setZoom(1);
  }, []);
  const reset = useCallback(() => chooseMode('page'), [chooseMode]);

  // Ctrl+wheel zooms around the mouse; the listener is not passive so the browser's own page
  // zoom does not also happen.
  const latestZoomTo = useRef(zoomTo);
  const latestScale = useRef(scale);
  useEffect(() => {
    latestZoomTo.current = zoomTo;
    latestScale.current = scale;
  });
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      latestZoomTo.current(latestScale.current * wheelFactor(event.deltaY), {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box]);

  const gesture = useRef<Gesture>({
    pointers: new Map(),
    dragFrom: null,
    dragging: false,
    pinch: null,
  });
  const relative = (event: React.PointerEvent): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    state.pointers.set(event.pointerId, relative(event));
    const [first, second] = [...state.pointers.values()];
    if (first && second) {
      state.pinch = { distance: pinchOf(first, second).distance, scale };
      state.dragFrom = null;
      return;
    }
    const element = event.currentTarget;
    state.dragFrom = {
      point: relative(event),
      scroll: { x: element.scrollLeft, y: element.scrollTop },
    };
    state.dragging = false;
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    if (!state.pointers.has(event.pointerId)) return;
    const point = relative(event);
    state.pointers.set(event.pointerId, point);
    const [first, second] = [...state.pointers.values()];
    if (state.pinch && first && second) {
      const now = pinchOf(first, second);
      zoomTo(pinchScale(state.pinch.scale, state.pinch.distance, now.distance), now.centre);
      return;
    }
    const from = state.dragFrom;
    if (!from) return;
    const dx = point.x - from.point.x;
    const dy = point.y - from.point.y;
    if (!state.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!state.dragging) event.currentTarget.setPointerCapture(event.pointerId);
    state.dragging = true;
    event.currentTarget.scrollTo(from.scroll.x - dx, from.scroll.y - dy);
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    state.pointers.delete(event.pointerId);
    if (state.pointers.size < 2) state.pinch = null;
    if (state.pointers.size === 0) state.dragFrom = null;
  };
  // A drag ends without the click its release would otherwise make on a widget.
  const onClickCapture = (event: React.MouseEvent) => {
    if (!gesture.current.dragging) return;
    gesture.current.dragging = false;
    event.stopPropagation();
  };

  return {
    mode,
    scale,
    chooseMode,
    reset,
    zoomIn: () => zoomTo(scale * ZOOM_STEP, null),
    zoomOut: () => zoomTo(scale / ZOOM_STEP, null),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
    },
  };
}
