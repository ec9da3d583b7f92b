import { addonOf, type LiveValues, type Widget } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { HtmlBox, PlaceholderBox } from '../svgParts';
import type { WidgetModule } from '../types';
import { boundSignals, CHART_PALETTE } from './boundSignals';
import { EChart } from './EChart';

export function latestNumbers(widget: Widget, values: LiveValues) {
  return boundSignals(widget).map((signal) => {
    const raw = values.get(signal.signalId)?.value;
    const number = typeof raw === 'number' ? raw : Number(raw);
    return {
      name: signal.signalTitle || signal.signalId,
      value: raw === null || raw === undefined || !Number.isFinite(number) ? null : number,
    };
  });
}

/** SPEC §9: bars 40 wide, 35 apart; the y-axis labels keep 40 on the left, 16 stay free right. */
export const BAR = { width: 40, spacing: 35, left: 40, right: 16 } as const;

/**
 * Where the bars of a one-series chart go. Each signal is a category of its own, so the spacing
 * between neighbouring bars is the category's width less the bar's (echarts' `barCategoryGap`;
 * `barGap` only separates series). Where the widget is wide enough the plot is exactly
 * `count × (40 + 35)` wide, centred; a narrower widget keeps the 35 apart and narrows the bars.
 */
export function barLayout(count: number, widgetWidth: number) {
  const available = Math.max(0, widgetWidth - BAR.left - BAR.right);
  const wanted = count * (BAR.width + BAR.spacing);
  if (count === 0 || wanted > available) {
    return {
      grid: { left: BAR.left, right: BAR.right },
      bar: { barMaxWidth: BAR.width, barCategoryGap: BAR.spacing },
    };
  }
  return {
    grid: { left: BAR.left + (available - wanted) / 2, width: wanted },
    bar: { barWidth: BAR.width, barCategoryGap: BAR.spacing },
  };
}

/** The latest value of each bound signal as a bar (width 40, spacing 35, palette of SPEC §9). */
export function barOption(widget: Widget, values: LiveValues) {
  const addon = addonOf(widget, 'ComplexBar');
  const bars = latestNumbers(widget, values);
  const layout = barLayout(bars.length, widget.position.width);
  return {
    color: CHART_PALETTE,
    animation: false,
    grid: { ...layout.grid, top: 16, bottom: 28 },
    tooltip: {},
    xAxis: { type: 'category', data: bars.map((bar) => bar.name) },
    yAxis: { type: 'value', min: addon?.minVal, max: addon?.maxVal },
    series: [{ type: 'bar', ...layout.bar, colorBy: 'data', data: bars.map((bar) => bar.value) }],
  };
}

export const complexBarModule: WidgetModule = {
  type: 'ComplexBar',
  usesAllValues: true,
  Render: ({ widget, values, mode, appearance }) => {
    const { t } = useTranslation();
    if (mode === 'design') {
      return (
        <PlaceholderBox
          widget={widget}
          caption={t('project.widget.bar')}
          fill={appearance.fillColor}
          stroke={appearance.borderColor}
        />
      );
    }
    const option = barOption(widget, values);
    return (
      <HtmlBox widget={widget} style={{ background: appearance.fillColor }}>
        <EChart option={option} />
      </HtmlBox>
    );
  },
};
