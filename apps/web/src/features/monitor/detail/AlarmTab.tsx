import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Table, Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALARM_VIEW_AUTH,
  Code,
  hasAuth,
  MESSAGES,
  textIn,
  type AlarmRecord,
  type AlarmView,
} from '@lf/protocol';
import { ApiError } from '../../../api/client';
import { currentLocale } from '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { acknowledgeAlarm, monitorKeys, queryAlarms } from '../api';
import { formatTime } from './format';
import { alarmText } from '../../alarm/alarmText';
import { serverPager } from '../../common/pagedList';

const LEVEL_COLOUR: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'gold' };

function NoPermission() {
  return (
    <Result
      icon={<LockOutlined />}
      title={textIn(MESSAGES.alarmNoPermission, currentLocale())}
      data-testid="alarm-no-permission"
    />
  );
}

/**
 * Alarm records of one equipment. The view's permission (SPEC §6) decides whether they show;
 * the server refuses too, and its refusal shows the same text.
 */
export function AlarmTab({ equipmentId, view }: { equipmentId: string; view: AlarmView }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const allowed = hasAuth(user?.auths, ALARM_VIEW_AUTH[view]);
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const alarms = useQuery({
    queryKey: monitorKeys.alarms(equipmentId, view, page),
    queryFn: () => queryAlarms(equipmentId, view, page),
    enabled: allowed,
  });
  const acknowledge = useMutation({
    mutationFn: (id: string) => acknowledgeAlarm(id, view),
    onSuccess: () => client.invalidateQueries({ queryKey: ['monitor', 'alarms', equipmentId] }),
  });

  if (!allowed) return <NoPermission />;
  if (alarms.error instanceof ApiError && alarms.error.code === Code.FORBIDDEN) {
    return <NoPermission />;
  }
  if (alarms.isError) {
    return (
      <Result
        status="warning"
        title={t('monitor.loadFailed')}
        extra={<Button onClick={() => void alarms.refetch()}>{t('monitor.retry')}</Button>}
      />
    );
  }
  return (
    <Table<AlarmRecord>
      rowKey="id"
      size="small"
      loading={alarms.isPending}
      dataSource={alarms.data?.list ?? []}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('monitor.empty') }}
      pagination={serverPager(page, 10, alarms.data?.total, setPage)}
      columns={[
        {
          title: t('monitor.alarms.level'),
          dataIndex: 'level',
          render: (level: number) => (
            <Tag color={LEVEL_COLOUR[level] ?? 'default'}>
              {t('monitor.alarms.levelN', { level })}
            </Tag>
          ),
        },
        {
          title: t('monitor.alarms.signal'),
          key: 'signal',
          render: (_, a) =>
            a.kind === 'gateway' ? t('monitor.alarms.gatewayOffline') : a.signalName,
        },
        {
          title: t('monitor.alarms.text'),
          key: 'text',
          render: (_, a) => alarmText(a, currentLocale()) || '—',
        },
        {
          title: t('monitor.alarms.value'),
          dataIndex: 'value',
          render: (value: number | null) =>
            value === null ? '—' : Math.round(value * 1000) / 1000,
        },
        { title: t('monitor.alarms.start'), dataIndex: 'startTime', render: formatTime },
        {
          title: t('monitor.alarms.end'),
          dataIndex: 'endTime',
          render: (end: string | null) =>
            end ? formatTime(end) : <Tag color="red">{t('monitor.alarms.active')}</Tag>,
        },
        {
          title: t('monitor.alarms.state'),
          key: 'ack',
          render: (_, a) =>
            a.acknowledged ? (
              <Tag color="green">{t('monitor.alarms.acknowledged')}</Tag>
            ) : (
              <Button
                size="small"
                loading={acknowledge.isPending && acknowledge.variables === a.id}
                onClick={() => acknowledge.mutate(a.id)}
              >
                {t('monitor.alarms.acknowledge')}
              </Button>
            ),
        },
      ]}
    />
  );
}
