import { useParams } from 'react-router';
import { alarmViewOf } from '@lf/protocol';
import { ConfigurationView } from './ConfigurationView';
import { EquipmentMonitor } from './detail/EquipmentMonitor';

/**
 * /monitor/gm/detail/{id}/{ruleType}/{openType}: ruleType 00 is the equipment-info monitor,
 * 01 the designer view; openType 1 opens on the alarm records.
 */
export default function GmDetailPage() {
  const { id = '', ruleType, openType } = useParams();
  const designer = ruleType === '01';
  const view = alarmViewOf('gm', designer ? '01' : '00');
  const openAlarm = openType === '1';
  if (designer) {
    return <ConfigurationView key={id} equipmentId={id} alarmView={view} openAlarm={openAlarm} />;
  }
  return (
    <EquipmentMonitor
      key={id}
      equipmentId={id}
      alarmView={view}
      initialTab={openAlarm ? 'alarm' : 'realtime'}
      tabs={['realtime', 'device', 'gateway', 'command', 'history', 'alarm', 'curve', 'track']}
    />
  );
}
