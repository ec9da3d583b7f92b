import type { DataBinding, Item, SignalRef } from '../document/binding';
import type { Widget } from '../document/widget';
import { widgetDefinition } from '../widgets/registry';

/**
 * The three fields every signal binding of a widget carries: the widget's own signal
 * (`data`), the refs of its signal list, its report list and its items' lists, each item's own
 * signal, and the signals its add-on names (a symbol's state rules, see `mapAddonRefs`).
 */
export interface RefFields {
  readonly signalId: string;
  readonly equipId: string;
  readonly signalName?: string | undefined;
}

/** A change of one binding, or `null` to keep it as it is. */
export type RefChange = (ref: RefFields, widget: Widget) => Partial<RefFields> | null;

function mapRefList(
  refs: readonly SignalRef[],
  change: RefChange,
  widget: Widget,
): readonly SignalRef[] {
  let changed = false;
  const next = refs.map((ref) => {
    const patch = change(ref, widget);
    if (!patch) return ref;
    changed = true;
    return { ...ref, ...patch };
  });
  return changed ? next : refs;
}

function mapData(data: DataBinding, change: RefChange, widget: Widget): DataBinding {
  let next = data;
  if (data.type === 'signal') {
    const patch = change(data, widget);
    if (patch) next = { ...next, ...patch };
  }
  const signalArray = mapRefList(data.signalArray, change, widget);
  const reportSignalArray = mapRefList(data.reportSignalArray, change, widget);
  if (signalArray !== data.signalArray || reportSignalArray !== data.reportSignalArray) {
    next = {
      ...next,
      signalArray: signalArray as SignalRef[],
      reportSignalArray: reportSignalArray as SignalRef[],
    };
  }
  return next;
}

/**
 * An item's own signal (`dataId`): it carries no equipment, so only the id and the name
 * change; an item of another data type names no signal.
 */
function mapItemSignal(item: Item, change: RefChange, widget: Widget): Item {
  if (item.dataType !== 'signal') return item;
  const patch = change({ signalId: item.dataId, equipId: '', signalName: item.signalName }, widget);
  if (!patch) return item;
  const next: Item = { ...item, dataId: patch.signalId ?? item.dataId };
  if (!('signalName' in patch)) return next;
  const { signalName: _dropped, ...rest } = next;
  return patch.signalName === undefined ? rest : { ...rest, signalName: patch.signalName };
}

function mapItem(item: Item, change: RefChange, widget: Widget): Item {
  const own = mapItemSignal(item, change, widget);
  const dataArray = mapRefList(item.dataArray, change, widget);
  return dataArray === item.dataArray ? own : { ...own, dataArray: dataArray as SignalRef[] };
}

function mapWidget(widget: Widget, change: RefChange): Widget {
  const data = mapData(widget.data, change, widget);
  let itemsChanged = false;
  const items = widget.items.map((item) => {
    const next = mapItem(item, change, widget);
    if (next !== item) itemsChanged = true;
    return next;
  });
  const mapAddon = widgetDefinition(widget.widgetType).mapAddonRefs;
  const dataAddon = mapAddon
    ? mapAddon(widget.dataAddon, (ref) => change(ref, widget))
    : widget.dataAddon;
  const children = widget.children ? mapSignalRefs(widget.children, change) : undefined;
  const childrenChanged = children !== widget.children;
  if (data === widget.data && !itemsChanged && dataAddon === widget.dataAddon && !childrenChanged) {
    return widget;
  }
  return {
    ...widget,
    data,
    dataAddon,
    ...(itemsChanged ? { items } : {}),
    ...(childrenChanged ? { children } : {}),
  };
}

/**
 * Applies `change` to every signal binding of every widget (groups included), copying only
 * the widgets that changed, so an unchanged page keeps its identity.
 */
export function mapSignalRefs(widgets: readonly Widget[], change: RefChange): readonly Widget[] {
  let changed = false;
  const next = widgets.map((widget) => {
    const mapped = mapWidget(widget, change);
    if (mapped !== widget) changed = true;
    return mapped;
  });
  return changed ? next : widgets;
}
