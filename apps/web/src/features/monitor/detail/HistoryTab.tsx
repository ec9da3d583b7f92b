import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Select, Space, Table, Tabs, Typography } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, mayPerform, type HistoryCurveResponse, type SignalView } from '@lf/protocol';
import { toast } from '../../../app/toast';
import { useSession } from '../../../state/session';
import {
  queryHistoryCurve,
  queryHistoryTable,
  queryReportColumns,
  queryReports,
  type HistoryRange,
} from '../api';
import { saveFile } from '../../common/download';
import { serverPager } from '../../common/pagedList';
import { toCsv, toXlsx, type ExportTable } from '../logic/exportTable';
import { bucketsForWidth, historyQueryProblem, type RangeProblem } from '../logic/historyRange';
import { seriesColour } from '../logic/palette';
import { EChart, type ChartInstance, type ChartOption } from './EChart';
import { formatTime } from './format';
import { HistoryRangeField, lastHour, type OpenRange } from './HistoryRangeField';
import { mergeWindow, visibleRows, type Series } from './historyData';

const PROBLEM_KEY: Record<RangeProblem, `monitor.history.${RangeProblem}`> = {
  missing: 'monitor.history.missing',
  endBeforeStart: 'monitor.history.endBeforeStart',
  tooLong: 'monitor.history.tooLong',
  noSignals: 'monitor.history.noSignals',
  tooManySignals: 'monitor.history.tooManySignals',
};

/**
 * History of up to 10 variables over at most 30 days: a curve the server decimates to the
 * chart's width (re-queried for the zoomed window), a table paged by 10, and export of the
 * range on screen to CSV or Excel.
 */
