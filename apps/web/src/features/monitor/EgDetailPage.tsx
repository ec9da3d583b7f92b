import { useParams } from 'react-router';
import { EquipmentMonitor } from './detail/EquipmentMonitor';

/** /monitor/eg/detail/list/{id}/{alarm}: the multi-list monitor; alarm 1 opens on the alarm tab. */
export default function EgDetailPage() {
  const { id = '', alarm } = useParams();
  return (
    <EquipmentMonitor
      key={id}
      equipmentId={id}
      alarmView="egList"
      initialTab={alarm === '1' ? 'alarm' : 'realtime'}
      tabs={['realtime', 'device', 'gateway', 'command', 'history', 'alarm', 'curve', 'track']}
    />
  );
}
