import type { EquipmentSummary } from '@lf/protocol';

/** An offline list-shown device with nothing marked; `over` sets what a test looks at. */
export function equipmentSummary(
  id: string,
  over: Partial<EquipmentSummary> = {},
): EquipmentSummary {
  return {
    id,
    name: id,
    type: 'eg',
    display: 'list',
    model: '',
    gatewayId: null,
    online: false,
    alarmCount: 0,
    starred: false,
    top: false,
    followed: false,
    groupIds: [],
    gmtCreate: '2026-01-01T00:00:00.000Z',
    share: null,
    ...over,
  };
}
