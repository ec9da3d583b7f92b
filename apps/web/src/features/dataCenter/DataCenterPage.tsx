import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Segmented, Space, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_CENTER_BUCKETS, LIMITS, type DataCenterBucket } from '@lf/protocol';
import { rangeProblem } from './aggregateTable';
import { AggregateQuery } from './AggregateQuery';
import { fetchOverview, type DataCenterRange } from './api';
import { OverviewPanel } from './OverviewPanel';

/**
 * /datacenter: the organisation's equipment, alarms and data over a range of at most 30 days
 * (by default the last 7 days up to the end of today, so a refresh takes in what happened since).
 */
export default function DataCenterPage() {
  const { t } = useTranslation();
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null]>(() => [
    dayjs().subtract(6, 'day').startOf('day'),
    dayjs().endOf('day'),
  ]);
  const [bucket, setBucket] = useState<DataCenterBucket>('day');
  const start = dates[0]?.valueOf() ?? null;
  const end = dates[1]?.valueOf() ?? null;
  const problem = rangeProblem(start, end, LIMITS.historyMaxRangeDays);
  const range = useMemo<DataCenterRange | null>(
    () =>
      problem || start === null || end === null ? null : { startTime: start, endTime: end, bucket },
    [problem, start, end, bucket],
  );
  const overview = useQuery({
    queryKey: ['dataCenter', 'overview', range],
    queryFn: ({ signal }) => (range ? fetchOverview(range, signal) : Promise.resolve(null)),
    enabled: range !== null,
  });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            value={dates}
            aria-label={t('dataCenter.range')}
            onChange={(value) => setDates(value ? [value[0], value[1]] : [null, null])}
            presets={[
              {
                label: t('dataCenter.today'),
                value: [dayjs().startOf('day'), dayjs().endOf('day')],
              },
              {
                label: t('dataCenter.lastWeek'),
                value: [dayjs().subtract(6, 'day').startOf('day'), dayjs().endOf('day')],
              },
              {
                label: t('dataCenter.lastMonth'),
                value: [dayjs().subtract(29, 'day').startOf('day'), dayjs().endOf('day')],
              },
            ]}
          />
          <Segmented<DataCenterBucket>
            value={bucket}
            onChange={setBucket}
            options={DATA_CENTER_BUCKETS.map((value) => ({
              value,
              label: t(`dataCenter.bucket.${value}`),
            }))}
          />
          <Button
            icon={<ReloadOutlined />}
            disabled={range === null}
            loading={overview.isFetching}
            onClick={() => void overview.refetch()}
          >
            {t('dataCenter.refresh')}
          </Button>
        </Space>
      </Card>
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={t(`dataCenter.problem.${problem}`, { days: LIMITS.historyMaxRangeDays })}
          data-testid="range-problem"
        />
      ) : null}
      {overview.data ? (
        <OverviewPanel overview={overview.data} bucket={bucket} />
      ) : overview.isLoading ? (
        <Spin />
      ) : null}
      <AggregateQuery range={range} />
    </Space>
  );
}
