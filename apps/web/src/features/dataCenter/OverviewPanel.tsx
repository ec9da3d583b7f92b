import { Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataCenterBucket, DataCenterOverview, TopEntry } from '@lf/protocol';
import { ChartCard } from '../monitor/detail/ChartCard';
import { barOption, rateOption } from './charts';
import { rankedName } from '../alarm/alarmText';
import { currentLocale } from '../../i18n/i18n';

function TopList({
  title,
  entries,
  testId,
}: {
  title: string;
  entries: TopEntry[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} data-testid={testId}>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataCenter.noAlarms')} />
      ) : (
        <List
          size="small"
          dataSource={entries}
          renderItem={(entry, index) => (
            <List.Item extra={<Typography.Text strong>{entry.count}</Typography.Text>}>
              <Typography.Text ellipsis>
                {index + 1}. {rankedName(entry, currentLocale())}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The two top-10 lists, side by side with the volume chart. */
const TOP_LISTS = [
  { key: 'topEquipment', testId: 'top-equipment' },
  { key: 'topRules', testId: 'top-rules' },
] as const;

/** Equipment by state now; online rate, alarms and values stored over the range; top-10 lists. */
export function OverviewPanel({
  overview,
  bucket,
}: {
  overview: DataCenterOverview;
  bucket: DataCenterBucket;
}) {
  const { t } = useTranslation();
  const { counts } = overview;
  const stats = [
    { key: 'equipment', value: counts.equipment_count },
    { key: 'online', value: counts.online_count },
    { key: 'offline', value: counts.offline_count },
    { key: 'alarmEquipment', value: counts.alarm_equipment },
    { key: 'openAlarms', value: counts.alarm_count },
    { key: 'volume', value: overview.volumeTotal },
  ] as const;
  const alarmTotal = overview.alarmsByBucket.reduce((n, b) => n + b.value, 0);
  return (
    <>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col xs={12} md={8} xl={4} key={stat.key}>
            <Card size="small">
              <Statistic
                title={t(`dataCenter.stat.${stat.key}`)}
                value={stat.value}
                data-testid={`stat-${stat.key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('dataCenter.alarmsChart', { count: alarmTotal })}
            option={barOption(overview.alarmsByBucket, bucket, t('dataCenter.alarms'), '#f5222d')}
            height={240}
            testId="alarms-chart"
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('dataCenter.onlineChart')}
            option={rateOption(overview.onlineRate, bucket, t('dataCenter.onlineRate'))}
            height={240}
          />
        </Col>
        {TOP_LISTS.map(({ key, testId }) => (
          <Col xs={24} xl={8} key={key}>
            <TopList title={t(`dataCenter.${key}`)} entries={overview[key]} testId={testId} />
          </Col>
        ))}
        <Col xs={24} xl={8}>
          <ChartCard
            title={t('dataCenter.volumeChart')}
            option={barOption(overview.volume, bucket, t('dataCenter.volume'))}
            height={240}
          />
        </Col>
      </Row>
    </>
  );
}
