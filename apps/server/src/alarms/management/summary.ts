import { ALARM_SUMMARY_MAX, type AlarmSummaryRow, type IsaState } from '@lf/protocol';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { displayedState } from '../isaStateMachine';
import { inAlarmScope, type AlarmScope } from './alarmScope';

const HIDDEN: ReadonlySet<IsaState> = new Set(['shelved', 'suppressed', 'out_of_service']);

/**
 * The alarm summary of a scope (the user's organisation within their data range, and equipment
 * shared with them with its alarms): every record still active or not yet acknowledged,
 * newest first, each in its ISA-18.2 state. Shelved, suppressed and out-of-service alarms are
 * left out unless `includeHidden`.
 */
export async function alarmSummary(
  db: Db,
  scope: AlarmScope,
  options: { includeHidden: boolean; now: number; ids?: readonly number[] },
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
      'shelf.until as shelved_until',
      'shelf.reason as shelve_reason',
      'oos.reason as out_of_service_reason',
    ])
    .where(inAlarmScope(scope))
    .where((w) => w.or([w('alarm.end_at', 'is', null), w('alarm.acknowledged', '=', false)]));
  if (options.ids) query = query.where('alarm.id', 'in', options.ids);
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
        suppressed: row.kind === 'signal' && row.gateway_online === false,
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
      value: row.value,
      raisedAt: new Date(row.start_at).getTime(),
      clearedAt: row.cleared_at ? new Date(row.cleared_at).getTime() : null,
      ackBy: row.ack_by_name ?? '',
      ackAt: row.ack_at ? new Date(row.ack_at).getTime() : null,
      ackComment: row.ack_comment,
      shelvedUntil,
      shelveReason: row.shelve_reason ?? row.out_of_service_reason ?? '',
    });
  }
  return summary;
}
