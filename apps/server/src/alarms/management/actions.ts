import type { JournalEvent, SignalAlarmPush } from '@lf/protocol';
import { sql } from 'kysely';
import { logOperation, type Actor } from '../../access/operationLog';
import type { Db } from '../../db/database';
import { storedLocal } from '../ruleText';
import type { RealtimeHub } from '../../realtime/hub';

/**
 * What operators do to alarms: acknowledge (with a comment), shelve for a time with a reason,
 * unshelve, and take out of service or back. Each is one transaction that changes the records
 * or holds, journals every transition and writes the operation log; the organisation's screens
 * are told after the commit. Only alarms of the actor's organisation are touched; ids of other
 * organisations, or of alarms already done, change nothing.
 */

/** The alarms the summary lists (open or unacknowledged) among `ids`, of the organisation. */
function listed(db: Db, orgId: string, ids: readonly number[]) {
  return db
    .selectFrom('alarm')
    .where('alarm.org_id', '=', orgId)
    .where('alarm.id', 'in', ids)
    .where((w) => w.or([w('alarm.end_at', 'is', null), w('alarm.acknowledged', '=', false)]));
}

/** Journals one event for each of `rows` (alarm ids), by the actor, with a comment. */
export async function journal(
  trx: Db,
  rows: readonly { id: number }[],
  event: JournalEvent,
  actor: Actor,
  at: Date,
  comment: string,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('alarm_journal')
    .values(
      rows.map((row) => ({
        org_id: actor.orgId,
        alarm_id: row.id,
        event,
        at,
        user_id: actor.userId,
        comment,
      })),
    )
    .execute();
}

/**
 * Acknowledges the listed, unacknowledged alarms among `ids`. A latched alarm whose condition
 * already cleared ends with its acknowledgement. The viewers stop blinking (a signal-alarm push
 * with `acknowledged`).
 */
export async function acknowledgeAlarms(
  db: Db,
  hub: RealtimeHub,
  actor: Actor,
  ids: readonly number[],
  comment: string,
  at: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const acked = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('alarm')
      .set({
        acknowledged: true,
        ack_at: at,
        ack_by: actor.userId,
        ack_comment: comment,
        end_at: sql<Date | null>`case when end_at is null and cleared_at is not null then ${at}::timestamptz else end_at end`,
      })
      .where('org_id', '=', actor.orgId)
      .where('id', 'in', ids)
      .where('acknowledged', '=', false)
      .returning([
        'id',
        'signal_id',
        'equipment_id',
        'level',
        'priority',
        'text',
        'local',
        'value',
        'end_at',
      ])
      .execute();
    await journal(trx, rows, 'acknowledged', actor, at, comment);
    if (rows.length > 0) {
      await logOperation(trx, actor, 'alarm.acknowledge', {
        count: rows.length,
        id: rows[0]?.id,
        comment,
      });
    }
    return rows;
  });
  for (const row of acked) {
    if (row.signal_id === null || row.equipment_id === null) continue;
    const push: SignalAlarmPush = {
      alarmId: String(row.id),
      signalId: String(row.signal_id),
      equipId: row.equipment_id,
      level: row.level,
      priority: row.priority,
      acknowledged: true,
      active: row.end_at === null,
      value: row.value,
      text: row.text,
      ...storedLocal(row.local),
      ts: at.getTime(),
    };
    hub.publishSignalAlarm(push);
  }
  if (acked.length > 0) hub.publishAlarmChange(actor.orgId);
  return acked.length;
}

/**
 * Runs a hold change on the listed alarms among `ids` (none listed: nothing runs) in one
 * transaction, and tells the organisation's screens when it changed any; answers how many.
 */
async function onListedAlarms(
  db: Db,
  hub: RealtimeHub,
  actor: Actor,
  ids: readonly number[],
  change: (trx: Db, rows: { id: number; rule_key: string }[]) => Promise<number>,
): Promise<number> {
  if (ids.length === 0) return 0;
  const count = await db.transaction().execute(async (trx) => {
    const rows = await listed(trx, actor.orgId, ids)
      .select(['alarm.id', 'alarm.rule_key'])
      .execute();
    return rows.length === 0 ? 0 : change(trx, rows);
  });
  if (count > 0) hub.publishAlarmChange(actor.orgId);
  return count;
}

