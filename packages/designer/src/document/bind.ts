import type { Bind } from './binding';
import { widgetDefinition } from '../widgets/registry';
import { walkWidgets } from './tree';
import type { Widget } from './widget';

/**
 * The layout's `bind` summary: every equipment, signal and system key the widgets use, sorted
 * and without repeats. The viewer opens gateways and asks for values with exactly these.
 */
export function computeBind(widgets: readonly Widget[]): Bind {
  const equips = new Set<string>();
  const signals = new Set<string>();
  const keys = new Set<string>();
  const addSignal = (signalId: string, equipId: string) => {
    if (signalId !== '') signals.add(signalId);
    if (signalId !== '' && equipId !== '') equips.add(equipId);
  };
  walkWidgets(widgets, (widget) => {
    const { data } = widget;
    if (data.type === 'system') {
      if (data.systemKey !== '') keys.add(data.systemKey);
      for (const key of data.systemArray) if (key !== '') keys.add(key);
    } else {
      addSignal(data.signalId, data.equipId);
      for (const ref of data.signalArray) addSignal(ref.signalId, ref.equipId);
      for (const ref of data.reportSignalArray) addSignal(ref.signalId, ref.equipId);
    }
    const addonSignals = widgetDefinition(widget.widgetType).addonSignals;
    if (addonSignals) {
      for (const ref of addonSignals(widget.dataAddon)) addSignal(ref.signalId, ref.equipId);
    }
    for (const item of widget.items) {
      if (item.dataType === 'signal' && item.dataId !== '') signals.add(item.dataId);
      for (const ref of item.dataArray) addSignal(ref.signalId, ref.equipId);
    }
  });
  const sorted = (values: Set<string>) => [...values].sort();
  return { equips: sorted(equips), signals: sorted(signals), keys: sorted(keys) };
}
