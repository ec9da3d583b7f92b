import { describe, expect, it } from 'vitest';
import { groupOf, rect } from '../testing/fixtures';
import { computeBind } from './bind';

describe('computeBind', () => {
  it('lists equipments, signals and system keys of all widgets, nested ones too, sorted and unique', () => {
    const signal = rect('a', 0, 0, 10, 10, {
      data: { ...rect('x', 0, 0).data, signalId: 's2', equipId: 'e1' },
    });
    const series = rect('b', 0, 0, 10, 10, {
      data: {
        ...rect('x', 0, 0).data,
        signalArray: [
          { signalId: 's1', equipId: 'e2', signalTitle: '', equipTitle: '' },
          { signalId: 's2', equipId: 'e1', signalTitle: '', equipTitle: '' },
        ],
      },
    });
    const system = rect('c', 0, 0, 10, 10, {
      data: { ...rect('x', 0, 0).data, type: 'system', systemKey: 'now', signalId: 'ignored' },
    });
    const item = rect('d', 0, 0, 10, 10, {
      items: [
        {
          id: 'i1',
          itemType: 'option',
          dataId: 's9',
          dataName: '',
          dataType: 'signal',
          dataAddon: {},
          dataArray: [],
          reserve: '',
          seq: 0,
        },
      ],
    });
    const bind = computeBind([signal, groupOf('g', [series, system]), item]);
    expect(bind).toEqual({ equips: ['e1', 'e2'], signals: ['s1', 's2', 's9'], keys: ['now'] });
  });

  it('is empty for unbound widgets', () => {
    expect(computeBind([rect('a', 0, 0)])).toEqual({ equips: [], signals: [], keys: [] });
  });
});
