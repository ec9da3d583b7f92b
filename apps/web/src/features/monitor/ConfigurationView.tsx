import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmView } from '@lf/protocol';
import { EquipmentPageViewer } from '../project/viewer/EquipmentPageViewer';
import { AlarmTab } from './detail/AlarmTab';
import { EquipmentHeader } from './detail/EquipmentMonitor';

/**
 * The designer view of an equipment: its configuration page shown live by the page viewer of
 * features/project, and its alarm records under the designer view's permission.
 */
export function ConfigurationView({
  equipmentId,
  alarmView,
  openAlarm,
}: {
  equipmentId: string;
  alarmView: AlarmView;
  openAlarm: boolean;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(openAlarm ? 'alarm' : 'page');
  return (
    <>
      <EquipmentHeader equipmentId={equipmentId} />
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'page',
              label: t('route.egDetailConfiguration'),
              children: <EquipmentPageViewer equipmentId={equipmentId} />,
            },
            {
              key: 'alarm',
              label: t('monitor.tabs.alarm'),
              children: <AlarmTab equipmentId={equipmentId} view={alarmView} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
