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

/** The latest value of each bound signal as a bar (width 40, palette of SPEC §9). */
export const complexBarModule: WidgetModule = {
  type: 'ComplexBar',
  usesAllValues: true,
  Render: ({ widget, values, mode, appearance }) => {
    const { t } = useTranslation();
    const addon = addonOf(widget, 'ComplexBar');
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
    const bars = latestNumbers(widget, values);
    const option = {
      color: CHART_PALETTE,
      animation: false,
      grid: { left: 40, right: 16, top: 16, bottom: 28 },
      tooltip: {},
      xAxis: { type: 'category', data: bars.map((bar) => bar.name) },
      yAxis: { type: 'value', min: addon?.minVal, max: addon?.maxVal },
      series: [
        {
          type: 'bar',
          barWidth: 40,
          barGap: '35%',
          colorBy: 'data',
          data: bars.map((bar) => bar.value),
        },
      ],
    };
    return (
      <HtmlBox widget={widget} style={{ background: appearance.fillColor }}>
        <EChart option={option} />
      </HtmlBox>
    );
  },
};
