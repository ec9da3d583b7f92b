import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  boxSelect,
  draw,
  duplicate,
  hitTest,
  indexWidgets,
  move,
  moveVertex,
  pipePoints,
  resize,
  rotate,
  setPipePoints,
  snapMove,
  snapPipePoint,
  snapMoveToGrid,
  type Box,
  type PageDocument,
  type Point,
} from '@lf/designer';
import type { DesignerStore } from '../store';
import {
  angleTo,
  dragBox,
  isCopyDrag,
  resizedBox,
  sameBox,
  selectionBounds,
  type Handle,
} from './gestureGeometry';

interface MoveDrag {
  kind: 'move';
  start: Point;
  /** The document the snapping reads: as pressed, or with the copies once a copy-drag made them. */
  startDocument: PageDocument;
  /** What moves: the selection, or its copies. */
  ids: readonly string[];
  startBox: Box;
  /** The widget pressed: a click without a drag selects it alone. */
  hitId: string;
  /**
   * Ctrl (Cmd) held when pressed: once the pointer leaves the click slop the selection is
   * duplicated in place and the copies are dragged ('made'); 'refused' when the copies would
   * pass the widget limit (the drag then does nothing).
   */
  copy: 'none' | 'wanted' | 'made' | 'refused';
}

type Drag =
  | MoveDrag
  | { kind: 'resize'; start: Point; handle: Handle; startBox: Box; rotation: number }
  | { kind: 'rotate'; pivot: Point }
  | { kind: 'vertex'; id: string; index: number; startPoints: readonly Point[] }
  | { kind: 'marquee'; start: Point; additive: boolean }
  | { kind: 'draw'; start: Point };

/** Below this many canvas units a press is a click, not a drag. */
const CLICK_SLOP = 2;

/**
 * Pointer gestures on the designer canvas: select, move (with snapping), copy-drag (Ctrl or Cmd
 * held), resize, rotate, box-select, draw, lay a pipe (the pipe tool gets clicks and moves) and
 * drag a pipe's corner (its ends snap to ports and onto other pipes). Each drag is one gesture of the editor, so one undo
 * entry: a copy-drag's duplication and its moves included.
 */
