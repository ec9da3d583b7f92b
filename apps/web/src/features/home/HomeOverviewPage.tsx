import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, List, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alarmKeys, queryJournal, querySummary } from '../alarm/api';
import { PriorityTag } from '../alarm/PriorityTag';
import { monitorKeys } from '../monitor/api';
import { formatTime } from '../monitor/detail/format';
import { CountsBar } from '../monitor/list/CountsBar';
import { alarmPath, topActiveAlarms } from './overviewLogic';
import { OverviewMap } from './OverviewMap';
import { readRecentPages } from './recentPages';
import './overview.css';
import { alarmText } from '../alarm/alarmText';
import { currentLocale } from '../../i18n/i18n';

const ALARMS_SHOWN = 5;
const EVENTS_SHOWN = 6;

function ActiveAlarms() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Keyed under 'alarm': every alarm push refreshes it, and with it the counts above.
  const summary = useQuery({
    queryKey: alarmKeys.summary(false),
    queryFn: () => querySummary(false),
  });
  const updatedAt = summary.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt > 0) void client.invalidateQueries({ queryKey: monitorKeys.counts('all') });
  }, [updatedAt, client]);
  const alarms = topActiveAlarms(summary.data ?? [], ALARMS_SHOWN);
  return (
    <Card
      size="small"
      title={t('home.alarms')}
      extra={<Link to="/alarm/summary">{t('home.allAlarms')}</Link>}
      data-testid="overview-alarms"
    >
      <List
        size="small"
        loading={summary.isPending}
        dataSource={alarms}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noAlarms')} />
          ),
        }}
        renderItem={(alarm) => (
          <List.Item key={alarm.id}>
            <Space size={6} wrap style={{ width: '100%' }}>
              <PriorityTag priority={alarm.priority} />
              <Link to={alarmPath(alarm)}>
                {alarm.equipmentName} · {alarm.signalName}
              </Link>
              <Typography.Text>{alarmText(alarm, currentLocale())}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`alarm.state.${alarm.state}`)} · {formatTime(alarm.raisedAt)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

function RecentEvents() {
  const { t } = useTranslation();
  const journal = useQuery({
    queryKey: [...alarmKeys.all, 'overviewEvents'],
    queryFn: () => queryJournal({ page: 1, pageSize: EVENTS_SHOWN }),
  });
  return (
    <Card
      size="small"
      title={t('home.events')}
      extra={<Link to="/alarm/journal">{t('home.allEvents')}</Link>}
    >
      <List
        size="small"
        loading={journal.isPending}
        dataSource={journal.data?.list ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noEvents')} />
          ),
        }}
        renderItem={(entry) => (
          <List.Item key={entry.id}>
            <Space size={6} wrap>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatTime(entry.at)}
              </Typography.Text>
              <Tag>{t(`alarm.event.${entry.event}`)}</Tag>
              <Typography.Text>
                {entry.equipmentName} · {entry.signalName}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

function RecentPages() {
  const { t } = useTranslation();
  const [pages] = useState(readRecentPages);
  return (
    <Card
      size="small"
      title={t('home.recentPages')}
      extra={<Link to="/monitor/gm/ocInfo">{t('home.allPages')}</Link>}
    >
      {pages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noRecentPages')} />
      ) : (
        <List
          size="small"
          dataSource={pages}
          renderItem={(page) => (
            <List.Item key={page.pageId}>
              <Link to={`/monitor/project/${page.projectId}/page/${page.pageId}`}>
                {page.title}
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatTime(page.openedAt)}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/**
 * /monitor/overview, the screen after login and the one a shift supervisor leaves open: the
 * counts, the active alarms, recent alarm events, a small live map and recently opened pages.
 */
export default function HomeOverviewPage() {
  const { t } = useTranslation();
  return (
    <div className="lf-overview">
      <CountsBar />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <ActiveAlarms />
            <RecentEvents />
          </Space>
        </Col>
        <Col xs={24} xl={10}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Card
              size="small"
              title={t('home.map')}
              extra={<Link to="/map">{t('home.openMap')}</Link>}
              styles={{ body: { padding: 0 } }}
            >
              <OverviewMap />
            </Card>
            <RecentPages />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
