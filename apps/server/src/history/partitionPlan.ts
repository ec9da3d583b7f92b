/**
 * The rules of the time partitions of history (migration 0215), apart from the database so
 * each can be tested alone. A table's partitions are one per UTC day (`<table>_pYYYYMMDD`), the
 * rows stored before partitioning (`<table>_until_YYYYMMDD`: everything before that day) and the
 * DEFAULT (`<table>_default`: whatever no other partition covers). Names carry the bounds, so
 * the bounds are read from names rather than from PostgreSQL's text of them, which depends on
 * the session's time zone.
 */
export const DAY_MS = 86_400_000;

/** Days created ahead of today: a week of upkeep may fail before a row lands in the default. */
export const DAYS_AHEAD = 7;

/** The tables retention empties by time, each with the column it is partitioned by. */
export const PARTITIONED_TABLES = [
  { table: 'signal_value', column: 'ts' },
  { table: 'signal_value_minute', column: 'minute' },
  { table: 'presence_sample', column: 'at' },
  { table: 'gateway_presence_sample', column: 'at' },
] as const;

export type PartitionedTable = (typeof PARTITIONED_TABLES)[number]['table'];

export type Partition =
  | { kind: 'day'; name: string; from: number; to: number }
  | { kind: 'until'; name: string; to: number }
  | { kind: 'default'; name: string };

/** A partition with an end: a day, or the rows from before partitioning. */
export type BoundedPartition = Exclude<Partition, { kind: 'default' }>;

export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

const dayTag = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

export const dayPartitionName = (table: string, day: number): string => `${table}_p${dayTag(day)}`;

function parseTag(tag: string): number {
  return Date.UTC(Number(tag.slice(0, 4)), Number(tag.slice(4, 6)) - 1, Number(tag.slice(6, 8)));
}

/** What a partition of `table` named `name` covers; undefined for a name not of ours. */
export function parsePartition(table: string, name: string): Partition | undefined {
  if (name === `${table}_default`) return { kind: 'default', name };
  const day = new RegExp(`^${table}_p(\\d{8})$`).exec(name)?.[1];
  if (day) return { kind: 'day', name, from: parseTag(day), to: parseTag(day) + DAY_MS };
  const until = new RegExp(`^${table}_until_(\\d{8})$`).exec(name)?.[1];
  if (until) return { kind: 'until', name, to: parseTag(until) };
  return undefined;
}

/**
 * The days (their starts) from today through DAYS_AHEAD days ahead that no partition covers
 * yet. Past days are never created: a late row for one lands in the default, which retention
 * trims row by row.
 */
export function daysToCreate(partitions: Partition[], now: number): number[] {
  const today = dayStart(now);
  const missing: number[] = [];
  for (let day = today; day <= today + DAYS_AHEAD * DAY_MS; day += DAY_MS) {
    const covered = partitions.some(
      (p) => (p.kind === 'day' && p.from === day) || (p.kind === 'until' && p.to > day),
    );
    if (!covered) missing.push(day);
  }
  return missing;
}

/** An organisation's history retention as the drop needs it. */
export interface OrgRetention {
  /** 0 keeps history for ever. */
  retentionDays: number;
  /** The organisation's oldest row in the table (undefined: it has none). */
  oldest: number | undefined;
}

/**
 * The time before which every organisation has let its rows go, so that a partition ending
 * there or earlier may be dropped whole: the earliest of the organisations' cutoffs, counting
 * only those that still hold rows older than their cutoff would allow dropping (an
 * organisation whose oldest row is newer than a partition holds nothing in it). An
 * organisation keeping history for ever holds the horizon at its oldest row. Undefined: drop
 * nothing.
 */
export function dropHorizon(orgs: OrgRetention[], now: number): number | undefined {
  let horizon = Infinity;
  for (const org of orgs) {
    if (org.oldest === undefined) continue;
    const cutoff = org.retentionDays > 0 ? now - org.retentionDays * DAY_MS : -Infinity;
    // Partitions ending at or before this organisation's oldest row hold none of its rows.
    horizon = Math.min(horizon, Math.max(cutoff, org.oldest));
  }
  return Number.isFinite(horizon) ? horizon : undefined;
}

/** The day and pre-partitioning partitions wholly before `horizon`, oldest first. */
export function partitionsToDrop(partitions: Partition[], horizon: number): BoundedPartition[] {
  return partitions
    .filter((p): p is BoundedPartition => p.kind !== 'default' && p.to <= horizon)
    .sort((a, b) => a.to - b.to);
}

/**
 * Where an organisation's rows older than `cutoff` still go row by row once the expired
 * partitions are dropped: in the day partitions only whole days before the cutoff (those another
 * organisation still keeps); the day the cutoff falls in waits until it has wholly expired and
 * is dropped. In the default and the pre-partitioning partition, which span more than a day,
 * rows go at the cutoff exactly, as before partitioning.
 */
export function rowDeletions(
  table: string,
  partitions: Partition[],
  cutoff: number,
): { relation: string; before: number }[] {
  return [
    { relation: table, before: dayStart(cutoff) },
    ...partitions
      .filter((p) => p.kind !== 'day')
      .map((p) => ({ relation: p.name, before: cutoff })),
  ];
}
