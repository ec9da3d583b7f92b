import type { IdGenerator } from '../ids';
import { indexWidgets, replaceSiblings } from '../document/tree';
import type { Widget } from '../document/widget';
import { createWidget } from '../widgets/factory';
import { refuse, type Command } from './result';
import { isRefusal, resolveSelection, splitLocked, withWidgets } from './selection';

export interface GroupArgs {
  readonly newId: IdGenerator;
}

export interface GroupReport {
  /** Selected widgets left out of the group because they are locked. */
  readonly skipped: readonly string[];
}

/**
 * Groups the unlocked selected widgets (at least two, all of the same level) into a new
 * WidgetGroup placed where the topmost of them was. A group adds nothing toward the
 * 1000-widget limit (only its children count), so grouping works on a full page.
 */
export const group: Command<GroupArgs, GroupReport> = (document, selection, args) => {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const { unlocked, locked } = splitLocked(document, entries);
  if (unlocked.length < 2) return refuse('needs-two-unlocked', locked);
  const parentIds = new Set(unlocked.map((entry) => entry.parentId));
  if (parentIds.size > 1) return refuse('different-parents');
  const parentId = unlocked[0]?.parentId ?? null;
  const members = [...unlocked].sort((a, b) => a.index - b.index);
  const memberIds = new Set(members.map((entry) => entry.widget.id));
  const topIndex = members[members.length - 1]?.index ?? 0;
  const created = createWidget('WidgetGroup', {
    newId: args.newId,
    pageId: document.con.id,
    children: members.map((entry) => entry.widget),
  });
  const widgets = replaceSiblings(document.widgets, parentId, (siblings) => {
    const next: Widget[] = [];
    siblings.forEach((sibling, position) => {
      if (!memberIds.has(sibling.id)) next.push(sibling);
      if (position === topIndex) next.push(created);
    });
    return next;
  });
  return {
    ok: true,
    document: withWidgets(document, widgets),
    selection: [created.id],
    skipped: locked,
  };
};

/** Dissolves each selected group into its children, which keep their place in the z-order. */
export const ungroup: Command<Record<string, never>> = (document, selection) => {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const groups = entries.filter((entry) => entry.widget.children);
  if (groups.length === 0) return refuse('not-a-group', [...selection]);
  let widgets = document.widgets;
  const released: string[] = [];
  for (const entry of groups) {
    const groupId = entry.widget.id;
    const current = indexWidgets(widgets).get(groupId);
    if (!current) continue;
    const children = current.widget.children ?? [];
    released.push(...children.map((child) => child.id));
    widgets = replaceSiblings(widgets, current.parentId, (siblings) =>
      siblings.flatMap((sibling) => (sibling.id === groupId ? children : [sibling])),
    );
  }
  return { ok: true, document: withWidgets(document, widgets), selection: released };
};
