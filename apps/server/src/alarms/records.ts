import type { AlarmPriority, JournalEvent } from '@lf/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The alarm records and their journal, written together: each statement here changes the
 * records and stores the transition in one round trip (a data-modifying CTE), so a flood of
 * alarms costs one statement per alarm and no transition is ever stored without its change.
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
  value: number | null;
  at: Date;
}

/** An alarm point is held (shelved, or out of service) right now. */
const heldNow = (key: string) =>
  sql<boolean>`exists (select 1 from alarm_hold h where h.rule_key = ${key}
    and (h.until is null or h.until > now()))`;

/**
 * Opens a record for a raised alarm and journals it. Undefined when the point already has an
 * open record (another instance raised it); a latched record whose condition had cleared is
 * then back in alarm, and that is journalled as raised again. `held`: the point is shelved or
 * out of service, so nobody is told.
 */
export async function raiseRecord(
  db: Db,
  values: RaiseValues,
): Promise<{ id: number; held: boolean; reopened: boolean } | undefined> {
  const inserted = await db
    .with('raised', (qb) =>
      qb
        .insertInto('alarm')
        .values({
          org_id: values.orgId,
          kind: values.kind,
          equipment_id: values.equipmentId,
          signal_id: values.signalId,
          gateway_id: values.gatewayId,
          rule_key: values.ruleKey,
          level: values.level,
          priority: values.priority,
          latching: values.latching,
          text: values.text,
          value: values.value,
          start_at: values.at,
        })
        .onConflict((oc) => oc.column('rule_key').where('end_at', 'is', null).doNothing())
        .returning(['id', 'org_id', 'start_at']),
    )
    .insertInto('alarm_journal')
    .columns(['org_id', 'alarm_id', 'event', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('raised')
        .select([
          'raised.org_id',
          'raised.id',
          sql<JournalEvent>`'raised'`.as('event'),
          'raised.start_at',
        ]),
    )
    .returning(['alarm_id', heldNow(values.ruleKey).as('held')])
    .executeTakeFirst();
  if (inserted) return { id: inserted.alarm_id, held: inserted.held, reopened: false };
  const reopened = await db
    .with('back', (qb) =>
      qb
        .updateTable('alarm')
        .set({ cleared_at: null })
        .where('rule_key', '=', values.ruleKey)
        .where('end_at', 'is', null)
        .where('cleared_at', 'is not', null)
        .returning(['id', 'org_id']),
    )
    .insertInto('alarm_journal')
    .columns(['org_id', 'alarm_id', 'event', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('back')
        .select([
          'back.org_id',
          'back.id',
          sql<JournalEvent>`'raised'`.as('event'),
          sql<Date>`${values.at}::timestamptz`.as('at'),
        ]),
    )
    .returning(['alarm_id', heldNow(values.ruleKey).as('held')])
    .executeTakeFirst();
  return reopened ? { id: reopened.alarm_id, held: reopened.held, reopened: true } : undefined;
}

/**
 * The condition of a point's open record cleared at `at`: journalled, and the record ends —
 * unless it latches and is not yet acknowledged, when it stays open until acknowledged.
 * Undefined when the point had no open, uncleared record.
 */
export async function clearRecord(
  db: Db,
  ruleKey: string,
  at: Date,
): Promise<{ id: number; ended: boolean } | undefined> {
  const row = await db
    .with('cleared', (qb) =>
      qb
        .updateTable('alarm')
        .set({
          cleared_at: at,
          end_at: sql<Date | null>`case when latching and not acknowledged then null else ${at}::timestamptz end`,
        })
        .where('rule_key', '=', ruleKey)
        .where('end_at', 'is', null)
        .where('cleared_at', 'is', null)
        .returning(['id', 'org_id', 'end_at']),
    )
    .insertInto('alarm_journal')
    .columns(['org_id', 'alarm_id', 'event', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('cleared')
        .select([
          'cleared.org_id',
          'cleared.id',
          sql<JournalEvent>`'cleared'`.as('event'),
          sql<Date>`${at}::timestamptz`.as('at'),
        ]),
    )
    .returning([
      'alarm_id',
      sql<boolean>`exists (select 1 from cleared where cleared.end_at is not null)`.as('ended'),
    ])
    .executeTakeFirst();
  return row ? { id: row.alarm_id, ended: row.ended } : undefined;
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
