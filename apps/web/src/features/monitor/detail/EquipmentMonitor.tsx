import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AlarmView } from '@lf/protocol';
import { monitorKeys, queryEquipmentDetail } from '../api';
import { ShareButton } from '../../share/SharePanel';
import { SharedTag } from '../../share/SharedTag';
import { equipmentState } from '../logic/equipmentList';
import { tabsForGrant } from '../logic/sharedTabs';
import { AlarmTab } from './AlarmTab';
import { CurveTab } from './CurveTab';
import { HistoryTab } from './HistoryTab';
import { DeviceInfoTab, GatewayInfoTab } from './InfoTabs';
import { MonitorStateBanner, MonitorStateTag } from './MonitorStateBanner';
import { SignalTable } from './SignalTable';
import { useEquipmentLive } from './useEquipmentLive';
import { TrackPlayback } from '../../map/TrackPlayback';
import { useModelTemplates } from '../../modelPages/useModelTemplates';
import { writeTargetsOf } from '../../project/viewer/LivePage';

// The page viewer loads only for an equipment whose model has a template page.
const ModelTemplateTab = lazy(() => import('../../modelPages/ModelTemplateTab'));

export type MonitorTab =
  | 'realtime'
  | 'device'
  | 'gateway'
  | 'command'
  | 'history'
  | 'alarm'
  | 'curve'
  | 'real'
  | 'write'
  | 'track'
  /** The page template of the equipment's model, if it has one (features/modelPages). */
  | 'template';

export function EquipmentHeader({
  equipmentId,
  extra,
}: {
  equipmentId: string;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: monitorKeys.detail(equipmentId),
    queryFn: () => queryEquipmentDetail(equipmentId),
  });
  const state = detail.data ? equipmentState(detail.data) : undefined;
  return (
    <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Button
        icon={<ArrowLeftOutlined />}
        onClick={() => void navigate(-1)}
        aria-label={t('monitor.back')}
      />
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="equipment-name">
        {detail.data?.name ?? '…'}
      </Typography.Title>
      {detail.data?.share ? <SharedTag sharedBy={detail.data.share.sharedBy} /> : null}
      {state === 'alarm' ? <Tag color="red">{t('monitor.alarm')}</Tag> : null}
      {state ? (
        <Tag color={detail.data?.online ? 'green' : 'default'}>
          {detail.data?.online ? t('monitor.online') : t('monitor.offline')}
        </Tag>
      ) : null}
      {extra}
      {detail.data && !detail.data.share ? (
        <ShareButton equipmentId={equipmentId} equipmentType={detail.data.type} />
      ) : null}
    </Flex>
  );
}

/**
 * The live equipment monitor: the tabs asked for, over one live connection (signals, socket
 * values and the monitor start rule).
 */
export function EquipmentMonitor({
  equipmentId,
  tabs,
  initialTab,
  alarmView,
}: {
  equipmentId: string;
  tabs: MonitorTab[];
  initialTab: MonitorTab;
  alarmView: AlarmView;
}) {
  const { t } = useTranslation();
  const live = useEquipmentLive(equipmentId, { startMonitor: true });
  const [tab, setTab] = useState<MonitorTab>();
  const templates = useModelTemplates(equipmentId);
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: monitorKeys.detail(equipmentId),
    queryFn: () => queryEquipmentDetail(equipmentId),
  });

  if (detail.isError && live.shareEnded) {
    return (
      <Result
        status="403"
        title={t('share.accessEnded')}
        subTitle={t('share.accessEndedHint')}
        data-testid="share-ended"
        extra={
          <Button onClick={() => void navigate('/monitor/eg/list')}>{t('monitor.back')}</Button>
        }
      />
    );
  }
  if (detail.isError) {
    return (
      <Result
        status="404"
        title={t('monitor.loadFailed')}
        extra={<Button onClick={() => void detail.refetch()}>{t('monitor.retry')}</Button>}
      />
    );
  }
  // Undefined until the detail answers: until then nobody knows whether the equipment is shared
  // view-only, so the signal table offers no write.
  const grant = detail.data ? (detail.data.share ?? null) : undefined;
  // A model's template page comes first and is the default page of the live list monitor.
  const withTemplate = templates.instances.length > 0 && tabs.includes('realtime');
  const visible = tabsForGrant(withTemplate ? ['template', ...tabs] : tabs, grant ?? null);
  const chosen = tab ?? (withTemplate && initialTab === 'realtime' ? 'template' : initialTab);

  const panel = (key: MonitorTab) => {
    switch (key) {
      case 'realtime':
      case 'real':
        return <SignalTable live={live} mode="values" grant={grant} />;
      case 'write':
        return <SignalTable live={live} mode="values" grant={grant} onlyWritable />;
      case 'command':
        return <SignalTable live={live} mode="command" grant={grant} />;
      case 'device':
        return <DeviceInfoTab equipmentId={equipmentId} />;
      case 'gateway':
        return <GatewayInfoTab equipmentId={equipmentId} />;
      case 'history':
        return live.signals ? (
          <HistoryTab
            equipmentId={equipmentId}
            signals={live.signals}
            equipmentName={detail.data?.name ?? equipmentId}
          />
        ) : (
          <Skeleton active />
        );
      case 'alarm':
        return <AlarmTab equipmentId={equipmentId} view={alarmView} />;
      case 'curve':
        return <CurveTab live={live} />;
      case 'track':
        return <TrackPlayback equipmentId={equipmentId} />;
      case 'template':
        return (
          <Suspense fallback={<Skeleton active />}>
            <ModelTemplateTab
              equipmentId={equipmentId}
              values={live.pageValues}
              writeTargets={writeTargetsOf(live.signals)}
            />
          </Suspense>
        );
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={0}>
      <EquipmentHeader equipmentId={equipmentId} extra={<MonitorStateTag state={live.monitor} />} />
      <MonitorStateBanner state={live.monitor} />
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        <Tabs
          activeKey={visible.includes(chosen) ? chosen : visible[0]}
          onChange={(key) => setTab(key as MonitorTab)}
          destroyOnHidden
          // Track playback only for equipment that reports its position.
          items={visible
            .filter((key) => key !== 'track' || detail.data?.moving === true)
            .map((key) => ({
              key,
              label: key === 'template' ? t('modelPages.tab') : t(`monitor.tabs.${key}`),
              children: panel(key),
            }))}
        />
      </Card>
    </Space>
  );
}
