import type { DataBinding, SignalRef } from '../document/binding';
import type { Widget } from '../document/widget';

/**
 * The three fields every signal binding of a widget carries: the widget's own signal
 * (`data`) and the refs of its signal list, its report list and its items' lists.
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

function mapWidget(widget: Widget, change: RefChange): Widget {
  const data = mapData(widget.data, change, widget);
  let itemsChanged = false;
  const items = widget.items.map((item) => {
    const dataArray = mapRefList(item.dataArray, change, widget);
    if (dataArray === item.dataArray) return item;
    itemsChanged = true;
    return { ...item, dataArray: dataArray as SignalRef[] };
  });
  const children = widget.children ? mapSignalRefs(widget.children, change) : undefined;
  const childrenChanged = children !== widget.children;
  if (data === widget.data && !itemsChanged && !childrenChanged) return widget;
  return {
    ...widget,
    data,
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
