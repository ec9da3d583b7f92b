import type { Point } from '../geometry/box';
import type { IdGenerator } from '../ids';
import { indexWidgets, updateWidgets } from '../document/tree';
import { refuse, type Command } from '../commands/result';
import { checkFinite, checkWidgetLimit, isLocked } from '../commands/selection';
import { createWidget } from '../widgets/factory';
import type { PipeAddon, PipeEnd } from './addon';
import type { PageDocument } from '../document/layout';
import { attachmentAt } from './attach';
import { layoutPoints, simplifyPath } from './geometry';
import { PIPE_TYPE, pipeEndAt } from './snap';
import { teeAttachmentAt } from './tee';

export interface DrawPipeArgs {
  /** Corners on the page, first to last. */
  readonly points: readonly Point[];
  readonly ends: readonly [PipeEnd, PipeEnd];
  readonly newId: IdGenerator;
}

/** The ports a pipe's `port` ends lie on and the pipes its `tee` ends join, to follow them later. */
function attachedEnds(
  document: PageDocument,
  path: readonly Point[],
  ends: readonly [PipeEnd, PipeEnd],
  selfId?: string,
): PipeAddon['attached'] {
  const at = (point: Point, end: PipeEnd) => {
    if (end === 'port') return attachmentAt(point, document.widgets, selfId);
    return end === 'tee' ? teeAttachmentAt(point, document.widgets, selfId) : null;
  };
  return [at(path[0] as Point, ends[0]), at(path[path.length - 1] as Point, ends[1])];
}

function checkPoints(points: readonly Point[]) {
  return checkFinite(...points.flatMap((point) => [point.x, point.y]));
}

/** Adds the pipe the pipe tool drew, on top of the others, and selects it. */
export const drawPipe: Command<DrawPipeArgs> = (document, _selection, args) => {
  const invalid = checkPoints(args.points);
  if (invalid) return invalid;
  const path = simplifyPath(args.points);
  if (path.length < 2) return refuse('too-small');
  const limit = checkWidgetLimit(document, 1);
  if (limit) return limit;
  const { box, points } = layoutPoints(path);
  const widget = createWidget(PIPE_TYPE, {
    newId: args.newId,
    position: box,
    pageId: document.con.id,
    dataAddon: { points, ends: args.ends, attached: attachedEnds(document, path, args.ends) },
  });
  return {
    ok: true,
    document: { ...document, widgets: [...document.widgets, widget] },
    selection: [widget.id],
  };
};

export interface SetPipePointsArgs {
  readonly id: string;
  /** The pipe's new corners on the page (after a corner was dragged). */
  readonly points: readonly Point[];
}

/**
 * Gives a pipe new corners: its box follows them, and each end becomes a port or tee end when
 * it now lies on a port or another pipe, else free.
 */
export const setPipePoints: Command<SetPipePointsArgs> = (document, selection, args) => {
  const invalid = checkPoints(args.points);
  if (invalid) return invalid;
  const path = simplifyPath(args.points);
  if (path.length < 2) return refuse('too-small', [args.id]);
  const { box, points } = layoutPoints(path);
  const ends: [PipeEnd, PipeEnd] = [
    pipeEndAt(path[0] as Point, document.widgets, args.id),
    pipeEndAt(path[path.length - 1] as Point, document.widgets, args.id),
  ];
  const entry = indexWidgets(document.widgets).get(args.id);
  if (!entry || entry.widget.widgetType !== PIPE_TYPE) return refuse('not-found', [args.id]);
  if (isLocked(document, entry)) return refuse('locked', [args.id]);
  const widgets = updateWidgets(document.widgets, new Set([args.id]), (widget) => {
    const attached = attachedEnds(document, path, ends, args.id);
    const addon: PipeAddon = { ...(widget.dataAddon as PipeAddon), points, ends, attached };
    return { ...widget, position: { ...widget.position, ...box }, dataAddon: addon };
  });
  return { ok: true, document: { ...document, widgets }, selection };
};
