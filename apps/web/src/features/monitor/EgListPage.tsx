import { EquipmentBrowser } from './list/EquipmentBrowser';

/** /monitor/eg/list: the EG equipment list, as a list or by group. */
export default function EgListPage() {
  return <EquipmentBrowser type="eg" defaultMode="list" />;
}
