import type { AlarmKpiReport } from '@lf/protocol';
import type { Db } from '../../db/database';
import type { Scope } from '../../access/scope';
import { storedLocal } from '../ruleText';
import { alarmKpis } from './kpi';

const labelOf = (row: { equipment_name: string | null; signal_name: string | null }) =>
  [row.equipment_name, row.signal_name].filter(Boolean).join(' · ');

/** The KPI report of a scope (`access/scope.ts`) over a period, read from the records and the journal. */
export async function kpiReport(
  db: Db,
  scope: Scope,
  period: { startTime: number; endTime: number },
): Promise<AlarmKpiReport> {
  const start = new Date(period.startTime);
  const end = new Date(period.endTime);
  const base = db
    .selectFrom('alarm')
    .leftJoin('equipment', 'equipment.id', 'alarm.equipment_id')
    .leftJoin('signal', 'signal.id', 'alarm.signal_id')
    .where(scope.alarm());
  const [raised, operators, standing] = await Promise.all([
    base
      .select([
        'alarm.start_at',
        'alarm.rule_key',
        'alarm.text',
        'alarm.local',
        'alarm.priority',
        'equipment.name as equipment_name',
        'signal.name as signal_name',
      ])
      .where('alarm.start_at', '>=', start)
      .where('alarm.start_at', '<', end)
      .execute(),
    db
      .selectFrom('alarm_journal as j')
      .innerJoin('alarm', 'alarm.id', 'j.alarm_id')
      .select((eb) => eb.fn.count<string>('j.user_id').distinct().as('n'))
      .where(scope.alarm())
      .where('j.event', '=', 'acknowledged')
      .where('j.at', '>=', start)
      .where('j.at', '<', end)
      .executeTakeFirstOrThrow(),
    base
      .select([
        'alarm.start_at',
        'alarm.text',
        'alarm.local',
        'equipment.name as equipment_name',
        'signal.name as signal_name',
      ])
      .where('alarm.start_at', '<', end)
      .where((w) =>
        w.or([
          w.and([w('alarm.end_at', 'is', null), w('alarm.cleared_at', 'is', null)]),
          w('alarm.cleared_at', '>=', end),
          w.and([w('alarm.cleared_at', 'is', null), w('alarm.end_at', '>=', end)]),
        ]),
      )
      .execute(),
  ]);
  return alarmKpis(
    period,
    raised.map((row) => ({
      at: new Date(row.start_at).getTime(),
      source: row.rule_key,
      label: labelOf(row),
      text: row.text,
      ...storedLocal(row.local),
      priority: row.priority,
    })),
    Number(operators.n),
    standing.map((row) => ({
      label: labelOf(row),
      text: row.text,
      ...storedLocal(row.local),
      raisedAt: new Date(row.start_at).getTime(),
    })),
  );
}
