import { useMemo } from 'react';
import { addonOf, evaluateCustomSymbol, partLooks, type Widget } from '@lf/designer';
import type { WidgetModule, WidgetViewProps } from '../types';
import { drawingHref, drawingWithLooks } from './looks';
import { useCustomSymbol, useCustomSymbolStore } from './store';

/** The signals a placed custom symbol's rules read besides its own binding. */
function ruleSignals(widget: Widget): readonly string[] {
  const addon = addonOf(widget, 'CustomSymbol');
  if (!addon) return [];
  return addon.states
    .filter((rule) => rule.enable && rule.signalId !== '')
    .map((rule) => rule.signalId);
}

function CustomSymbolView({ widget, value, values, mode, appearance }: WidgetViewProps) {
  const addon = addonOf(widget, 'CustomSymbol');
  const symbol = useCustomSymbol(addon?.symbolId ?? '');
  const status = useCustomSymbolStore((state) => state.status);
  const reading = useMemo(() => {
    if (!addon || !symbol) return null;
    if (mode === 'design') {
      return { state: symbol.defaultState, parts: partLooks(symbol, symbol.defaultState) };
    }
    return evaluateCustomSymbol(symbol, addon, value, values);
  }, [addon, symbol, mode, value, values]);
  const href = useMemo(
    () => (symbol && reading ? drawingHref(drawingWithLooks(symbol.svg, reading.parts)) : null),
    [symbol, reading],
  );
  const { x, y, width, height } = widget.position;
  const missing = !symbol && status !== 'idle' && status !== 'loading';
  return (
    <g data-state={reading?.state ?? ''} data-custom-symbol={addon?.symbolId ?? ''}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill={missing ? '#fafafa' : appearance.fillColor}
        stroke={missing ? '#d9d9d9' : appearance.borderColor}
        strokeDasharray={missing ? '4 3' : undefined}
        strokeWidth={missing ? 1 : widget.style.stroke.width}
      />
      {href ? (
        <image href={href} x={x} y={y} width={width} height={height} preserveAspectRatio="none" />
      ) : null}
    </g>
  );
}

/** An organisation's uploaded symbol whose named parts follow its state. */
export const customSymbolModule: WidgetModule = {
  type: 'CustomSymbol',
  watchedKeys: ruleSignals,
  hiddenAddonFields: () => ['symbolId', 'states', 'ports'],
  Render: CustomSymbolView,
};
