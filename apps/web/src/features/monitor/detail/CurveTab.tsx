import { Button, Empty, Select, Space, Tag } from 'antd';
import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@lf/protocol';
import { seriesColour } from '../logic/palette';
import { EChart, type ChartOption } from './EChart';
import { formatTime } from './format';
import type { EquipmentLive } from './useEquipmentLive';

function holdToLatest(points: readonly [number, number][], latest: number): [number, number][] {
  const last = points.at(-1);
  return last && last[0] < latest ? [...points, [latest, last[1]]] : [...points];
}

/** Up to 10 signals plotted live from the socket's values, with pause and resume. */
export function CurveTab({ live }: { live: EquipmentLive }) {
  const { t } = useTranslation();
  const signals = useMemo(() => live.signals ?? [], [live.signals]);
  // Until the person picks, the first three measured (non-switch) signals are shown.
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = useMemo(
    () =>
      picked ??
      signals
        .filter((s) => s.dataType !== 'bool')
        .slice(0, 3)
        .map((s) => s.signalId),
    [picked, signals],
  );
  const [paused, setPaused] = useState(false);
  const [frozen, setFrozen] = useState<Map<string, [number, number][]> | null>(null);

  const points = paused && frozen ? frozen : live.trail.points;
  const option = useMemo<ChartOption>(() => {
    const latest = Math.max(0, ...chosen.map((id) => points.get(id)?.at(-1)?.[0] ?? 0));
    const series = chosen.map((signalId, index) => {
      const signal = signals.find((s) => s.signalId === signalId);
      return {
        name: signal ? `${signal.name}${signal.unit ? ` (${signal.unit})` : ''}` : signalId,
        type: 'line' as const,
        showSymbol: false,
        // Values arrive when they change, so a value holds until the next one: a step line,
        // drawn on to the newest time on the chart.
        step: 'end' as const,
        color: seriesColour(index),
        data: holdToLatest(points.get(signalId) ?? [], latest),
      };
    });
    return {
      animation: false,
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) =>
          typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : String(v),
      },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => formatTime(v).slice(11) } },
      yAxis: { type: 'value', scale: true },
      series,
    };
    // live.version moves when new values arrived
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, signals, points, live.version]);

  const togglePause = () => {
    if (paused) {
      setPaused(false);
      setFrozen(null);
    } else {
      setFrozen(new Map([...live.trail.points].map(([k, v]) => [k, [...v]])));
      setPaused(true);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%' }}>
        <Select
          mode="multiple"
          style={{ minWidth: 260, maxWidth: '100%' }}
          placeholder={t('monitor.curve.signals')}
          aria-label={t('monitor.curve.signals')}
          value={chosen}
          maxCount={LIMITS.historyMaxVariables}
          onChange={setPicked}
          options={signals.map((s) => ({ value: s.signalId, label: s.name }))}
          maxTagCount="responsive"
        />
        <Button icon={paused ? <CaretRightOutlined /> : <PauseOutlined />} onClick={togglePause}>
          {paused ? t('monitor.curve.resume') : t('monitor.curve.pause')}
        </Button>
        {paused ? <Tag color="orange">{t('monitor.curve.paused')}</Tag> : null}
      </Space>
      {chosen.length === 0 ? (
        <Empty description={t('monitor.curve.signals')} />
      ) : (
        <>
          <EChart option={option} replace label={t('monitor.tabs.curve')} />
          {chosen.every((id) => (points.get(id)?.length ?? 0) === 0) ? (
            <Tag>{t('monitor.curve.waiting')}</Tag>
          ) : null}
        </>
      )}
    </Space>
  );
}
