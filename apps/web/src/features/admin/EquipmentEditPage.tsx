import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ManagedEquipment } from '@lf/protocol';
import { ShareButton } from '../share/SharePanel';
import { adminCall, adminKeys } from './api';
import { DriverTab } from './DriverTab';
import { InfoTab } from './InfoTab';
import { ReportTab } from './ReportTab';
import { SignalTab } from './SignalTab';

const TABS = ['info', 'driver', 'signal', 'report', 'page'] as const;
type Tab = (typeof TABS)[number];

/**
 * /manage/eg/equipment/add and /manage/eg/equipment/edit/{id}: tabs info, driver, signal,
 * report and page (default info; the tab is kept in the address). Adding shows the info tab
 * only; the other tabs open once the equipment exists.
 */
export default function EquipmentEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'info';
  const detail = useQuery({
    queryKey: adminKeys.equipmentDetail(id ?? ''),
    queryFn: () => adminCall<ManagedEquipment>('/lfscada/equipment/multi/manage/info', { id }),
    enabled: Boolean(id),
  });

  if (id && detail.isPending) return <Skeleton active />;
  if (id && detail.isError) return <Result status="404" title={t('admin.tabs.info')} />;
  const equipment = detail.data;

  const items = [
    { key: 'info', label: t('admin.tabs.info'), children: <InfoTab equipment={equipment} /> },
    ...(equipment
      ? [
          {
            key: 'driver',
            label: t('admin.tabs.driver'),
            children: <DriverTab equipment={equipment} />,
          },
          {
            key: 'signal',
            label: t('admin.tabs.signal'),
            children: (
              <SignalTab equipmentId={equipment.id} protocol={equipment.driver?.protocol ?? null} />
            ),
          },
          {
            key: 'report',
            label: t('admin.tabs.report'),
            children: <ReportTab equipmentId={equipment.id} />,
          },
          {
            key: 'page',
            label: t('admin.tabs.page'),
            children: (
              <Space direction="vertical">
                <Typography.Text>{t('admin.page.intro')}</Typography.Text>
                <Link to={`/manage/eg/configuration/${equipment.id}`}>
                  <Button type="primary">{t('admin.page.open')}</Button>
                </Link>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div>
      {equipment ? (
        <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 8 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {equipment.name}
          </Typography.Title>
          <ShareButton equipmentId={equipment.id} equipmentType={equipment.type} />
        </Flex>
      ) : null}
      <Tabs
        activeKey={equipment ? tab : 'info'}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
      />
    </div>
  );
}
