import { useParams, useSearchParams } from 'react-router';
import { EquipmentMonitor, type MonitorTab } from './detail/EquipmentMonitor';

const TABS: MonitorTab[] = ['real', 'write', 'history', 'alarm'];

/** /monitor/gm/vuedetail/{equipId}: tabs real, write, history, alarm (default real; ?tab=). */
export default function GmVueDetailPage() {
  const { equipId = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('tab') as MonitorTab | null;
  return (
    <EquipmentMonitor
      key={equipId}
      equipmentId={equipId}
      alarmView="gmInfo"
      initialTab={asked && TABS.includes(asked) ? asked : 'real'}
      tabs={TABS}
    />
  );
}
