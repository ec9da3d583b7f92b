import { ALARM_SUMMARY_MAX, type AlarmSummaryRow, type IsaState } from '@lf/protocol';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { displayedState, suppressedByDesign } from '../isaStateMachine';
import { storedLocal } from '../ruleText';
import type { Scope } from '../../access/scope';

const HIDDEN: ReadonlySet<IsaState> = new Set(['shelved', 'suppressed', 'out_of_service']);

/**
 * The alarm summary of a scope (the user's organisation within their data range, and equipment
 * shared with them with its alarms): every record still active or not yet acknowledged,
 * newest first, each in its ISA-18.2 state. Shelved, suppressed and out-of-service alarms are
 * left out unless `includeHidden`.
 */
export async function alarmSummary(
  db: Db,
  scope: Scope,
  options: {
    includeHidden: boolean;
    now: number;
    ids?: readonly number[];
    equipmentIds?: readonly string[];
  },
): Promise<AlarmSummaryRow[]> {
  let query = db
    .selectFrom('alarm')
    .leftJoin('equipment', 'equipment.id', 'alarm.equipment_id')
    .leftJoin('signal', 'signal.id', 'alarm.signal_id')
    .leftJoin('gateway', 'gateway.id', 'equipment.gateway_id')
    .leftJoin('app_user', 'app_user.id', 'alarm.ack_by')
    .leftJoin('alarm_hold as shelf', (join) =>
      join
        .onRef('shelf.rule_key', '=', 'alarm.rule_key')
        .on('shelf.mode', '=', 'shelved')
        .on('shelf.until', '>', sql<Date>`now()`),
    )
    .leftJoin('alarm_hold as oos', (join) =>
      join.onRef('oos.rule_key', '=', 'alarm.rule_key').on('oos.mode', '=', 'out_of_service'),
    )
    .select([
      'alarm.id',
      'alarm.kind',
      'alarm.equipment_id',
      'alarm.signal_id',
      'equipment.name as equipment_name',
      'signal.name as signal_name',
      'alarm.priority',
      'alarm.text',
      'alarm.local',
      'alarm.value',
      'alarm.start_at',
      'alarm.cleared_at',
      'alarm.end_at',
      'alarm.acknowledged',
      'alarm.latching',
      'alarm.ack_at',
      'app_user.username as ack_by_name',
      'alarm.ack_comment',
      'gateway.online as gateway_online',
      'equipment.maintenance_since',
      'equipment.maintenance_reason',
      'shelf.until as shelved_until',
      'shelf.reason as shelve_reason',
      'oos.reason as out_of_service_reason',
    ])
    .where(scope.alarm())
    .where((w) => w.or([w('alarm.end_at', 'is', null), w('alarm.acknowledged', '=', false)]));
  if (options.ids) query = query.where('alarm.id', 'in', options.ids);
  if (options.equipmentIds) {
    if (options.equipmentIds.length === 0) return [];
    query = query.where('alarm.equipment_id', 'in', options.equipmentIds);
  }
  const rows = await query
    .orderBy('alarm.start_at', 'desc')
    .orderBy('alarm.id', 'desc')
    .limit(ALARM_SUMMARY_MAX)
    .execute();
  const summary: AlarmSummaryRow[] = [];
  for (const row of rows) {
    const shelvedUntil = row.shelved_until ? new Date(row.shelved_until).getTime() : null;
    const state = displayedState(
      {
        conditionActive: row.cleared_at === null && row.end_at === null,
        acknowledged: row.acknowledged,
        latching: row.latching,
      },
      {
        outOfService: row.out_of_service_reason !== null,
        shelvedUntil,
        suppressed: suppressedByDesign({
          kind: row.kind,
          gatewayOnline: row.gateway_online,
          inMaintenance: row.maintenance_since !== null,
        }),
      },
      options.now,
    );
    if (!options.includeHidden && HIDDEN.has(state)) continue;
    summary.push({
      id: String(row.id),
      equipmentId: row.equipment_id ?? '',
      equipmentName: row.equipment_name ?? '',
      signalId: row.signal_id === null ? null : String(row.signal_id),
      signalName: row.signal_name ?? '',
      priority: row.priority,
      state,
      text: row.text,
      ...storedLocal(row.local),
      value: row.value,
      raisedAt: new Date(row.start_at).getTime(),
      clearedAt: row.cleared_at ? new Date(row.cleared_at).getTime() : null,
      ackBy: row.ack_by_name ?? '',
      ackAt: row.ack_at ? new Date(row.ack_at).getTime() : null,
      ackComment: row.ack_comment,
      shelvedUntil,
      shelveReason: row.shelve_reason ?? row.out_of_service_reason ?? row.maintenance_reason ?? '',
      equipmentInMaintenance: row.maintenance_since !== null,
    });
  }
  return summary;
}

const ACTIVE: ReadonlySet<IsaState> = new Set(['unack_active', 'ack_active']);
const UNACKNOWLEDGED: ReadonlySet<IsaState> = new Set(['unack_active', 'rtn_unack']);

/**
 * The alarms of some equipment as the summary shows them, counted by ISA-18.2 state: active
 * (unacknowledged or acknowledged) and unacknowledged (active or returned to normal). A project
 * header shows these, so it agrees with the summary and the banner.
 */
export async function alarmStateCounts(
  db: Db,
  scope: Scope,
  equipmentIds: readonly string[],
  now: number,
): Promise<{ active: number; unacknowledged: number }> {
  const rows = await alarmSummary(db, scope, { includeHidden: false, now, equipmentIds });
  return {
    active: rows.filter((row) => ACTIVE.has(row.state)).length,
    unacknowledged: rows.filter((row) => UNACKNOWLEDGED.has(row.state)).length,
  };
}
