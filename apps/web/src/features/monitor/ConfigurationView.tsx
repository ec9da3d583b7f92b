import { Card, Result, Tabs } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmView } from '@lf/protocol';
import { AlarmTab } from './detail/AlarmTab';
import { EquipmentHeader } from './detail/EquipmentMonitor';

/**
 * The designer view of an equipment: its configuration page shown live, by the page viewer of
 * features/project once that exists — until then an honest "not yet available" — and its alarm
 * records under the designer view's permission.
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
              children: (
                <Result
                  icon={<AppstoreOutlined style={{ color: 'var(--lf-accent)' }} />}
                  title={t('monitor.configuration.notYet')}
                  subTitle={t('monitor.configuration.notYetDetail')}
                  data-testid="configuration-not-yet"
                />
              ),
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
