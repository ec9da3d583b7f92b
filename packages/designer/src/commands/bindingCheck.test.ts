import { describe, expect, it } from 'vitest';
import { computeBind } from '../document/bind';
import { toStoredLayout } from '../document/layout';
import { deepFreeze, documentOf, groupOf, rect } from '../testing/fixtures';
import { checkBindings } from './bindingCheck';

const blank = rect('x', 0, 0).data;
const ref = (signalId: string, equipId = 'e1') => ({
  signalId,
  equipId,
  signalTitle: '',
  equipTitle: '',
});
const page = deepFreeze(
  documentOf([
    rect('kept', 0, 0, 10, 10, {
      data: { ...blank, signalId: 's1', equipId: 'e1', title: 'Temp' },
    }),
    rect('lost', 0, 0, 10, 10, {
      data: { ...blank, signalId: 's2', equipId: 'e2', title: 'Gone' },
    }),
    groupOf('g', [
      rect('series', 0, 0, 10, 10, { data: { ...blank, signalArray: [ref('s1'), ref('s3')] } }),
      rect('system', 0, 0, 10, 10, { data: { ...blank, type: 'system', systemKey: 'now' } }),
    ]),
  ]),
);

describe('checkBindings', () => {
  it('clears bindings to missing signals and reports them', () => {
    const result = checkBindings(page, ['s1']);
    expect(result.cleared).toEqual([
      { widgetId: 'lost', signalIds: ['s2'] },
      { widgetId: 'series', signalIds: ['s3'] },
    ]);
    const [kept, lost, group] = result.document.widgets;
    expect(kept).toBe(page.widgets[0]);
    expect(lost?.data).toMatchObject({ signalId: '', equipId: '', title: '' });
    expect(group?.children?.[0]?.data.signalArray).toEqual([ref('s1')]);
    expect(group?.children?.[1]).toBe(page.widgets[2]?.children?.[1]);
  });

  it('recomputes the bind section from the checked widgets', () => {
    const before = computeBind(page.widgets);
    expect(before.signals).toEqual(['s1', 's2', 's3']);
    const after = toStoredLayout(checkBindings(page, ['s1']).document).bind;
    expect(after).toEqual({ equips: ['e1'], signals: ['s1'], keys: ['now'] });
  });

  it('leaves the document untouched when every signal exists', () => {
    const result = checkBindings(page, ['s1', 's2', 's3']);
    expect(result.document).toBe(page);
    expect(result.cleared).toEqual([]);
  });

  it('clears item bindings too', () => {
    const withItem = documentOf([
      rect('d', 0, 0, 10, 10, {
        items: [
          {
            id: 'i',
            itemType: 'opt',
            dataId: 's9',
            dataName: 'x',
            dataType: 'signal',
            dataAddon: {},
            dataArray: [],
            reserve: '',
            seq: 0,
          },
        ],
      }),
    ]);
    const result = checkBindings(withItem, []);
    expect(result.cleared).toEqual([{ widgetId: 'd', signalIds: ['s9'] }]);
    expect(result.document.widgets[0]?.items[0]).toMatchObject({ dataId: '', dataName: '' });
  });
});
