import { rotatedBounds, unionBoxes, type Box } from '../geometry/box';
import type { Widget } from './widget';

/**
 * Helpers over the widget tree. Documents are immutable: every update returns new arrays and
 * objects only along the paths that changed, so unchanged widgets keep their identity
 * (structural sharing) and an edit of 100 widgets out of 1000 copies little.
 */

export interface WidgetEntry {
  readonly widget: Widget;
  /** Id of the enclosing group, or null at the top level. */
  readonly parentId: string | null;
  /** Index among its siblings (z-order: later is on top). */
  readonly index: number;
}

export type WidgetIndex = ReadonlyMap<string, WidgetEntry>;

const indexCache = new WeakMap<readonly Widget[], WidgetIndex>();

/** Id → widget, parent and sibling index; cached per (immutable) widget array. */
export function indexWidgets(widgets: readonly Widget[]): WidgetIndex {
  const cached = indexCache.get(widgets);
  if (cached) return cached;
  const index = new Map<string, WidgetEntry>();
  const visit = (list: readonly Widget[], parentId: string | null) => {
    list.forEach((widget, position) => {
      index.set(widget.id, { widget, parentId, index: position });
      if (widget.children) visit(widget.children, widget.id);
    });
  };
  visit(widgets, null);
  indexCache.set(widgets, index);
  return index;
}

/** Calls `visit` for every widget, parents before children. */
export function walkWidgets(
  widgets: readonly Widget[],
  visit: (widget: Widget, parentId: string | null) => void,
  parentId: string | null = null,
): void {
  for (const widget of widgets) {
    visit(widget, parentId);
    if (widget.children) walkWidgets(widget.children, visit, widget.id);
  }
}

/** Number of widgets, a group and each of its descendants counting one each. */
export function countWidgets(widgets: readonly Widget[]): number {
  let count = 0;
  for (const widget of widgets) {
    count += 1;
    if (widget.children) count += countWidgets(widget.children);
  }
  return count;
}

/**
 * Widgets that count toward the 1000-per-page limit: every widget that is not a group, at any
 * depth. A group adds no widget of its own, so grouping is always possible, and the children
 * of a pasted group count one by one.
 */
export function countTowardLimit(widgets: readonly Widget[]): number {
  let count = 0;
  for (const widget of widgets) {
    count += widget.children ? countTowardLimit(widget.children) : 1;
  }
  return count;
}

/** Every widget id in the subtrees, roots included. */
export function collectIds(widgets: readonly Widget[]): string[] {
  const ids: string[] = [];
  walkWidgets(widgets, (widget) => ids.push(widget.id));
  return ids;
}

/** The axis-aligned box a widget covers on the canvas (a group: its children's union). */
export function widgetBounds(widget: Widget): Box {
  return rotatedBounds(widget.position, widget.origin);
}

/** The box of a group's children; a group itself is never rotated, its children are. */
export function fitGroup(group: Widget): Widget {
  const children = group.children ?? [];
  const bounds = unionBoxes(children.map(widgetBounds));
  if (!bounds) return group;
  const { position } = group;
  if (
    position.x === bounds.x &&
    position.y === bounds.y &&
    position.width === bounds.width &&
    position.height === bounds.height &&
    position.rotate === 0
  ) {
    return group;
  }
  return { ...group, position: { ...position, ...bounds, rotate: 0 } };
}

/** Ids of every group that encloses one of `ids`. */
function ancestorsOf(index: WidgetIndex, ids: Iterable<string>): Set<string> {
  const ancestors = new Set<string>();
  for (const id of ids) {
    let parentId = index.get(id)?.parentId ?? null;
    while (parentId !== null && !ancestors.has(parentId)) {
      ancestors.add(parentId);
      parentId = index.get(parentId)?.parentId ?? null;
    }
  }
  return ancestors;
}

/**
 * Replaces each widget whose id is in `ids` by `update(widget)` (the update owns that widget's
 * subtree), refitting every enclosing group. Returns the same array when nothing changed.
 */
export function updateWidgets(
  widgets: readonly Widget[],
  ids: ReadonlySet<string>,
  update: (widget: Widget) => Widget,
): readonly Widget[] {
  const through = ancestorsOf(indexWidgets(widgets), ids);
  const visit = (list: readonly Widget[]): readonly Widget[] => {
    let result: Widget[] | null = null;
    list.forEach((widget, position) => {
      let next = widget;
      if (ids.has(widget.id)) next = update(widget);
      else if (widget.children && through.has(widget.id)) {
        const children = visit(widget.children);
        if (children !== widget.children) next = fitGroup({ ...widget, children });
      }
      if (next !== widget) {
        result ??= list.slice();
        result[position] = next;
      }
    });
    return result ?? list;
  };
  return visit(widgets);
}

/** Removes the widgets of `ids` (with their subtrees); groups left empty go too. */
export function removeWidgets(
  widgets: readonly Widget[],
  ids: ReadonlySet<string>,
): readonly Widget[] {
  const through = ancestorsOf(indexWidgets(widgets), ids);
  const visit = (list: readonly Widget[]): readonly Widget[] => {
    let changed = false;
    const result: Widget[] = [];
    for (const widget of list) {
      if (ids.has(widget.id)) {
        changed = true;
        continue;
      }
      if (widget.children && through.has(widget.id)) {
        const children = visit(widget.children);
        if (children.length === 0) {
          changed = true;
          continue;
        }
        if (children !== widget.children) {
          changed = true;
          result.push(fitGroup({ ...widget, children }));
          continue;
        }
      }
      result.push(widget);
    }
    return changed ? result : list;
  };
  return visit(widgets);
}

/**
 * Replaces the sibling list that holds the widgets of `parentId` (null: the top level) by
 * `replace(list)`, refitting the enclosing groups.
 */
export function replaceSiblings(
  widgets: readonly Widget[],
  parentId: string | null,
  replace: (siblings: readonly Widget[]) => readonly Widget[],
): readonly Widget[] {
  if (parentId === null) return replace(widgets);
  return updateWidgets(widgets, new Set([parentId]), (group) =>
    fitGroup({ ...group, children: replace(group.children ?? []) }),
  );
}

/**
 * Swaps in new versions of widgets whose own properties changed (style, data, lock…), at any
 * depth. A group's new version keeps the tree's children, so a group and one of its children
 * can both change in one edit.
 */
export function replaceProperties(
  widgets: readonly Widget[],
  replaced: ReadonlyMap<string, Widget>,
): readonly Widget[] {
  const ids = new Set(replaced.keys());
  const apply = (widget: Widget): Widget => {
    const next = replaced.get(widget.id) ?? widget;
    if (!widget.children) return next;
    const children = updateWidgets(widget.children, ids, apply);
    return children === next.children ? next : fitGroup({ ...next, children });
  };
  return updateWidgets(widgets, ids, apply);
}
