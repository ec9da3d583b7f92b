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
import { assertAlarmAction } from '../alarms/management/alarmPolicy';
import { actorOf } from '../access/operationLog';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { ApiError, notFound } from '../http/apiError';
import { declareCalls } from '../http/route';
import { can } from '../access/can';
import { alarmRecord, alarmToAcknowledge, equipmentAlarmRecords } from './queries';

/**
 * Alarm records of one equipment. Each view they are opened from needs its permission
 * (SPEC §6); without it the call answers 暂无权限查看该设备报警记录. Acknowledging here is the
 * alarm summary's acknowledge command (`acknowledgeAlarms`): journalled, logged and pushed.
 */
export function registerAlarmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/multi/alarm/query',
      input: alarmQueryRequest,
      action: 'equipment.alarms',
    },
    async ({ input, user }): Promise<AlarmQueryResponse> => {
      assertAlarmAuth(user, input.view);
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'alarms');
      assertViewFits(input.view, equipment.type);
      return equipmentAlarmRecords(ctx, equipment.id, input);
    },
  );

  call(
    {
      url: '/lfscada/monitor/multi/alarm/acknowledge',
      input: alarmAcknowledgeRequest,
      action: 'alarm.acknowledge',
    },
    async ({ input, user, request }): Promise<AlarmRecord> => {
      assertAlarmAuth(user, input.view);
      const alarm = await alarmToAcknowledge(ctx, Number(input.id));
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
      return alarmRecord(ctx, alarm.id);
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
