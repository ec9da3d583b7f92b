import { describe, expect, it } from 'vitest';
import type { SignalView } from '@lf/protocol';
import { chooseKeySignals, parseMonitorConfig, withKeySignals } from './keySignals';

const signal = (
  name: string,
  dataType: SignalView['dataType'] = 'float32',
  access: SignalView['access'] = 'r',
): SignalView => ({
  signalId: name,
  equipId: 'e1',
  name,
  unit: '',
  area: 'holding',
  address: 0,
  dataType,
  access,
  min: null,
  max: null,
  value: null,
  ts: null,
  quality: null,
  alarm: false,
  confirmWrite: false,
});

const signals = [
  signal('1#泵运行', 'bool'),
  signal('1#泵转速设定', 'uint16', 'rw'),
  signal('1#罐液位'),
  signal('2#罐液位'),
  signal('出口压力', 'int16'),
  signal('进水流量'),
  signal('出水流量'),
];
const names = (list: SignalView[]) => list.map((s) => s.name);

describe('key values of an equipment card', () => {
  it('defaults to the first four analog signals, measurements before setpoints, switches left out', () => {
    expect(names(chooseKeySignals(signals, undefined))).toEqual([
      '1#罐液位',
      '2#罐液位',
      '出口压力',
      '进水流量',
    ]);
  });

  it("takes the model's choice in its order, switches allowed, and skips names it lacks", () => {
    expect(names(chooseKeySignals(signals, ['出水流量', '已删除的变量', '1#泵运行']))).toEqual([
      '出水流量',
      '1#泵运行',
    ]);
  });

  it('falls back to the default when none of the chosen names exists', () => {
    expect(names(chooseKeySignals(signals, ['已删除的变量']))).toHaveLength(4);
  });

  it('fills up with setpoints when there are too few measurements', () => {
    expect(names(chooseKeySignals(signals.slice(0, 4), undefined))).toEqual([
      '1#罐液位',
      '2#罐液位',
      '1#泵转速设定',
    ]);
  });

  it('shows at most the limit, and nothing for an equipment with only switches', () => {
    expect(chooseKeySignals(signals, undefined, 2)).toHaveLength(2);
    expect(chooseKeySignals([signal('开关', 'bool')], undefined)).toEqual([]);
  });
});

describe('the stored choice per model', () => {
  it('reads what was saved and treats anything unreadable as no choice', () => {
    const saved = JSON.stringify(withKeySignals({ cardSignals: {} }, '泵站', ['a', 'b']));
    expect(parseMonitorConfig(saved).cardSignals).toEqual({ 泵站: ['a', 'b'] });
    expect(parseMonitorConfig('{not json').cardSignals).toEqual({});
    expect(parseMonitorConfig('{"cardSignals":{"x":3}}').cardSignals).toEqual({});
    expect(parseMonitorConfig(undefined).cardSignals).toEqual({});
  });

  it('keeps other models, caps the choice and forgets an emptied one', () => {
    const both = withKeySignals({ cardSignals: { other: ['x'] } }, '泵站', [
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(both.cardSignals).toEqual({ other: ['x'], 泵站: ['a', 'b', 'c', 'd'] });
    expect(withKeySignals(both, '泵站', []).cardSignals).toEqual({ other: ['x'] });
  });
});
