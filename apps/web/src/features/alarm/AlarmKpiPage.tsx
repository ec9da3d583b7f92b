import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  Col,
  DatePicker,
  Empty,
  Row,
  Space,
  Statistic,
  Table,
  type TableColumnType,
} from 'antd';
import { BarChart, PieChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ALARM_PRIORITIES, ALARM_PRIORITY_COLOUR, type LocalText } from '@lf/protocol';
import { ChartCard } from '../monitor/detail/ChartCard';
import { alarmKeys, queryKpi } from './api';
import { alarmText } from './alarmText';
import { currentLocale } from '../../i18n/i18n';

echarts.use([BarChart, PieChart]);

/** /alarm/kpi: EEMUA 191 / ISA-18.2 figures of a chosen period (default: the last 24 hours). */
export default function AlarmKpiPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(24, 'hour'), dayjs()]);
  const [from, to] = [range[0].valueOf(), range[1].valueOf()];
  const kpi = useQuery({ queryKey: alarmKeys.kpi(from, to), queryFn: () => queryKpi(from, to) });
  const report = kpi.data;
  return (
    <Card title={t('route.alarmKpi')} loading={kpi.isLoading}>
      {/* The period sits in the body, not the card's header: at phone width it would push the
          title out. */}
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('alarm.kpi.period')}</span>
        <DatePicker.RangePicker
          showTime
          value={range}
          allowClear={false}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
      </Space>
      {report && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={12} md={4}>
              <Statistic title={t('alarm.kpi.total')} value={report.total} />
            </Col>
            <Col xs={24} md={6}>
              <Statistic
                title={t('alarm.kpi.perOperator')}
                value={report.perOperatorPer10Min}
                suffix={<small>{t('alarm.kpi.goal')}</small>}
              />
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={t('alarm.kpi.peak')} value={report.peak10Min} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t('alarm.kpi.flood')} value={report.floodPercent} suffix="%" />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t('alarm.kpi.standing')} value={report.standing} />
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <ChartCard
                title={t('alarm.kpi.rate')}
                height={260}
                option={{
                  tooltip: { trigger: 'axis' },
                  grid: { left: 40, right: 16, top: 16, bottom: 40 },
                  xAxis: {
                    type: 'category',
                    data: report.rate.map((slot) => dayjs(slot.at).format('MM-DD HH:mm')),
                  },
                  yAxis: { type: 'value', minInterval: 1 },
                  series: [
                    {
                      type: 'bar',
                      name: t('alarm.kpi.count'),
                      data: report.rate.map((slot) => ({
                        value: slot.count,
                        itemStyle: { color: slot.count > 10 ? '#cf1322' : '#1677ff' },
                      })),
                    },
                  ],
                }}
              />
            </Col>
            <Col xs={24} lg={8}>
              <ChartCard
                title={t('alarm.kpi.byPriority')}
                height={260}
                option={{
                  tooltip: { trigger: 'item' },
                  series: [
                    {
                      type: 'pie',
                      radius: ['35%', '60%'],
                      // Labels outside the ring with the count, never cut to "Hi…"; a
                      // priority with no alarm has no slice and no label.
                      label: { formatter: '{b}: {c}', overflow: 'none' },
                      data: ALARM_PRIORITIES.filter((p) => report.byPriority[p] > 0).map((p) => ({
                        name: t(`alarm.priority.${p}`),
                        value: report.byPriority[p],
                        itemStyle: { color: ALARM_PRIORITY_COLOUR[p] },
                      })),
                    },
                  ],
                }}
              />
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            {(
              [
                ['top', report.top],
                ['chattering', report.chattering],
              ] as const
            ).map(([key, list]) => (
              <Col xs={24} md={12} key={key}>
                <Card size="small" title={t(`alarm.kpi.${key}`)}>
                  <SourceTable
                    rows={list}
                    rowKey={(row) => `${row.source}-${row.text}`}
                    measure={{ title: t('alarm.kpi.count'), dataIndex: 'count', width: 80 }}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title={t('alarm.kpi.stale')} style={{ marginTop: 16 }}>
            <SourceTable
              rows={report.stale}
              rowKey={(row) => `${row.source}-${row.raisedAt}`}
              measure={{
                title: t('alarm.columns.raisedAt'),
                dataIndex: 'raisedAt',
                render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
              }}
            />
          </Card>
        </>
      )}
    </Card>
  );
}

/** A KPI's alarms by source: the source, the alarm's text in the reader's language, and the KPI's own column. */
function SourceTable<Row extends { source: string; text: string; local?: LocalText | undefined }>({
  rows,
  rowKey,
  measure,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  measure: TableColumnType<Row>;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: <Empty description={t('alarm.kpi.none')} /> }}
      columns={[
        { title: t('alarm.kpi.source'), dataIndex: 'source', ellipsis: true },
        {
          title: t('alarm.columns.text'),
          key: 'text',
          ellipsis: true,
          render: (_, row) => alarmText(row, currentLocale()),
        },
        measure,
      ]}
    />
  );
}
