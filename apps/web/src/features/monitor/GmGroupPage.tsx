import { EquipmentBrowser } from './list/EquipmentBrowser';

/** /monitor/gm/group: GM equipment by group. */
export default function GmGroupPage() {
  return <EquipmentBrowser type="gm" defaultMode="group" />;
}
