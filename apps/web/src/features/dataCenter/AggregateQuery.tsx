import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Segmented, Select, Space, Table } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATA_CENTER_AGGREGATES,
  mayPerform,
  LIMITS,
  type DataCenterAggregate,
  type DataCenterQueryResponse,
} from '@lf/protocol';
import { useSession } from '../../state/session';
import { EChart, type ChartOption } from '../monitor/detail/EChart';
import { saveFile } from '../common/download';
import { toCsv, toXlsx } from '../monitor/logic/exportTable';
import { seriesColour } from '../monitor/logic/palette';
import { aggregateExport, aggregateRows, type AggregateTableRow } from './aggregateTable';
import { fetchSignalChoices, queryAggregates, type DataCenterRange } from './api';
import { bucketLabel } from './charts';

function seriesOption(
  answer: DataCenterQueryResponse,
  aggregate: DataCenterAggregate,
): ChartOption {
  return {
    color: answer.series.map((_, i) => seriesColour(i)),
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true },
    series: answer.series.map((s) => ({
      type: 'line',
      name: `${s.equipmentName} · ${s.name}${s.unit ? ` (${s.unit})` : ''}`,
      showSymbol: s.rows.length < 60,
      data: s.rows.map((row) => [row.t, row[aggregate]]),
    })),
  };
}

/**
 * Up to 10 signals of any of the organisation's equipment, aggregated per hour or day on the
 * server: one aggregate charted, all four in the table, exported to CSV or Excel.
 */
export function AggregateQuery({ range }: { range: DataCenterRange | null }) {
  const { t } = useTranslation();
  const canExport = useSession((state) => mayPerform(state.user?.auths, 'equipment.export'));
  const choices = useQuery({ queryKey: ['dataCenter', 'signals'], queryFn: fetchSignalChoices });
  const [chosen, setChosen] = useState<string[]>([]);
  const [asked, setAsked] = useState<{ range: DataCenterRange; signalIds: string[] } | null>(null);
  const [aggregate, setAggregate] = useState<DataCenterAggregate>('avg');
  const answer = useQuery({
    queryKey: ['dataCenter', 'query', asked],
    queryFn: ({ signal }) =>
      asked ? queryAggregates(asked.range, asked.signalIds, signal) : Promise.resolve(null),
    enabled: asked !== null,
  });
  const rows = useMemo(() => aggregateRows(answer.data?.series ?? []), [answer.data]);
  const options = (choices.data ?? []).map((equipment) => ({
    label: equipment.name,
    title: equipment.name,
    options: equipment.signals.map((s) => ({
      value: s.signalId,
      label: `${equipment.name} · ${s.name}`,
    })),
  }));
  const bucketText = (time: number) => bucketLabel(time, answer.data?.bucket ?? 'hour');
  const exportTable = () =>
    aggregateExport(
      rows,
      {
        time: t('dataCenter.table.time'),
        equipment: t('dataCenter.table.equipment'),
        signal: t('dataCenter.table.signal'),
        unit: t('dataCenter.table.unit'),
        count: t('dataCenter.table.count'),
        aggregate: {
          min: t('dataCenter.aggregate.min'),
          max: t('dataCenter.aggregate.max'),
          avg: t('dataCenter.aggregate.avg'),
          last: t('dataCenter.aggregate.last'),
        },
      },
      (time) => dayjs(time).format('YYYY-MM-DD HH:mm'),
    );
  const fileName = `${t('dataCenter.fileName')}-${dayjs().format('YYYYMMDD-HHmmss')}`;
  const columns = [
    { title: t('dataCenter.table.time'), dataIndex: 't', render: bucketText, width: 130 },
    { title: t('dataCenter.table.equipment'), dataIndex: 'equipmentName' },
    { title: t('dataCenter.table.signal'), dataIndex: 'signalName' },
    ...DATA_CENTER_AGGREGATES.map((key) => ({
      title: t(`dataCenter.aggregate.${key}`),
      dataIndex: key,
      align: 'right' as const,
      render: (value: number | null) => (value === null ? '—' : value),
    })),
    { title: t('dataCenter.table.count'), dataIndex: 'count', align: 'right' as const },
  ];

  return (
    <Card size="small" title={t('dataCenter.queryTitle')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label={t('dataCenter.signals')} style={{ flex: '1 1 320px' }}>
            <Select
              mode="multiple"
              aria-label={t('dataCenter.signals')}
              value={chosen}
              onChange={setChosen}
              maxCount={LIMITS.historyMaxVariables}
              options={options}
              optionFilterProp="label"
              loading={choices.isLoading}
              placeholder={t('dataCenter.signalsHint', { max: LIMITS.historyMaxVariables })}
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              icon={<SearchOutlined />}
              disabled={chosen.length === 0 || range === null}
              loading={answer.isFetching}
              onClick={() => range && setAsked({ range, signalIds: chosen })}
            >
              {t('dataCenter.query')}
            </Button>
          </Form.Item>
        </Form>
        {answer.data ? (
          <>
            <Space wrap>
              <Segmented<DataCenterAggregate>
                value={aggregate}
                onChange={setAggregate}
                options={DATA_CENTER_AGGREGATES.map((key) => ({
                  value: key,
                  label: t(`dataCenter.aggregate.${key}`),
                }))}
              />
              {canExport && (
                <>
                  <Button
                    icon={<DownloadOutlined />}
                    disabled={rows.length === 0}
                    onClick={() => saveFile(`${fileName}.csv`, 'text/csv', toCsv(exportTable()))}
                  >
                    {t('dataCenter.exportCsv')}
                  </Button>
                  <Button
                    icon={<DownloadOutlined />}
                    disabled={rows.length === 0}
                    onClick={() =>
                      void toXlsx(exportTable(), t('dataCenter.fileName')).then((blob) =>
                        saveFile(`${fileName}.xlsx`, blob.type, blob),
                      )
                    }
                  >
                    {t('dataCenter.exportExcel')}
                  </Button>
                </>
              )}
            </Space>
            <EChart
              label={t('dataCenter.queryChart')}
              option={seriesOption(answer.data, aggregate)}
              replace
              height={300}
            />
            <Table<AggregateTableRow>
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={rows}
              pagination={{ pageSize: LIMITS.listPageSize, showSizeChanger: false }}
              scroll={{ x: 720 }}
              data-testid="aggregate-table"
            />
          </>
        ) : (
          <Empty description={t('dataCenter.pick')} />
        )}
      </Space>
    </Card>
  );
}
