import type { Point } from '../geometry/box';
import type { Widget } from '../document/widget';
import { widgetDefinition } from '../widgets/registry';
import { placePorts, type PlacedPort, type PortDirection } from '../widgets/ports';
import type { PipeAddon, PipeEnd } from './addon';
import { distance, placePoints, projectOnSegment, segmentAxis, type Axis } from './geometry';

export const PIPE_TYPE = 'ProcessPipe';

/** Canvas units within which a pipe's point snaps to a port or onto another pipe. */
export const PIPE_SNAP_RADIUS = 12;

/** What a pipe's point lands on. */
export type SnapTarget =
  | { readonly kind: 'free'; readonly at: Point }
  | {
      readonly kind: 'port';
      readonly at: Point;
      readonly widgetId: string;
      readonly portId: string;
      readonly direction: PortDirection;
    }
  | {
      readonly kind: 'tee';
      readonly at: Point;
      readonly widgetId: string;
      /** The axis of the host pipe's segment there: a branch leaves across it. */
      readonly axis: Axis;
    };

/** The corners of a pipe widget on the page. */
export function pipePoints(widget: Widget): Point[] {
  const { points } = widget.dataAddon as Pick<PipeAddon, 'points'>;
  return placePoints(points, widget.position);
}

function collect(widgets: readonly Widget[], into: Widget[]): Widget[] {
  for (const widget of widgets) {
    if (widget.children) collect(widget.children, into);
    else into.push(widget);
  }
  return into;
}

/** Every port of the page's widgets (inside groups too), except those of `excludeId`. */
export function pagePorts(widgets: readonly Widget[], excludeId?: string): PlacedPort[] {
  return collect(widgets, []).flatMap((widget) => {
    const ports = widgetDefinition(widget.widgetType).ports;
    return ports && widget.id !== excludeId ? placePorts(widget, ports(widget.dataAddon)) : [];
  });
}

function nearestPort(point: Point, ports: readonly PlacedPort[], radius: number) {
  let best: PlacedPort | null = null;
  for (const port of ports) {
    const gap = distance(point, port.at);
    if (gap <= radius && (!best || gap < distance(point, best.at))) best = port;
  }
  return best;
}

function nearestPipeSegment(
  point: Point,
  widgets: readonly Widget[],
  radius: number,
  excludeId?: string,
): { at: Point; widgetId: string; axis: Axis } | null {
  let best: { at: Point; widgetId: string; axis: Axis; gap: number } | null = null;
  for (const widget of collect(widgets, [])) {
    if (widget.widgetType !== PIPE_TYPE || widget.id === excludeId) continue;
    const points = pipePoints(widget);
    for (let i = 1; i < points.length; i += 1) {
      const a = points[i - 1] as Point;
      const b = points[i] as Point;
      const at = projectOnSegment(point, a, b);
      const gap = distance(point, at);
      if (gap <= radius && (!best || gap < best.gap)) {
        best = { at, widgetId: widget.id, axis: segmentAxis(a, b), gap };
      }
    }
  }
  return best && { at: best.at, widgetId: best.widgetId, axis: best.axis };
}

export interface SnapOptions {
  readonly radius?: number;
  /** The pipe being edited: it snaps neither to itself nor to its own ports. */
  readonly excludeId?: string;
}

/**
 * Where a pipe's point goes: onto the nearest port within the radius, else onto the nearest
 * segment of another pipe (a tee), else where it is.
 */
export function snapPipePoint(
  point: Point,
  widgets: readonly Widget[],
  options: SnapOptions = {},
): SnapTarget {
  const radius = options.radius ?? PIPE_SNAP_RADIUS;
  const port = nearestPort(point, pagePorts(widgets, options.excludeId), radius);
  if (port) {
    const { widgetId, portId, at, direction } = port;
    return { kind: 'port', at, widgetId, portId, direction };
  }
  const segment = nearestPipeSegment(point, widgets, radius, options.excludeId);
  if (segment) return { kind: 'tee', ...segment };
  return { kind: 'free', at: point };
}

/**
 * Tee detection: how a pipe end at `point` meets the page. It is on a port when a port is
 * exactly there, a tee when it lies on another pipe's segment, else free.
 */
export function pipeEndAt(point: Point, widgets: readonly Widget[], selfId?: string): PipeEnd {
  const target = snapPipePoint(point, widgets, {
    radius: 0.5,
    ...(selfId ? { excludeId: selfId } : {}),
  });
  return target.kind;
}
