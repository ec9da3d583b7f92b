import type { SignalView } from '@lf/protocol';

/** A writable setpoint (0.5 to 4.5 m) the monitor's write tests aim at. */
export const SETPOINT: SignalView = {
  signalId: '9',
  equipId: 'e1',
  name: '2#罐液位设定',
  unit: 'm',
  area: 'holding',
  address: 0,
  dataType: 'float32',
  access: 'rw',
  min: 0.5,
  max: 4.5,
  value: 3,
  ts: 1,
  quality: 'good',
  alarm: false,
  confirmWrite: false,
};
