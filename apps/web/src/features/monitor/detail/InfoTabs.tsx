import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { monitorKeys, queryEquipmentDetail, queryGateway } from '../api';
import { formatTime } from './format';

export function DeviceInfoTab({ equipmentId }: { equipmentId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: monitorKeys.detail(equipmentId),
    queryFn: () => queryEquipmentDetail(equipmentId),
  });
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={t('monitor.loadFailed')} />;
  const d = detail.data;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={t('monitor.device.name')}>{d.name}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.type')}>{d.type.toUpperCase()}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.model')}>{d.model || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.display')}>
        {d.display === 'list'
          ? t('monitor.device.displayList')
          : t('monitor.device.displayDesigner')}
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.signalCount')}>{d.signalCount}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.location')}>
        {d.location
          ? `${d.location.lat.toFixed(4)}, ${d.location.lng.toFixed(4)}`
          : t('monitor.device.noLocation')}
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.created')}>
        {formatTime(d.gmtCreate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.modified')}>
        {formatTime(d.gmtModified)}
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.device.description')} span={2}>
        {d.description || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function GatewayInfoTab({ equipmentId }: { equipmentId: string }) {
  const { t } = useTranslation();
  const gateway = useQuery({
    queryKey: monitorKeys.gateway(equipmentId),
    queryFn: () => queryGateway(equipmentId),
  });
  if (gateway.isPending) return <Skeleton active />;
  if (gateway.isError) return <Empty description={t('monitor.gateway.none')} />;
  const g = gateway.data;
  const yesNo = (v: boolean) => (v ? t('monitor.gateway.yes') : t('monitor.gateway.no'));
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={t('monitor.gateway.id')}>{g.gatewayId}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.gateway.name')}>{g.name}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.gateway.state')}>
        {g.online ? (
          <Tag color="green">{t('monitor.online')}</Tag>
        ) : (
          <Tag>{t('monitor.offline')}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.gateway.vpn')}>{yesNo(g.vpn)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.gateway.economize')}>
        {!g.economizeOpen
          ? t('monitor.gateway.economizeOff')
          : g.economizeMode === 'time'
            ? t('monitor.gateway.economizeTime', { interval: g.interval })
            : t('monitor.gateway.economizeSmart')}
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.gateway.lastSeen')}>
        {formatTime(g.lastSeen)}
      </Descriptions.Item>
    </Descriptions>
  );
}
