import { useEffect, useState } from 'react';
import { addonOf, type LiveValues, type Widget } from '@lf/designer';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HtmlBox, PlaceholderBox } from '../svgParts';
import type { HistoryLine, ViewerActions, WidgetModule } from '../types';
import { boundSignals, CHART_PALETTE } from './boundSignals';
import { EChart } from './EChart';
import { appendPoints, type Points } from './realtimePoints';

/** The live points of the last `minutes`, grown as newer values arrive. */
function useRealtimePoints(widget: Widget, values: LiveValues, minutes: number): Points {
  const [points, setPoints] = useState<Points>(new Map());
  const [seen, setSeen] = useState<LiveValues | null>(null);
  if (seen !== values) {
    setSeen(values);
    setPoints(appendPoints(points, boundSignals(widget), values, minutes));
  }
  return points;
}

/** The stored history of the chart's signals, reloaded every minute (history variant only). */
function useHistoryPoints(
  widget: Widget,
  actions: ViewerActions | null,
  minutes: number,
  enabled: boolean,
): HistoryLine[] {
  const [lines, setLines] = useState<HistoryLine[]>([]);
  const ids = boundSignals(widget)
    .map((signal) => signal.signalId)
    .join(',');
  useEffect(() => {
    if (!enabled || !actions || ids === '') return undefined;
    let cancelled = false;
    const load = () =>
      actions
        .history(ids.split(','), minutes)
        .then((result) => !cancelled && setLines(result))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), 60_000);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [enabled, actions, ids, minutes]);
  return lines;
}

function LiveLine({
  widget,
  values,
  actions,
}: {
  widget: Widget;
  values: LiveValues;
  actions: ViewerActions | null;
}) {
  const addon = addonOf(widget, 'ComplexLine');
  const minutes = addon?.timeRange ?? 60;
  const realtime = useRealtimePoints(widget, values, minutes);
  const history = useHistoryPoints(widget, actions, minutes, addon?.variant === 'history');
  const signals = boundSignals(widget);
  const format = addon?.timeFormat ?? 'HH:mm';
  const series =
    addon?.variant === 'history'
      ? history.map((line) => ({ name: line.name, data: line.points }))
      : signals.map((signal) => ({
          name: signal.signalTitle || signal.signalId,
          data: realtime.get(signal.signalId) ?? [],
        }));
  const option = {
    color: CHART_PALETTE,
    animation: false,
    grid: { left: 40, right: 16, top: 28, bottom: 24 },
    legend: { top: 0, textStyle: { fontSize: 11 } },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (time: number) => dayjs(time).format(format) },
    },
    yAxis: {
      type: addon?.yAxisType ?? 'value',
      ...(addon?.mode === 'fixed' ? { min: addon.minVal, max: addon.maxVal } : { scale: true }),
    },
    series: series.map((line) => ({
      ...line,
      type: 'line',
      showSymbol: false,
      connectNulls: false,
    })),
  };
  return <EChart option={option} />;
}

export const complexLineModule: WidgetModule = {
  type: 'ComplexLine',
  usesAllValues: true,
  Render: ({ widget, values, mode, actions, appearance }) => {
    const { t } = useTranslation();
    const addon = addonOf(widget, 'ComplexLine');
    if (mode === 'design') {
      return (
        <PlaceholderBox
          widget={widget}
          caption={t(
            addon?.variant === 'history'
              ? 'project.widget.historyLine'
              : 'project.widget.realtimeLine',
          )}
          fill={appearance.fillColor}
          stroke={appearance.borderColor}
        />
      );
    }
    return (
      <HtmlBox widget={widget} style={{ background: appearance.fillColor }}>
        <LiveLine widget={widget} values={values} actions={actions} />
      </HtmlBox>
    );
  },
};
