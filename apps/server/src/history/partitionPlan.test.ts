import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DAYS_AHEAD,
  daysToCreate,
  dropHorizon,
  parsePartition,
  partitionsToDrop,
  rowDeletions,
  type Partition,
} from './partitionPlan';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const noon = day('2026-11-27') + 12 * 3600_000;
const dayPart = (iso: string): Partition => ({
  kind: 'day',
  name: `signal_value_p${iso.replaceAll('-', '')}`,
  from: day(iso),
  to: day(iso) + DAY_MS,
});

describe('partition names', () => {
  it('read a day, the rows before partitioning and the default from the name', () => {
    expect(parsePartition('signal_value', 'signal_value_p20261127')).toEqual(dayPart('2026-11-27'));
    expect(parsePartition('signal_value', 'signal_value_until_20261128')).toEqual({
      kind: 'until',
      name: 'signal_value_until_20261128',
      to: day('2026-11-28'),
    });
    expect(parsePartition('signal_value', 'signal_value_default')).toEqual({
      kind: 'default',
      name: 'signal_value_default',
    });
  });

  it('are not confused with another table of the same prefix or a name of someone else', () => {
    expect(parsePartition('signal_value', 'signal_value_minute_p20261127')).toBeUndefined();
    expect(parsePartition('signal_value', 'signal_value_minute_default')).toBeUndefined();
    expect(parsePartition('signal_value', 'signal_value_pending')).toBeUndefined();
  });
});

describe('days created ahead', () => {
  it('are today and the next DAYS_AHEAD days, those missing only', () => {
    const all = daysToCreate([], noon);
    expect(all).toHaveLength(DAYS_AHEAD + 1);
    expect(all[0]).toBe(day('2026-11-27'));
    expect(all.at(-1)).toBe(day('2026-11-27') + DAYS_AHEAD * DAY_MS);
    expect(daysToCreate([dayPart('2026-11-27'), dayPart('2026-11-29')], noon)).toEqual(
      all.filter((d) => d !== day('2026-11-27') && d !== day('2026-11-29')),
    );
  });

  it('skip the days the rows from before partitioning still cover', () => {
    const until: Partition = { kind: 'until', name: 'x', to: day('2026-11-28') };
    expect(daysToCreate([until], noon)[0]).toBe(day('2026-11-28'));
  });
});

describe('the drop horizon', () => {
  const now = noon;
  const cutoff = (days: number) => now - days * DAY_MS;

  it('is the cutoff of the one organisation with history', () => {
    expect(dropHorizon([{ retentionDays: 30, oldest: cutoff(45) }], now)).toBe(cutoff(30));
  });

  it('is the longest retention among organisations holding rows that old', () => {
    const orgs = [
      { retentionDays: 30, oldest: cutoff(45) },
      { retentionDays: 365, oldest: cutoff(400) },
    ];
    expect(dropHorizon(orgs, now)).toBe(cutoff(365));
  });

  it('ignores an organisation whose oldest row is newer than the shorter cutoff', () => {
    const orgs = [
      { retentionDays: 30, oldest: cutoff(45) },
      { retentionDays: 365, oldest: cutoff(10) },
      { retentionDays: 365, oldest: undefined },
    ];
    expect(dropHorizon(orgs, now)).toBe(cutoff(30));
  });

  it('stops at the oldest row of an organisation keeping history for ever', () => {
    const orgs = [
      { retentionDays: 30, oldest: cutoff(45) },
      { retentionDays: 0, oldest: cutoff(40) },
    ];
    expect(dropHorizon(orgs, now)).toBe(cutoff(40));
  });

  it('is undefined when no organisation holds rows', () => {
    expect(dropHorizon([{ retentionDays: 30, oldest: undefined }], now)).toBeUndefined();
    expect(dropHorizon([], now)).toBeUndefined();
  });
});

describe('partitions dropped', () => {
  const parts: Partition[] = [
    dayPart('2026-10-29'),
    { kind: 'until', name: 'old', to: day('2026-10-27') },
    dayPart('2026-10-28'),
    { kind: 'default', name: 'signal_value_default' },
    dayPart('2026-10-30'),
  ];

  it('are those wholly before the horizon, oldest first, never the default', () => {
    const horizon = day('2026-10-30') + 3600_000;
    expect(partitionsToDrop(parts, horizon).map((p) => p.name)).toEqual([
      'old',
      'signal_value_p20261028',
      'signal_value_p20261029',
    ]);
  });

  it('leave the day the horizon falls in', () => {
    expect(partitionsToDrop(parts, day('2026-10-29') - 1).map((p) => p.name)).toEqual(['old']);
  });
});

describe('rows still deleted one by one', () => {
  it('are whole expired days in the table, and rows at the cutoff in wide partitions', () => {
    const cutoff = day('2026-10-28') + 5 * 3600_000;
    const parts: Partition[] = [
      dayPart('2026-10-28'),
      { kind: 'until', name: 'signal_value_until_20261001', to: day('2026-10-01') },
      { kind: 'default', name: 'signal_value_default' },
    ];
    expect(rowDeletions('signal_value', parts, cutoff)).toEqual([
      { relation: 'signal_value', before: day('2026-10-28') },
      { relation: 'signal_value_until_20261001', before: cutoff },
      { relation: 'signal_value_default', before: cutoff },
    ]);
  });
});