type HoldMode = 'shelved' | 'out_of_service';

/**
 * Puts the points (rule keys) of the listed alarms among `ids` on hold: shelved until `until`,
 * or out of service (until null) until put back. A point already held has its hold renewed.
 */
export async function holdAlarms(
  db: Db,
  hub: RealtimeHub,
  actor: Actor,
  ids: readonly number[],
  hold: { mode: HoldMode; until: Date | null; reason: string },
  at: Date,
): Promise<number> {
  return onListedAlarms(db, hub, actor, ids, async (trx, rows) => {
    const keys = [...new Set(rows.map((row) => row.rule_key))];
    await trx
      .insertInto('alarm_hold')
      .values(
        keys.map((key) => ({
          rule_key: key,
          mode: hold.mode,
          org_id: actor.orgId,
          until: hold.until,
          reason: hold.reason,
          user_id: actor.userId,
          created_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['rule_key', 'mode']).doUpdateSet({
          until: hold.until,
          reason: hold.reason,
          user_id: actor.userId,
          created_at: at,
        }),
      )
      .execute();
    const event = hold.mode === 'shelved' ? 'shelved' : 'outOfService';
    await journal(trx, rows, event, actor, at, hold.reason);
    await logOperation(
      trx,
      actor,
      hold.mode === 'shelved' ? 'alarm.shelve' : 'alarm.outOfService',
      {
        count: rows.length,
        id: rows[0]?.id,
        reason: hold.reason,
        ...(hold.until ? { until: hold.until.toISOString() } : {}),
      },
    );
    return rows.length;
  });
}

/** Lifts the hold (`mode`) of the points of the listed alarms among `ids`: unshelve, or back in service. */
export async function releaseAlarms(
  db: Db,
  hub: RealtimeHub,
  actor: Actor,
  ids: readonly number[],
  mode: HoldMode,
  reason: string,
  at: Date,
): Promise<number> {
  return onListedAlarms(db, hub, actor, ids, async (trx, rows) => {
    const released = await trx
      .deleteFrom('alarm_hold')
      .where('org_id', '=', actor.orgId)
      .where('mode', '=', mode)
      .where('rule_key', 'in', [...new Set(rows.map((row) => row.rule_key))])
      .returning('rule_key')
      .execute();
    const keys = new Set(released.map((row) => row.rule_key));
    const changed = rows.filter((row) => keys.has(row.rule_key));
    if (changed.length === 0) return 0;
    await journal(trx, changed, mode === 'shelved' ? 'unshelved' : 'inService', actor, at, reason);
    await logOperation(trx, actor, mode === 'shelved' ? 'alarm.unshelve' : 'alarm.inService', {
      count: changed.length,
      id: changed[0]?.id,
      ...(reason ? { reason } : {}),
    });
    return changed.length;
  });
}

/**
 * Ends the shelves that ran out by now: each open alarm of the point is journalled as
 * unshelved (by nobody) and the organisations' screens are told. Deleting the shelf and
 * journalling commit together, and of several server instances only the one that deleted a
 * shelf journals it.
 */
export async function endExpiredShelves(db: Db, hub: RealtimeHub, at: Date): Promise<number> {
  const ended = await db.transaction().execute(async (trx) => {
    const shelves = await trx
      .deleteFrom('alarm_hold')
      .where('mode', '=', 'shelved')
      .where('until', '<=', at)
      .returning(['rule_key', 'org_id'])
      .execute();
    if (shelves.length === 0) return [];
    await trx
      .insertInto('alarm_journal')
      .columns(['org_id', 'alarm_id', 'event', 'at'])
      .expression((eb) =>
        eb
          .selectFrom('alarm')
          .select([
            'alarm.org_id',
            'alarm.id',
            sql<JournalEvent>`'unshelved'`.as('event'),
            sql<Date>`${at}::timestamptz`.as('at'),
          ])
          .where(
            'alarm.rule_key',
            'in',
            shelves.map((shelf) => shelf.rule_key),
          )
          .where((w) => w.or([w('alarm.end_at', 'is', null), w('alarm.acknowledged', '=', false)])),
      )
      .execute();
    return shelves;
  });
  for (const orgId of new Set(ended.map((shelf) => shelf.org_id))) hub.publishAlarmChange(orgId);
  return ended.length;
}
