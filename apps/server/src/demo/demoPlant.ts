import type { AlarmRule } from '@lf/protocol';

/** The demo's equipment: one simulated pump station behind each gateway. */
export const DEMO_STATIONS = [
  {
    gatewayId: 'demo-gw-1',
    name: '1号泵站',
    gatewayName: '1号泵站网关',
    lat: 31.2304,
    lng: 121.4737,
  },
  {
    gatewayId: 'demo-gw-2',
    name: '2号泵站',
    gatewayName: '2号泵站网关',
    lat: 31.2989,
    lng: 121.5015,
  },
] as const;

/** Alarm rules of the demo: the tank 1 level and the discharge pressure, and a level switch. */
export const DEMO_ALARM_RULES: Record<string, AlarmRule[]> = {
  tank1Level: [{ kind: 'high', value: 4.5, deadband: 0.1, level: 1, text: '1#罐液位过高' }],
  dischargePressure: [{ kind: 'high', value: 4.5, deadband: 0.2, level: 2, text: '出口压力过高' }],
  tank1HighLevel: [{ kind: 'equal', value: 1, deadband: 0, level: 3, text: '1#罐高液位开关动作' }],
};

/** The demo report: the plant's main measurements as table columns. */
export const DEMO_REPORT = {
  name: '运行日报',
  keys: ['tank1Level', 'tank2Level', 'dischargePressure', 'inletFlow', 'outletFlow'],
};
