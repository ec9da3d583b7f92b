import type { Point } from '../geometry/box';
import type { Widget } from '../document/widget';
import type { PipeEnd } from './addon';
import type { PortDirection } from '../widgets/ports';
import { routeOrthogonal, simplifyPath } from './geometry';
import { snapPipePoint, type SnapTarget } from './snap';
import { branchDirection } from './teeBranch';

/**
 * The pipe tool as a small state machine (after tldraw's tools): `idle` until the first click,
 * then `drawing`, where each click adds an orthogonal leg. A click on a port or on another pipe
 * ends the pipe there; a double-click or Enter ends it where it is; Escape drops it.
 */
export type PipeToolState =
  | { readonly kind: 'idle'; readonly hover: SnapTarget | null }
  | {
      readonly kind: 'drawing';
      /** The corners placed so far, first to last. */
      readonly points: readonly Point[];
      readonly start: SnapTarget;
      readonly hover: SnapTarget;
      /** The leg the next click would add, from the last corner to the pointer. */
      readonly preview: readonly Point[];
    };

export type PipeToolEvent =
  | { readonly type: 'move'; readonly point: Point }
  | { readonly type: 'click'; readonly point: Point }
  /** A double-click or Enter. */
  | { readonly type: 'finish' }
  /** Escape. */
  | { readonly type: 'cancel' }
  /** Backspace: takes back the last leg. */
  | { readonly type: 'back' };

/** A pipe the tool finished: page points and how each end meets the page. */
export interface DrawnPipe {
  readonly points: readonly Point[];
  readonly ends: readonly [PipeEnd, PipeEnd];
}

export interface PipeToolContext {
  readonly widgets: readonly Widget[];
  readonly radius?: number;
}

export interface PipeToolStep {
  readonly state: PipeToolState;
  /** Set on the step that finished a pipe: the caller adds it to the page. */
  readonly created?: DrawnPipe;
}

export const PIPE_TOOL_IDLE: PipeToolState = { kind: 'idle', hover: null };

type Drawing = Extract<PipeToolState, { kind: 'drawing' }>;

const snap = (point: Point, context: PipeToolContext) =>
  snapPipePoint(
    point,
    context.widgets,
    context.radius === undefined ? {} : { radius: context.radius },
  );

/** The direction a pipe leaves `target` toward `toward`: a port's own, across the pipe at a tee. */
function directionAt(target: SnapTarget, toward: Point): PortDirection | null | undefined {
  if (target.kind === 'port') return target.direction;
  if (target.kind === 'tee') return branchDirection(target.axis, target.at, toward);
  return undefined;
}

/**
 * The leg from the last corner to `target`: out of the start port on the first leg, into an
 * end port. A branch started on a pipe leaves across it toward the pointer's side; while the
 * pointer is on that pipe's own line there is no leg, since it would run inside the pipe.
 */
function legTo(drawing: Omit<Drawing, 'preview' | 'hover'>, target: SnapTarget): Point[] {
  const last = drawing.points[drawing.points.length - 1] as Point;
  const leave = drawing.points.length === 1 ? directionAt(drawing.start, target.at) : undefined;
  if (leave === null) return [last];
  const arrive = directionAt(target, last);
  return routeOrthogonal(last, target.at, leave, arrive ?? undefined);
}

function finish(points: readonly Point[], start: PipeEnd, end: PipeEnd): PipeToolStep {
  const path = simplifyPath(points);
  if (path.length < 2) return { state: PIPE_TOOL_IDLE };
  return { state: PIPE_TOOL_IDLE, created: { points: path, ends: [start, end] } };
}

const endsThere = (target: SnapTarget, start: SnapTarget) =>
  target.kind === 'tee' ||
  (target.kind === 'port' &&
    !(
      start.kind === 'port' &&
      start.widgetId === target.widgetId &&
      start.portId === target.portId
    ));

export function pipeTool(
  state: PipeToolState,
  event: PipeToolEvent,
  context: PipeToolContext,
): PipeToolStep {
  if (event.type === 'cancel') return { state: PIPE_TOOL_IDLE };
  if (state.kind === 'idle') {
    if (event.type === 'move')
      return { state: { kind: 'idle', hover: snap(event.point, context) } };
    if (event.type === 'click') {
      const start = snap(event.point, context);
      return {
        state: { kind: 'drawing', points: [start.at], start, hover: start, preview: [] },
      };
    }
    return { state };
  }
  switch (event.type) {
    case 'move': {
      const hover = snap(event.point, context);
      return { state: { ...state, hover, preview: legTo(state, hover) } };
    }
    case 'click': {
      const target = snap(event.point, context);
      const points = simplifyPath([...state.points, ...legTo(state, target).slice(1)]);
      if (points.length >= 2 && endsThere(target, state.start)) {
        return finish(points, state.start.kind, target.kind);
      }
      return { state: { ...state, points, hover: target, preview: [] } };
    }
    case 'finish':
      // Ending on a port or a pipe happens on the click there; a pipe finished elsewhere ends loose.
      return finish(state.points, state.start.kind, 'free');
    case 'back': {
      const points = state.points.slice(0, -1);
      return points.length === 0
        ? { state: PIPE_TOOL_IDLE }
        : { state: { ...state, points, preview: [] } };
    }
  }
}
