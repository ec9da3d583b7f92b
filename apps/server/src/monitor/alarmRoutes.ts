import {
  ALARM_VIEW_AUTH,
  ALARM_VIEW_TYPE,
  alarmAcknowledgeRequest,
  alarmQueryRequest,
  Code,
  type AlarmQueryResponse,
  type AlarmRecord,
  type AlarmView,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../account/sessions';
import { acknowledgeAlarms } from '../alarms/management/actions';
import { storedLocal } from '../alarms/ruleText';
import { assertAlarmAction } from '../alarms/management/alarmPolicy';
import { actorOf } from '../access/operationLog';
import type { AppContext } from '../context';
import { paged } from '../db/paged';
import { loadEquipment } from '../access/equipment';
import { ApiError, notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { can } from '../access/can';

/**
 * Alarm records of one equipment. Each view they are opened from needs its permission
 * (SPEC §6); without it the call answers 暂无权限查看该设备报警记录. Acknowledging here is the
 * alarm summary's acknowledge command (`acknowledgeAlarms`): journalled, logged and pushed.
 */
export function registerAlarmRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/multi/alarm/query',
      input: alarmQueryRequest,
      action: 'equipment.alarms',
    },
    async ({ input, user }): Promise<AlarmQueryResponse> => {
      assertAlarmAuth(user, input.view);
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'alarms');
      assertViewFits(input.view, equipment.type);
      let query = ctx.db.selectFrom('alarm').where('alarm.equipment_id', '=', equipment.id);
      if (input.state === 'active') query = query.where('alarm.end_at', 'is', null);
      if (input.state === 'ended') query = query.where('alarm.end_at', 'is not', null);
      const found = await paged(query, input, (rows) =>
        rows
          .leftJoin('signal', 'signal.id', 'alarm.signal_id')
          .selectAll('alarm')
          .select('signal.name as signal_name')
          .orderBy('alarm.start_at', 'desc')
          .orderBy('alarm.id', 'desc'),
      );
      return { ...found, list: found.list.map(toRecord) };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/multi/alarm/acknowledge',
      input: alarmAcknowledgeRequest,
      action: 'alarm.acknowledge',
    },
    async ({ input, user, request }): Promise<AlarmRecord> => {
      assertAlarmAuth(user, input.view);
      const alarm = await ctx.db
        .selectFrom('alarm')
        .leftJoin('equipment', 'equipment.id', 'alarm.equipment_id')
        .select(['alarm.id', 'alarm.org_id', 'alarm.equipment_id', 'equipment.type'])
        .where('alarm.id', '=', Number(input.id))
        .executeTakeFirst();
      const subject = alarm && {
        kind: 'alarm' as const,
        orgId: alarm.org_id,
        equipmentId: alarm.equipment_id,
      };
      if (!alarm || !(await can(ctx, user, 'alarm.acknowledge', subject))) throw notFound();
      if (alarm.type) assertViewFits(input.view, alarm.type);
      // The same command as the alarm summary's: permission, journal, operation log and push.
      assertAlarmAction(user, 'acknowledge');
      await acknowledgeAlarms(
        ctx.db,
        app.live.hub,
        actorOf(user, request),
        [alarm.id],
        '',
        ctx.now(),
      );
      const updated = await ctx.db
        .selectFrom('alarm')
        .selectAll()
        .where('id', '=', alarm.id)
        .executeTakeFirstOrThrow();
      const signal =
        updated.signal_id === null
          ? undefined
          : await ctx.db
              .selectFrom('signal')
              .select('name')
              .where('id', '=', updated.signal_id)
              .executeTakeFirst();
      return toRecord({ ...updated, signal_name: signal?.name ?? null });
    },
  );
}

function assertAlarmAuth(user: SessionUser, view: AlarmView) {
  if (!user.auths.includes(ALARM_VIEW_AUTH[view])) {
    throw new ApiError(Code.FORBIDDEN, 'alarmNoPermission');
  }
}

/** A view opens only its own equipment type, so one view's permission cannot stand in for another's. */
function assertViewFits(view: AlarmView, type: 'eg' | 'gm') {
  if (ALARM_VIEW_TYPE[view] !== type) throw new ApiError(Code.FORBIDDEN, 'alarmNoPermission');
}

interface AlarmRow {
  id: number;
  kind: 'signal' | 'gateway';
  equipment_id: string | null;
  signal_id: number | null;
  signal_name: string | null;
  level: number;
  text: string;
  local: unknown;
  value: number | null;
  start_at: Date;
  end_at: Date | null;
  acknowledged: boolean;
}

function toRecord(row: AlarmRow): AlarmRecord {
  return {
    id: String(row.id),
    kind: row.kind,
    equipmentId: row.equipment_id ?? '',
    signalId: row.signal_id === null ? null : String(row.signal_id),
    signalName: row.signal_name ?? '',
    level: row.level,
    text: row.text,
    ...storedLocal(row.local),
    value: row.value,
    startTime: new Date(row.start_at).toISOString(),
    endTime: row.end_at ? new Date(row.end_at).toISOString() : null,
    acknowledged: row.acknowledged,
  };
}