export function useCanvasGestures(
  store: DesignerStore,
  toCanvas: (event: { clientX: number; clientY: number }) => Point,
) {
  const drag = useRef<Drag | null>(null);
  const frame = useRef<number | null>(null);
  const latest = useRef<Point | null>(null);
  const [rubber, setRubber] = useState<Box | null>(null);

  const applyMove = (current: Drag, point: Point) => {
    const state = store.getState();
    if (current.kind === 'move') {
      const total = { dx: point.x - current.start.x, dy: point.y - current.start.y };
      if (
        Math.abs(total.dx) < CLICK_SLOP &&
        Math.abs(total.dy) < CLICK_SLOP &&
        state.editor.gesture === null
      )
        return;
      if (current.copy === 'refused') return;
      if (state.editor.gesture === null) {
        state.beginGesture();
        if (current.copy === 'wanted' && !duplicateInPlace(current)) return;
      }
      const widgets = current.startDocument.widgets;
      const snapped = state.config.adsorb
        ? snapMove(widgets, current.ids, total, { adsorb: true })
        : state.config.grid
          ? { ...snapMoveToGrid(widgets, current.ids, total), guides: [] }
          : snapMove(widgets, current.ids, total, { adsorb: false });
      const now = selectionBounds(store.getState().editor.document.widgets, current.ids);
      if (!now) return;
      const dx = current.startBox.x + snapped.dx - now.x;
      const dy = current.startBox.y + snapped.dy - now.y;
      if (dx !== 0 || dy !== 0) store.getState().run(move, { dx, dy });
      state.setGuides(snapped.guides);
    } else if (current.kind === 'resize') {
      if (state.editor.gesture === null) state.beginGesture();
      const box = resizedBox(
        current.startBox,
        current.handle,
        point.x - current.start.x,
        point.y - current.start.y,
        current.rotation,
      );
      state.run(resize, { box });
    } else if (current.kind === 'vertex') {
      if (state.editor.gesture === null) state.beginGesture();
      const last = current.startPoints.length - 1;
      const target =
        current.index === 0 || current.index === last
          ? snapPipePoint(point, state.editor.document.widgets, { excludeId: current.id }).at
          : point;
      const points = moveVertex(current.startPoints, current.index, target);
      state.run(setPipePoints, { id: current.id, points });
    } else if (current.kind === 'rotate') {
      if (state.editor.gesture === null) state.beginGesture();
      state.run(rotate, { degrees: angleTo(current.pivot, point, null), mode: 'to' });
    } else {
      setRubber(dragBox(current.start, point));
    }
  };

  /** Copies the selection where it is, inside the gesture, and makes the drag move the copies. */
  const duplicateInPlace = (current: MoveDrag): boolean => {
    const state = store.getState();
    if (!state.run(duplicate, { dx: 0, dy: 0, newId: state.newId })) {
      current.copy = 'refused';
      state.cancelGesture();
      return false;
    }
    const after = store.getState().editor;
    current.copy = 'made';
    current.ids = after.selection;
    current.startDocument = after.document;
    return true;
  };

  const schedule = (point: Point) => {
    latest.current = point;
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      if (latest.current && drag.current) applyMove(drag.current, latest.current);
    });
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const point = toCanvas(event);
    const state = store.getState();
    const { document, selection } = state.editor;
    if (state.tool.kind === 'pipe') return state.pipeEvent({ type: 'click', point });
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    if (state.tool.kind === 'draw') {
      drag.current = { kind: 'draw', start: point };
      setRubber({ x: point.x, y: point.y, width: 0, height: 0 });
      return;
    }
    const handle = (event.target as Element).getAttribute?.('data-handle');
    const only =
      selection.length === 1
        ? indexWidgets(document.widgets).get(selection[0] ?? '')?.widget
        : undefined;
    if (handle && only) {
      const { position, origin } = only;
      if (handle.startsWith('vertex-')) {
        drag.current = {
          kind: 'vertex',
          id: only.id,
          index: Number(handle.slice('vertex-'.length)),
          startPoints: pipePoints(only),
        };
      } else if (handle === 'rotate') {
        drag.current = {
          kind: 'rotate',
          pivot: {
            x: position.x + position.width * origin.x,
            y: position.y + position.height * origin.y,
          },
        };
      } else {
        drag.current = {
          kind: 'resize',
          start: point,
          handle: handle as Handle,
          startBox: {
            x: position.x,
            y: position.y,
            width: position.width,
            height: position.height,
          },
          rotation: only.children ? 0 : position.rotate,
        };
      }
      return;
    }
    const hit = hitTest(document.widgets, point);
    if (!hit) {
      drag.current = { kind: 'marquee', start: point, additive: event.shiftKey };
      if (!event.shiftKey) state.select([]);
      return;
    }
    if (event.shiftKey) {
      state.select(
        selection.includes(hit.id)
          ? selection.filter((id) => id !== hit.id)
          : [...selection, hit.id],
      );
      return;
    }
    const ids = selection.includes(hit.id) ? selection : [hit.id];
    if (ids !== selection) state.select(ids);
    const startBox = selectionBounds(store.getState().editor.document.widgets, ids);
    if (!startBox) return;
    drag.current = {
      kind: 'move',
      start: point,
      startDocument: store.getState().editor.document,
      ids,
      startBox,
      hitId: hit.id,
      copy: isCopyDrag(event) ? 'wanted' : 'none',
    };
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const state = store.getState();
    if (state.tool.kind === 'pipe') state.pipeEvent({ type: 'move', point: toCanvas(event) });
    else if (drag.current) schedule(toCanvas(event));
  };

  /** A double-click ends the pipe being laid where it is. */
  const onDoubleClick = () => store.getState().pipeEvent({ type: 'finish' });

  const finish = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    drag.current = null;
    if (frame.current !== null) {
      cancelAnimationFrame(frame.current);
      frame.current = null;
    }
    if (!current) return;
    const point = toCanvas(event);
    const state = store.getState();
    if (current.kind === 'draw') {
      setRubber(null);
      if (state.tool.kind === 'draw') {
        state.run(draw, {
          widgetType: state.tool.widgetType,
          from: current.start,
          to: point,
          newId: state.newId,
          ...(state.tool.dataAddon ? { dataAddon: state.tool.dataAddon } : {}),
        });
        state.setTool({ kind: 'select' });
      }
      return;
    }
    if (current.kind === 'marquee') {
      setRubber(null);
      const box = dragBox(current.start, point);
      if (box.width < CLICK_SLOP && box.height < CLICK_SLOP) return;
      const picked = boxSelect(state.editor.document.widgets, box, 'contain');
      const selection = current.additive
        ? [...new Set([...state.editor.selection, ...picked])]
        : picked;
      state.select(selection);
      return;
    }
    applyMove(current, point);
    if (current.kind === 'move' && current.copy === 'made') {
      // Copies dropped back where they started (or that could not move: locked) are not kept.
      const at = selectionBounds(store.getState().editor.document.widgets, current.ids);
      if (at && sameBox(at, current.startBox)) return store.getState().cancelGesture();
    }
    const moved = store.getState().editor.gesture !== null;
    store.getState().endGesture();
    if (current.kind === 'move' && !moved && current.ids.length > 1 && current.copy === 'none')
      store.getState().select([current.hitId]);
  };

  const onPointerCancel = () => {
    drag.current = null;
    setRubber(null);
    store.getState().cancelGesture();
  };

  return {
    rubber,
    onPointerDown,
    onPointerMove,
    onPointerUp: finish,
    onPointerCancel,
    onDoubleClick,
  };
}
