import type { AlarmPriority, JournalEvent, LocalText } from '@lf/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { localColumn } from './ruleText';

/**
 * The alarm records and their journal, written together: each statement here changes the
 * records of any number of points and stores their transitions in one round trip (a
 * data-modifying CTE), so a flood of alarms costs a few statements, not a few per alarm, and
 * no transition is ever stored without its change.
 */

export interface RaiseValues {
  orgId: string;
  kind: 'signal' | 'gateway';
  equipmentId: string | null;
  signalId: number | null;
  gatewayId: string | null;
  ruleKey: string;
  level: number;
  priority: AlarmPriority;
  latching: boolean;
  text: string;
  /** `text` as a message key; null when the rule's author wrote their own. */
  local: LocalText | null;
  value: number | null;
  at: Date;
}

/** What a raise did to a point's records (absent: it already had an open, uncleared one). */
export interface Raised {
  id: number;
  /** The point is shelved or out of service: recorded and journalled, nobody is told. */
  held: boolean;
  /** A latched record whose condition had cleared is back in alarm (journalled as raised again). */
  reopened: boolean;
}

const iso = (at: Date) => at.toISOString();

/**
 * Opens a record for each raised alarm and journals it, all in one statement (a
 * data-modifying CTE over `unnest`), so a flood of raises is one round trip. A point that
 * already has an open record (another instance raised it) gets none; a latched record of it
 * whose condition had cleared is back in alarm instead. Rule keys must be distinct.
 */
export async function raiseRecords(
  db: Db,
  raises: readonly RaiseValues[],
): Promise<Map<string, Raised>> {
  if (raises.length === 0) return new Map();
  const column = <T>(pick: (r: RaiseValues) => T) => raises.map(pick);
  const rows = await sql<{ id: number; rule_key: string; reopened: boolean; held: boolean }>`
    with input as (
      select * from unnest(
        ${column((r) => r.orgId)}::text[], ${column((r) => r.kind)}::text[],
        ${column((r) => r.equipmentId)}::text[], ${column((r) => r.signalId)}::integer[],
        ${column((r) => r.gatewayId)}::text[], ${column((r) => r.ruleKey)}::text[],
        ${column((r) => r.level)}::integer[], ${column((r) => r.priority)}::text[],
        ${column((r) => r.latching)}::boolean[], ${column((r) => r.text)}::text[],
        ${column((r) => localColumn(r.local))}::jsonb[],
        ${column((r) => r.value)}::double precision[], ${column((r) => iso(r.at))}::timestamptz[]
      ) as t(org_id, kind, equipment_id, signal_id, gateway_id, rule_key, level, priority,
             latching, text, local, value, start_at)
    ),
    raised as (
      insert into alarm (org_id, kind, equipment_id, signal_id, gateway_id, rule_key, level,
                         priority, latching, text, local, value, start_at)
      select org_id, kind, equipment_id, signal_id, gateway_id, rule_key, level, priority,
             latching, text, local, value, start_at from input
      on conflict (rule_key) where end_at is null do nothing
      returning id, org_id, rule_key, start_at
    ),
    back as (
      update alarm set cleared_at = null from input
      where alarm.rule_key = input.rule_key and alarm.end_at is null
        and alarm.cleared_at is not null
      returning alarm.id, alarm.org_id, alarm.rule_key, input.start_at
    ),
    events as (
      select id, org_id, rule_key, start_at, false as reopened from raised
      union all
      select id, org_id, rule_key, start_at, true from back
    ),
    journal as (
      insert into alarm_journal (org_id, alarm_id, event, at)
      select org_id, id, 'raised', start_at from events
    )
    select e.id, e.rule_key, e.reopened, exists (select 1 from alarm_hold h
      where h.rule_key = e.rule_key and (h.until is null or h.until > now())) as held
    from events e`.execute(db);
  return new Map(
    rows.rows.map((row) => [row.rule_key, { id: row.id, held: row.held, reopened: row.reopened }]),
  );
}

/**
 * The condition of each point's open record cleared at its `at`: journalled, and the record
 * ends — unless it latches and is not yet acknowledged, when it stays open until acknowledged.
 * One statement for all; a point with no open, uncleared record is absent from the answer.
 * Rule keys must be distinct.
 */
export async function clearRecords(
  db: Db,
  clears: readonly { ruleKey: string; at: Date }[],
): Promise<Map<string, { id: number; ended: boolean }>> {
  if (clears.length === 0) return new Map();
  const rows = await sql<{ id: number; rule_key: string; ended: boolean }>`
    with input as (
      select * from unnest(
        ${clears.map((c) => c.ruleKey)}::text[], ${clears.map((c) => iso(c.at))}::timestamptz[]
      ) as t(rule_key, at)
    ),
    cleared as (
      update alarm set cleared_at = input.at,
        end_at = case when alarm.latching and not alarm.acknowledged then null else input.at end
      from input
      where alarm.rule_key = input.rule_key and alarm.end_at is null and alarm.cleared_at is null
      returning alarm.id, alarm.org_id, alarm.rule_key, alarm.end_at, input.at
    ),
    journal as (
      insert into alarm_journal (org_id, alarm_id, event, at)
      select org_id, id, 'cleared', at from cleared
    )
    select id, rule_key, end_at is not null as ended from cleared`.execute(db);
  return new Map(rows.rows.map((row) => [row.rule_key, { id: row.id, ended: row.ended }]));
}

/** The newest record of each rule (written by another instance when ours found it done). */
export async function latestAlarmIds(
  db: Db,
  ruleKeys: readonly string[],
): Promise<Map<string, number>> {
  if (ruleKeys.length === 0) return new Map();
  const rows = await sql<{ id: number; rule_key: string }>`
    select distinct on (rule_key) rule_key, id from alarm
    where rule_key = any(${[...ruleKeys]}::text[])
    order by rule_key, id desc`.execute(db);
  return new Map(rows.rows.map((row) => [row.rule_key, row.id]));
}

/** Journals one event for each open signal alarm of a gateway's equipment (suppression by design). */
export async function journalGatewaySignals(
  db: Db,
  gatewayId: string,
  event: 'suppressed' | 'unsuppressed',
  at: Date,
): Promise<number> {
  const rows = await db
    .insertInto('alarm_journal')
    .columns(['org_id', 'alarm_id', 'event', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('alarm')
        .innerJoin('equipment', 'equipment.id', 'alarm.equipment_id')
        .select([
          'alarm.org_id',
          'alarm.id',
          sql<JournalEvent>`${event}`.as('event'),
          sql<Date>`${at}::timestamptz`.as('at'),
        ])
        .where('equipment.gateway_id', '=', gatewayId)
        .where('alarm.kind', '=', 'signal')
        .where((w) => w.or([w('alarm.end_at', 'is', null), w('alarm.acknowledged', '=', false)])),
    )
    .returning('alarm_id')
    .execute();
  return rows.length;
}
