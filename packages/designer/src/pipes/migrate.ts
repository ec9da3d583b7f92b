import type { Point } from '../geometry/box';
import { WidgetSchema, type Widget } from '../document/widget';
import type { PipeAddon, PipeAttachment } from './addon';
import { attachmentAt } from './attach';
import { teeAttachmentAt } from './tee';
import { PIPE_TYPE, pipePoints } from './snap';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsedWidgets(raw: readonly unknown[]): Widget[] {
  return raw.flatMap((widget) => {
    const parsed = WidgetSchema.safeParse(widget);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Which ends a step attaches, and what it attaches them to. */
interface EndKindFinder {
  readonly kind: 'port' | 'tee';
  readonly find: (point: Point, page: readonly Widget[], selfId: string) => PipeAttachment | null;
}

/** A stored pipe with what its ends of `finder.kind` lie on recorded, or as it was. */
function attachPipe(
  stored: Record<string, unknown>,
  page: readonly Widget[],
  finder: EndKindFinder,
) {
  const parsed = WidgetSchema.safeParse(stored);
  if (!parsed.success) return stored;
  const pipe = parsed.data;
  const { ends, attached: recorded } = pipe.dataAddon as PipeAddon;
  const points = pipePoints(pipe);
  const at = (point: Point, index: 0 | 1) =>
    ends[index] === finder.kind ? finder.find(point, page, pipe.id) : recorded[index];
  const attached = [at(points[0] as Point, 0), at(points[points.length - 1] as Point, 1)];
  if (attached[0] === recorded[0] && attached[1] === recorded[1]) return stored;
  const addon = isRecord(stored.dataAddon) ? stored.dataAddon : {};
  return { ...stored, dataAddon: { ...addon, attached } };
}

function attachStoredEnds(layout: Record<string, unknown>, finder: EndKindFinder) {
  if (!Array.isArray(layout.widgets)) return layout;
  const page = parsedWidgets(layout.widgets);
  const visit = (widget: unknown): unknown => {
    if (!isRecord(widget)) return widget;
    if (Array.isArray(widget.children)) return { ...widget, children: widget.children.map(visit) };
    return widget.widgetType === PIPE_TYPE ? attachPipe(widget, page, finder) : widget;
  };
  return { ...layout, widgets: layout.widgets.map(visit) };
}

/**
 * Layout step to version 2: pipes saved before ends were attached record the port each `port`
 * end lies on, so they follow their widgets from now on. A widget the schema refuses is left
 * for the validation after the migrations to report.
 */
export function attachStoredPipeEnds(layout: Record<string, unknown>): Record<string, unknown> {
  return attachStoredEnds(layout, { kind: 'port', find: attachmentAt });
}

/**
 * Layout step to version 3: pipes saved before tees were attached record, for each `tee` end,
 * the pipe segment it lies on, so a tee follows the pipe it joins from now on.
 */
export function attachStoredTeeEnds(layout: Record<string, unknown>): Record<string, unknown> {
  return attachStoredEnds(layout, { kind: 'tee', find: teeAttachmentAt });
}
