import type { PageDocument } from '../document/layout';
import type { DataBinding, Item, SignalRef } from '../document/binding';
import { replaceProperties, walkWidgets } from '../document/tree';
import type { Widget } from '../document/widget';
import { widgetDefinition } from '../widgets/registry';

export interface ClearedBinding {
  readonly widgetId: string;
  /** The missing signals this widget was bound to. */
  readonly signalIds: readonly string[];
}

export interface BindingCheckResult {
  readonly document: PageDocument;
  readonly cleared: readonly ClearedBinding[];
}

function keepRefs(refs: SignalRef[], exists: (id: string) => boolean, lost: string[]): SignalRef[] {
  const kept = refs.filter((ref) => ref.signalId === '' || exists(ref.signalId));
  for (const ref of refs) if (!kept.includes(ref)) lost.push(ref.signalId);
  return kept.length === refs.length ? refs : kept;
}

function checkData(data: DataBinding, exists: (id: string) => boolean, lost: string[]) {
  let next = data;
  if (data.type !== 'system' && data.signalId !== '' && !exists(data.signalId)) {
    lost.push(data.signalId);
    next = { ...next, signalId: '', equipId: '', title: '', subTitle: '' };
  }
  const signalArray = keepRefs(data.signalArray, exists, lost);
  const reportSignalArray = keepRefs(data.reportSignalArray, exists, lost);
  if (signalArray !== data.signalArray || reportSignalArray !== data.reportSignalArray) {
    next = { ...next, signalArray, reportSignalArray };
  }
  return next;
}

function checkItem(item: Item, exists: (id: string) => boolean, lost: string[]): Item {
  let next = item;
  if (item.dataType === 'signal' && item.dataId !== '' && !exists(item.dataId)) {
    lost.push(item.dataId);
    next = { ...next, dataId: '', dataName: '' };
  }
  const dataArray = keepRefs(item.dataArray, exists, lost);
  return dataArray === item.dataArray ? next : { ...next, dataArray };
}

function checkWidget(widget: Widget, exists: (id: string) => boolean, lost: string[]): Widget {
  const data = checkData(widget.data, exists, lost);
  const items = widget.items.map((item) => checkItem(item, exists, lost));
  const itemsChanged = items.some((item, i) => item !== widget.items[i]);
  const clearAddon = widgetDefinition(widget.widgetType).clearAddonSignals;
  const dataAddon = clearAddon
    ? clearAddon(widget.dataAddon, (id) => {
        const found = exists(id);
        if (!found) lost.push(id);
        return found;
      })
    : widget.dataAddon;
  if (data === widget.data && !itemsChanged && dataAddon === widget.dataAddon) return widget;
  return { ...widget, data, dataAddon, ...(itemsChanged ? { items } : {}) };
}

/**
 * The binding check (SPEC §4): given the signal ids that still exist, clears every binding
 * to a missing signal and reports which widgets lost what. The stored `bind` summary follows
 * on save, since it is computed from the widgets.
 */
export function checkBindings(
  document: PageDocument,
  existingSignalIds: Iterable<string>,
): BindingCheckResult {
  const existing = new Set(existingSignalIds);
  const exists = (id: string) => existing.has(id);
  const replaced = new Map<string, Widget>();
  const cleared: ClearedBinding[] = [];
  walkWidgets(document.widgets, (widget) => {
    const lost: string[] = [];
    const next = checkWidget(widget, exists, lost);
    if (next !== widget) {
      replaced.set(widget.id, next);
      cleared.push({ widgetId: widget.id, signalIds: [...new Set(lost)] });
    }
  });
  if (replaced.size === 0) return { document, cleared };
  const widgets = replaceProperties(document.widgets, replaced);
  return { document: { ...document, widgets }, cleared };
}
