import type { Point } from '../geometry/box';
import { indexWidgets, updateWidgets, walkWidgets } from '../document/tree';
import type { Widget } from '../document/widget';
import { widgetDefinition } from '../widgets/registry';
import { placePorts, type PlacedPort, type PortDirection } from '../widgets/ports';
import {
  isPortAttachment,
  type PipeAddon,
  type PipeAttachment,
  type PipeEnd,
  type PortAttachment,
} from './addon';
import { distance, layoutPoints, routeOrthogonal, simplifyPath, type Axis } from './geometry';
import { PIPE_TYPE, pagePorts, pipePoints } from './snap';
import { teeAnchorOf } from './tee';
import { branchDirection } from './teeBranch';

/**
 * Pipes attached to ports follow their widgets. A pipe end stores the port it was laid on
 * (widget id + port id), or for a tee the pipe it joins (see tee.ts); after any edit,
 * `followAttachments` compares the widgets before and after and re-routes the ends whose
 * widget moved, resized or turned, so the pipe and the shape change in one document — one
 * undo entry.
 */

/** Canvas units within which an end counts as lying on a port (rounding of stored points). */
const ON_PORT = 0.5;

/** The port exactly at `point` (another widget's than `selfId`), as an attachment. */
export function attachmentAt(
  point: Point,
  widgets: readonly Widget[],
  selfId?: string,
): PortAttachment | null {
  let best: PlacedPort | null = null;
  for (const port of pagePorts(widgets, selfId)) {
    const gap = distance(point, port.at);
    if (gap <= ON_PORT && (!best || gap < distance(point, best.at))) best = port;
  }
  return best && { widgetId: best.widgetId, portId: best.portId };
}

/** Where `attachment`'s port is on the page now, or null when its widget or port is gone. */
export function placedPortOf(
  widgets: readonly Widget[],
  attachment: PortAttachment,
): PlacedPort | null {
  const widget = indexWidgets(widgets).get(attachment.widgetId)?.widget;
  const ports = widget && widgetDefinition(widget.widgetType).ports;
  if (!widget || !ports) return null;
  const port = ports(widget.dataAddon).find((candidate) => candidate.id === attachment.portId);
  return port ? (placePorts(widget, [port])[0] ?? null) : null;
}

/**
 * Where an attached end belongs: a port (with the direction a pipe leaves it) or a tee point
 * (with the axis of the host's segment, which a pipe leaves across).
 */
export interface Anchor {
  readonly at: Point;
  readonly direction?: PortDirection;
  readonly axis?: Axis;
}

/** The direction a pipe leaves `anchor` heading for `toward`, when the anchor sets one. */
function leaving(anchor: Anchor | null, toward: Point): PortDirection | undefined {
  if (!anchor) return undefined;
  if (anchor.direction) return anchor.direction;
  return (anchor.axis && branchDirection(anchor.axis, anchor.at, toward)) ?? undefined;
}

/** A pipe end as re-routing sees it: the anchor it must reach now, or null to stay where it is. */
export interface EndTarget {
  readonly to: Anchor | null;
  /** The anchor of an end that stays (a port's direction still shapes a straight pipe's route). */
  readonly stays?: Anchor | null;
}

/**
 * The pipe's corners with its moved ends brought to their ports. A two-corner pipe is routed
 * anew between its ends (leaving and entering along the ports' directions); a longer pipe keeps
 * its inner corners and gets a new first or last leg, orthogonal, out of or into the port.
 */
export function rerouteEnds(points: readonly Point[], start: EndTarget, end: EndTarget): Point[] {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  if (!start.to && !end.to) return [...points];
  if (points.length <= 2) {
    const from = start.to ?? start.stays ?? null;
    const into = end.to ?? end.stays ?? null;
    const a = from?.at ?? first;
    const b = into?.at ?? last;
    return simplifyPath(routeOrthogonal(a, b, leaving(from, b), leaving(into, a)));
  }
  const inner = points.slice(1, -1);
  const innerFirst = inner[0] as Point;
  const innerLast = inner[inner.length - 1] as Point;
  const head = start.to
    ? routeOrthogonal(start.to.at, innerFirst, leaving(start.to, innerFirst))
    : [first, innerFirst];
  const tail = end.to
    ? routeOrthogonal(innerLast, end.to.at, undefined, leaving(end.to, innerLast))
    : [innerLast, last];
  // The joins repeat a corner, which simplifying drops.
  return simplifyPath([...head, ...inner.slice(1, -1), ...tail]);
}

/** An anchor with the attachment to record for it (a re-routed host moves a tee's segment). */
interface Anchored extends Anchor {
  readonly attachment: PipeAttachment;
}

type EndFate =
  | { readonly kind: 'keep'; readonly anchor: Anchored | null }
  | { readonly kind: 'follow'; readonly anchor: Anchored }
  | { readonly kind: 'detach' };

