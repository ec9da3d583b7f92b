import { shareAllows, type ShareNeed, type ShareReceived } from '@lf/protocol';
import type { MonitorTab } from '../detail/EquipmentMonitor';

/** What a monitor tab needs of a grant; tabs not named need only the view. */
const TAB_NEED: Partial<Record<MonitorTab, ShareNeed>> = {
  write: 'write',
  history: 'history',
  alarm: 'alarms',
};

/**
 * The tabs a person sees of an equipment: all of them on their own organisation's equipment,
 * on shared equipment only those the grant covers (the server refuses the rest anyway).
 */
export function tabsForGrant(
  tabs: readonly MonitorTab[],
  grant: ShareReceived | null,
): MonitorTab[] {
  if (!grant) return [...tabs];
  return tabs.filter((tab) => shareAllows(grant, TAB_NEED[tab] ?? 'view'));
}