export function HistoryTab({
  equipmentId,
  signals,
  equipmentName,
}: {
  equipmentId: string;
  signals: SignalView[];
  equipmentName: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [range, setRange] = useState<OpenRange>(lastHour);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [query, setQuery] = useState<HistoryRange | null>(null);
  const reports = useQuery({
    queryKey: ['monitor', 'reports', equipmentId],
    queryFn: () => queryReports(equipmentId),
  });
  const [reportId, setReportId] = useState<string | undefined>(undefined);
  const [reportCount, setReportCount] = useState<number | null>(null);
  // A report names its signals: choosing one selects its columns (SPEC §7 report/queryCols).
  const pickReport = async (id: string | undefined) => {
    setReportId(id);
    setReportCount(null);
    if (id === undefined) return;
    try {
      const columns = await queryReportColumns(id);
      setChosen(columns.map((column) => column.signalId));
      setReportCount(columns.length);
    } catch {
      // The client has shown the refusal; the chosen signals stay as they were.
    }
  };

  const submit = () => {
    const start = range[0]?.valueOf() ?? null;
    const end = range[1]?.valueOf() ?? null;
    const found = historyQueryProblem(chosen, start, end);
    setProblem(found);
    if (found || start === null || end === null) return;
    setQuery({ equipmentId, signalIds: chosen, startTime: start, endTime: end });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Form layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
        {reports.data && reports.data.length > 0 ? (
          <Form.Item label={t('monitor.history.report')} tooltip={t('monitor.history.reportHint')}>
            <Select
              allowClear
              aria-label={t('monitor.history.report')}
              placeholder={t('monitor.history.noReport')}
              value={reportId}
              onChange={(id: string | undefined) => void pickReport(id)}
              options={reports.data.map((report) => ({ value: report.id, label: report.name }))}
              style={{ minWidth: 140 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          label={t('monitor.history.signals')}
          style={{ minWidth: 260, flex: '1 1 260px' }}
        >
          <Select
            mode="multiple"
            aria-label={t('monitor.history.signals')}
            value={chosen}
            maxCount={LIMITS.historyMaxVariables}
            onChange={(next: string[]) => {
              setChosen(next);
              setReportId(undefined);
              setReportCount(null);
            }}
            options={signals.map((s) => ({ value: s.signalId, label: s.name }))}
            maxTagCount="responsive"
            optionFilterProp="label"
          />
        </Form.Item>
        <HistoryRangeField texts="monitor.history" value={range} onChange={setRange} />
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('monitor.history.query')}
          </Button>
        </Form.Item>
      </Form>
      {reportCount !== null ? (
        <Typography.Text type="secondary" data-testid="history-report-chosen">
          {t('monitor.history.reportChosen', { count: reportCount })}
        </Typography.Text>
      ) : null}
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={t(PROBLEM_KEY[problem])}
          data-testid="history-problem"
        />
      ) : null}
      {query ? (
        <HistoryResult query={query} equipmentName={equipmentName} />
      ) : (
        <Empty description={t('monitor.history.pick')} />
      )}
    </Space>
  );
}

function HistoryResult({ query, equipmentName }: { query: HistoryRange; equipmentName: string }) {
  const { t } = useTranslation();
  // Export to a file is a permission of its own (history_export); viewing the history is not.
  const canExport = useSession((state) => mayPerform(state.user?.auths, 'equipment.export'));
  const [width, setWidth] = useState(800);
  const overview = useQuery({
    queryKey: ['monitor', 'history', 'curve', query, bucketsForWidth(width)],
    queryFn: ({ signal }) => queryHistoryCurve(query, bucketsForWidth(width), signal),
  });
  const [zoom, setZoom] = useState<{ start: number; end: number } | null>(null);
  const detail = useQuery({
    queryKey: ['monitor', 'history', 'window', query, zoom, bucketsForWidth(width)],
    queryFn: ({ signal }) =>
      queryHistoryCurve(
        {
          ...query,
          startTime: zoom?.start ?? query.startTime,
          endTime: zoom?.end ?? query.endTime,
        },
        bucketsForWidth(width),
        signal,
      ),
    enabled: zoom !== null,
    placeholderData: (previous) => previous,
  });
  const [tablePage, setTablePage] = useState(1);
  const table = useQuery({
    queryKey: ['monitor', 'history', 'table', query, tablePage],
    queryFn: () => queryHistoryTable(query, tablePage),
  });

  const series: Series[] = useMemo(() => {
    const base = overview.data?.series ?? [];
    if (!zoom || !detail.data) return base;
    return mergeWindow(base, detail.data.series, zoom.start, zoom.end);
  }, [overview.data, detail.data, zoom]);

  const zoomTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onReady = useCallback(
    (chart: ChartInstance) => {
      setWidth(chart.getWidth());
      chart.on('datazoom', () => {
        clearTimeout(zoomTimer.current);
        zoomTimer.current = setTimeout(() => {
          const [state] =
            (chart.getOption() as { dataZoom?: { startValue?: number; endValue?: number }[] })
              .dataZoom ?? [];
          const start = Number(state?.startValue ?? query.startTime);
          const end = Number(state?.endValue ?? query.endTime);
          const full = start <= query.startTime && end >= query.endTime;
          setZoom(full ? null : { start: Math.round(start), end: Math.round(end) });
        }, 250);
      });
    },
    [query.startTime, query.endTime],
  );
  useEffect(() => () => clearTimeout(zoomTimer.current), []);

  const option = useMemo<ChartOption>(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 72 },
      xAxis: {
        type: 'time',
        min: query.startTime,
        max: query.endTime,
        axisLabel: { hideOverlap: true },
      },
      yAxis: { type: 'value', scale: true },
      dataZoom: [
        { type: 'inside', filterMode: 'none', throttle: 50 },
        {
          type: 'slider',
          filterMode: 'none',
          bottom: 16,
          labelFormatter: (v: number) => formatTime(v),
        },
      ],
      series: series.map((s, index) => ({
        id: s.signalId,
        name: s.unit ? `${s.name} (${s.unit})` : s.name,
        type: 'line',
        showSymbol: false,
        sampling: 'lttb',
        large: true,
        color: seriesColour(index),
        connectNulls: false,
        data: s.points,
      })),
    }),
    [series, query.startTime, query.endTime],
  );

  const shownTable = (): ExportTable => {
    const start = zoom?.start ?? query.startTime;
    const end = zoom?.end ?? query.endTime;
    return visibleRows(series, start, end, t('monitor.history.time'), formatTime);
  };
  const fileBase = `${equipmentName}-${dayjs(zoom?.start ?? query.startTime).format('YYYYMMDDHHmm')}-${dayjs(zoom?.end ?? query.endTime).format('YYYYMMDDHHmm')}`;
  const exportCsv = () => {
    const data = shownTable();
    saveFile(`${fileBase}.csv`, 'text/csv;charset=utf-8', toCsv(data));
    toast.success(t('monitor.history.exported', { rows: data.rows.length }));
  };
  const exportExcel = async () => {
    const data = shownTable();
    const workbook = await toXlsx(data, t('monitor.history.sheet'));
    saveFile(`${fileBase}.xlsx`, workbook.type, workbook);
    toast.success(t('monitor.history.exported', { rows: data.rows.length }));
  };
  const curve: HistoryCurveResponse | undefined = zoom ? detail.data : overview.data;

  return (
    <Tabs
      items={[
        {
          key: 'curve',
          label: t('monitor.history.curve'),
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                {canExport && (
                  <>
                    <Button
                      icon={<DownloadOutlined />}
                      onClick={exportCsv}
                      disabled={series.length === 0}
                    >
                      {t('monitor.history.exportCsv')}
                    </Button>
                    <Button
                      icon={<DownloadOutlined />}
                      onClick={() => void exportExcel()}
                      disabled={series.length === 0}
                    >
                      {t('monitor.history.exportExcel')}
                    </Button>
                  </>
                )}
                <Typography.Text type="secondary">{t('monitor.history.zoneNote')}</Typography.Text>
              </Space>
              {curve?.decimated ? (
                <Typography.Text type="secondary">{t('monitor.history.decimated')}</Typography.Text>
              ) : null}
              {curve?.series.some((s) => s.truncated) ? (
                <Alert type="info" showIcon title={t('monitor.history.truncated')} />
              ) : null}
              {overview.isError ? (
                <Alert type="error" showIcon title={t('monitor.loadFailed')} />
              ) : (
                <div
                  style={{ position: 'relative' }}
                  data-testid="history-chart"
                  data-points={series.reduce((n, s) => n + s.points.length, 0)}
                >
                  <EChart
                    option={option}
                    onReady={onReady}
                    height={360}
                    label={t('monitor.history.curve')}
                  />
                </div>
              )}
            </Space>
          ),
        },
        {
          key: 'table',
          label: t('monitor.history.table'),
          children: (
            <Table
              size="small"
              rowKey="ts"
              loading={table.isPending}
              scroll={{ x: 480 }}
              dataSource={table.data?.rows ?? []}
              locale={{ emptyText: table.isError ? t('monitor.loadFailed') : t('monitor.empty') }}
              pagination={serverPager(tablePage, 10, table.data?.total, setTablePage)}
              columns={[
                {
                  title: t('monitor.history.time'),
                  dataIndex: 'ts',
                  render: (ts: number) => formatTime(ts),
                  fixed: 'left',
                },
                ...(table.data?.columns ?? []).map((c) => ({
                  title: c.unit ? `${c.name} (${c.unit})` : c.name,
                  key: c.signalId,
                  render: (_: unknown, row: { values: Record<string, number | null> }) => {
                    const v = row.values[c.signalId];
                    return v === null || v === undefined ? '—' : Math.round(v * 1000) / 1000;
                  },
                })),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