function anchorOf(
  before: readonly Widget[],
  after: readonly Widget[],
  attachment: PipeAttachment,
): Anchored | null {
  if (!isPortAttachment(attachment)) return teeAnchorOf(before, after, attachment);
  const port = placedPortOf(after, attachment);
  return port && { at: port.at, direction: port.direction, attachment };
}

/**
 * What one attached end does after an edit: it keeps its port (or tee point) while it still
 * lies on it; follows it when the port's widget (the tee's pipe) changed — moved, resized,
 * turned, re-routed; comes loose where it is when the widget or port is gone, or when the
 * pipe itself was moved away from it.
 */
function endFate(
  at: Point,
  attachment: PipeAttachment | null,
  before: readonly Widget[],
  after: readonly Widget[],
): EndFate {
  if (!attachment) return { kind: 'keep', anchor: null };
  const anchor = anchorOf(before, after, attachment);
  if (!anchor) return { kind: 'detach' };
  if (distance(at, anchor.at) <= ON_PORT) return { kind: 'keep', anchor };
  const was = indexWidgets(before).get(attachment.widgetId)?.widget;
  const now = indexWidgets(after).get(attachment.widgetId)?.widget;
  return was !== now ? { kind: 'follow', anchor } : { kind: 'detach' };
}

function followPipe(pipe: Widget, before: readonly Widget[], after: readonly Widget[]): Widget {
  const addon = pipe.dataAddon as PipeAddon;
  const points = pipePoints(pipe);
  const fates = [
    endFate(points[0] as Point, addon.attached[0], before, after),
    endFate(points[points.length - 1] as Point, addon.attached[1], before, after),
  ] as const;
  const attachedAs = (index: 0 | 1) => {
    const fate = fates[index];
    return fate.kind === 'detach' ? null : (fate.anchor?.attachment ?? addon.attached[index]);
  };
  const attached: PipeAddon['attached'] = [attachedAs(0), attachedAs(1)];
  if (fates.every((fate) => fate.kind === 'keep')) {
    const same = attached[0] === addon.attached[0] && attached[1] === addon.attached[1];
    return same ? pipe : { ...pipe, dataAddon: { ...addon, attached } };
  }
  const target = (fate: EndFate): EndTarget =>
    fate.kind === 'follow'
      ? { to: fate.anchor }
      : { to: null, stays: fate.kind === 'keep' ? fate.anchor : null };
  const path = rerouteEnds(points, target(fates[0]), target(fates[1]));
  const loose = (index: 0 | 1) => fates[index].kind === 'detach';
  const ends: [PipeEnd, PipeEnd] = [
    loose(0) ? 'free' : addon.ends[0],
    loose(1) ? 'free' : addon.ends[1],
  ];
  const { box, points: stored } = layoutPoints(path);
  return {
    ...pipe,
    position: { ...pipe.position, ...box },
    dataAddon: { ...addon, points: stored, ends, attached },
  };
}

/** Whether `pipe` should be looked at: it has an attachment, onto a re-routed pipe if `hosts`. */
function concerned(pipe: Widget, hosts: ReadonlySet<string> | null): boolean {
  const { attached } = pipe.dataAddon as PipeAddon;
  return attached.some(
    (attachment) =>
      attachment !== null &&
      (!hosts || (!isPortAttachment(attachment) && hosts.has(attachment.widgetId))),
  );
}

/** One pass over the pipes `concerned` by the edit; the widgets after it and the pipes it changed. */
function followOnce(
  before: readonly Widget[],
  after: readonly Widget[],
  hosts: ReadonlySet<string> | null,
) {
  const changed = new Map<string, Widget>();
  walkWidgets(after, (widget) => {
    if (widget.widgetType !== PIPE_TYPE || !concerned(widget, hosts)) return;
    const followed = followPipe(widget, before, after);
    if (followed !== widget) changed.set(widget.id, followed);
  });
  const ids = new Set(changed.keys());
  if (ids.size === 0) return { widgets: after, ids };
  return { widgets: updateWidgets(after, ids, (widget) => changed.get(widget.id) ?? widget), ids };
}

/** Links of tees onto tees followed in one edit; a deeper chain (or a loop) stops there. */
const TEE_CHAIN_LIMIT = 16;

/**
 * The widgets after an edit, with every attached pipe end brought along: re-routed to its
 * port when that port's widget changed, to its tee point when the pipe it joins changed,
 * loose at its last point when the widget was deleted. A pipe re-routed this way may carry
 * tees itself, so the next pass follows the tees on the pipes the last pass changed.
 * Returns `after` itself when no pipe needs to change.
 */
export function followAttachments(
  before: readonly Widget[],
  after: readonly Widget[],
): readonly Widget[] {
  if (before === after) return after;
  let previous = after;
  let pass = followOnce(before, after, null);
  for (let link = 1; link < TEE_CHAIN_LIMIT && pass.ids.size > 0; link += 1) {
    const next = followOnce(previous, pass.widgets, pass.ids);
    previous = pass.widgets;
    pass = next;
  }
  return pass.widgets;
}
