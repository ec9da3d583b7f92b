import { addonOf } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { HtmlBox, PlaceholderBox } from '../svgParts';
import type { WidgetModule } from '../types';
import { CHART_PALETTE } from './boundSignals';
import { latestNumbers } from './complexBar';
import { EChart } from './EChart';

/** The bound signals' latest values as shares of a pie (or a doughnut). */
export const complexPieModule: WidgetModule = {
  type: 'ComplexPie',
  usesAllValues: true,
  Render: ({ widget, values, mode, appearance }) => {
    const { t } = useTranslation();
    const addon = addonOf(widget, 'ComplexPie');
    if (mode === 'design') {
      return (
        <PlaceholderBox
          widget={widget}
          caption={t('project.widget.pie')}
          fill={appearance.fillColor}
          stroke={appearance.borderColor}
        />
      );
    }
    const option = {
      color: CHART_PALETTE,
      animation: false,
      tooltip: { trigger: 'item' },
      legend: { show: addon?.showLegend ?? true, bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: addon?.doughnut ? ['40%', '70%'] : '70%',
          data: latestNumbers(widget, values).map((slice) => ({
            name: slice.name,
            value: slice.value ?? 0,
          })),
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
