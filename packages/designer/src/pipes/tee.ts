import type { Point } from '../geometry/box';
import { indexWidgets } from '../document/tree';
import type { Widget } from '../document/widget';
import type { TeeAttachment } from './addon';
import { distance, projectOnSegment, segmentAxis, type Axis } from './geometry';
import { PIPE_TYPE, pipePoints } from './snap';

/**
 * Tee ends: a pipe end joined onto another pipe records the host pipe's segment and how far
 * along it the end lies, and follows that point when the host pipe moves or is re-routed.
 */

/** Canvas units within which an end counts as lying on a pipe (rounding of stored points). */
const ON_PIPE = 0.5;

/** Where along a path a point lies: the nearest segment and the point on it. */
export interface PathPlace {
  readonly segment: number;
  readonly along: number;
  readonly at: Point;
  readonly gap: number;
}

/** The place on `path` nearest `point`; the first segment wins a tie. */
export function nearestOnPath(point: Point, path: readonly Point[]): PathPlace | null {
  let best: PathPlace | null = null;
  for (let segment = 0; segment + 1 < path.length; segment += 1) {
    const a = path[segment] as Point;
    const b = path[segment + 1] as Point;
    const at = projectOnSegment(point, a, b);
    const length = distance(a, b);
    const gap = distance(point, at);
    if (!best || gap < best.gap) {
      best = { segment, along: length === 0 ? 0 : distance(a, at) / length, at, gap };
    }
  }
  return best;
}

/** The point `along` segment `segment` of `path`, or null when the path has no such segment. */
export function pointOnPath(path: readonly Point[], segment: number, along: number): Point | null {
  const a = path[segment];
  const b = path[segment + 1];
  if (!a || !b) return null;
  return { x: a.x + (b.x - a.x) * along, y: a.y + (b.y - a.y) * along };
}

/** The pipe (other than `selfId`, inside groups too) exactly under `point`, as a tee attachment. */
export function teeAttachmentAt(
  point: Point,
  widgets: readonly Widget[],
  selfId?: string,
): TeeAttachment | null {
  let best: (PathPlace & { widgetId: string }) | null = null;
  for (const { widget } of indexWidgets(widgets).values()) {
    if (widget.widgetType !== PIPE_TYPE || widget.id === selfId) continue;
    const place = nearestOnPath(point, pipePoints(widget));
    if (place && place.gap <= ON_PIPE && (!best || place.gap < best.gap)) {
      best = { ...place, widgetId: widget.id };
    }
  }
  return best && { widgetId: best.widgetId, segment: best.segment, along: best.along };
}

const hostPath = (widgets: readonly Widget[], id: string) => {
  const host = indexWidgets(widgets).get(id)?.widget;
  return host?.widgetType === PIPE_TYPE ? pipePoints(host) : null;
};

/**
 * Where a tee end belongs after an edit, with its attachment as it should now be recorded, or
 * null when the host pipe is gone. A host that kept its corner count keeps the tee on the same
 * segment at the same fraction; a host re-routed with more or fewer corners takes the tee to
 * the place of its new path nearest the tee's old point.
 */
export function teeAnchorOf(
  before: readonly Widget[],
  after: readonly Widget[],
  attachment: TeeAttachment,
): { readonly at: Point; readonly axis: Axis; readonly attachment: TeeAttachment } | null {
  const path = hostPath(after, attachment.widgetId);
  if (!path) return null;
  const was = hostPath(before, attachment.widgetId);
  const same = !was || was.length === path.length;
  const axisAt = (segment: number) =>
    segmentAxis(path[segment] as Point, path[segment + 1] as Point);
  const at = same ? pointOnPath(path, attachment.segment, attachment.along) : null;
  if (at) return { at, axis: axisAt(attachment.segment), attachment };
  const old = was && pointOnPath(was, attachment.segment, attachment.along);
  const place = nearestOnPath(old ?? (path[0] as Point), path);
  if (!place) return null;
  const { segment, along } = place;
  return {
    at: place.at,
    axis: axisAt(segment),
    attachment: { widgetId: attachment.widgetId, segment, along },
  };
}
