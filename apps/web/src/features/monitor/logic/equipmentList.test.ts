import { describe, expect, it } from 'vitest';
import { equipmentSummary } from '../../../test/equipmentFixtures';
import { equipmentState, mergePages, nextPage, sortEquipment } from './equipmentList';

const eq = equipmentSummary;

describe('equipmentState', () => {
  it('alarm outranks online, online outranks offline', () => {
    expect(equipmentState({ online: true, alarmCount: 2 })).toBe('alarm');
    expect(equipmentState({ online: false, alarmCount: 1 })).toBe('alarm');
    expect(equipmentState({ online: true, alarmCount: 0 })).toBe('online');
    expect(equipmentState({ online: false, alarmCount: 0 })).toBe('offline');
  });
});

describe('sortEquipment', () => {
  const a = eq('a', { name: '乙站', gmtCreate: '2026-01-01T00:00:00Z' });
  const b = eq('b', { name: '甲站', gmtCreate: '2026-01-03T00:00:00Z' });
  const c = eq('c', { name: 'Alpha', gmtCreate: '2026-01-02T00:00:00Z', top: true });

  it('puts stuck-to-top first, then newest first by time', () => {
    expect(sortEquipment([a, b, c], 'time', 'zh-CN').map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('orders by name in the language of the screen', () => {
    expect(sortEquipment([a, b], 'name', 'zh-CN').map((e) => e.name)).toEqual(['甲站', '乙站']);
    expect(sortEquipment([a, b, c], 'name', 'zh-CN')[0]?.id).toBe('c');
  });

  it('breaks ties by id and leaves the input unchanged', () => {
    const x = eq('x');
    const y = eq('y');
    const input = [y, x];
    expect(sortEquipment(input, 'time', 'en').map((e) => e.id)).toEqual(['x', 'y']);
    expect(input.map((e) => e.id)).toEqual(['y', 'x']);
  });
});

describe('load more', () => {
  it('merges pages without duplicates in order of arrival', () => {
    expect(
      mergePages([
        [eq('1'), eq('2')],
        [eq('2'), eq('3')],
      ]).map((e) => e.id),
    ).toEqual(['1', '2', '3']);
  });

  it('asks for the next page until the last one is loaded', () => {
    const page = (n: number, of: number, size: number) => ({
      page: n,
      total: of,
      list: Array.from({ length: size }, (_, i) => eq(String(i))),
    });
    const first = page(1, 11, 10);
    expect(nextPage(first, [first])).toBe(2);
    const second = page(2, 11, 1);
    expect(nextPage(second, [first, second])).toBeUndefined();
    const empty = page(1, 0, 0);
    expect(nextPage(empty, [empty])).toBeUndefined();
  });
});
