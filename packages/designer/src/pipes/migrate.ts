import type { Point } from '../geometry/box';
import { WidgetSchema, type Widget } from '../document/widget';
import type { PipeAddon } from './addon';
import { attachmentAt } from './attach';
import { PIPE_TYPE, pipePoints } from './snap';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsedWidgets(raw: readonly unknown[]): Widget[] {
  return raw.flatMap((widget) => {
    const parsed = WidgetSchema.safeParse(widget);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored pipe with the ports its `port` ends lie on recorded, or as it was. */
function attachPipe(stored: Record<string, unknown>, page: readonly Widget[]) {
  const parsed = WidgetSchema.safeParse(stored);
  if (!parsed.success) return stored;
  const pipe = parsed.data;
  const { ends } = pipe.dataAddon as PipeAddon;
  const points = pipePoints(pipe);
  const at = (point: Point, index: 0 | 1) =>
    ends[index] === 'port' ? attachmentAt(point, page, pipe.id) : null;
  const attached = [at(points[0] as Point, 0), at(points[points.length - 1] as Point, 1)];
  if (!attached[0] && !attached[1]) return stored;
  const addon = isRecord(stored.dataAddon) ? stored.dataAddon : {};
  return { ...stored, dataAddon: { ...addon, attached } };
}

/**
 * Layout step to version 2: pipes saved before ends were attached record the port each `port`
 * end lies on, so they follow their widgets from now on. A widget the schema refuses is left
 * for the validation after the migrations to report.
 */
export function attachStoredPipeEnds(layout: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(layout.widgets)) return layout;
  const page = parsedWidgets(layout.widgets);
  const visit = (widget: unknown): unknown => {
    if (!isRecord(widget)) return widget;
    if (Array.isArray(widget.children)) return { ...widget, children: widget.children.map(visit) };
    return widget.widgetType === PIPE_TYPE ? attachPipe(widget, page) : widget;
  };
  return { ...layout, widgets: layout.widgets.map(visit) };
}
