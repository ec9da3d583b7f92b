import {
  alarmAckRequest,
  alarmJournalExportRequest,
  alarmJournalQueryRequest,
  alarmKpiRequest,
  alarmMaintenanceRequest,
  alarmServiceRequest,
  alarmShelveRequest,
  alarmSummaryQueryRequest,
  alarmUnshelveRequest,
  type AlarmActionResult,
  type AlarmJournalPage,
  type AlarmKpiReport,
  type AlarmSummaryRow,
  type FileDownload,
  Code,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../account/sessions';
import { actorOf } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { scope } from '../../access/scope';
import { ApiError } from '../../http/apiError';
import { defineCall } from '../../http/route';
import { requestLocale } from '../../http/locale';
import type { LivePlane } from '../../ingest/livePlane';
import { shelveEnd } from '../isaStateMachine';
import { acknowledgeAlarms, holdAlarms, releaseAlarms } from './actions';
import { assertAlarmAction } from './alarmPolicy';
import { exportJournal, queryJournal } from './journal';
import { kpiReport } from './kpiQuery';
import { setEquipmentMaintenance } from './maintenance';
import { alarmSummary } from './summary';

const MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Alarm management calls: the summary, acknowledge / shelve / unshelve / out of service, the
 * journal with its export, and the KPI report. Every call reaches only the user's organisation;
 * acting on alarms needs the permission codes (`alarmPolicy`).
 */
export function registerAlarmManagementRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
): void {
  /** The listed alarms the user may act on; others change nothing, like ids already done. */
  const toIds = async (user: SessionUser, ids: readonly string[]) => {
    const wanted = [...new Set(ids.map(Number))];
    if (wanted.length === 0) return [];
    const acting = await scope(ctx, user, 'alarm.respond');
    const rows = await ctx.db
      .selectFrom('alarm')
      .select('id')
      .where('id', 'in', wanted)
      .where(acting.alarm())
      .execute();
    return rows.map((row) => row.id);
  };

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/summary/query', input: alarmSummaryQueryRequest, action: 'alarm.view' },
    async ({ input, user }): Promise<AlarmSummaryRow[]> =>
      alarmSummary(ctx.db, await scope(ctx, user, 'alarm.view'), {
        includeHidden: input.includeHidden ?? false,
        now: ctx.now().getTime(),
      }),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/acknowledge', input: alarmAckRequest, action: 'alarm.respond' },
    async ({ input, user, request }): Promise<AlarmActionResult> => {
      assertAlarmAction(user, 'acknowledge');
      const changed = await acknowledgeAlarms(
        ctx.db,
        live.hub,
        actorOf(user, request),
        await toIds(user, input.ids),
        input.comment ?? '',
        ctx.now(),
      );
      return { changed };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/shelve', input: alarmShelveRequest, action: 'alarm.respond' },
    async ({ input, user, request }): Promise<AlarmActionResult> => {
      assertAlarmAction(user, 'shelve');
      const now = ctx.now();
      const until = new Date(shelveEnd(now.getTime(), input.minutes, ctx.config.shelveMinuteMs));
      const changed = await holdAlarms(
        ctx.db,
        live.hub,
        actorOf(user, request),
        await toIds(user, input.ids),
        { mode: 'shelved', until, reason: input.reason },
        now,
      );
      return { changed };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/unshelve', input: alarmUnshelveRequest, action: 'alarm.respond' },
    async ({ input, user, request }): Promise<AlarmActionResult> => {
      assertAlarmAction(user, 'shelve');
      const actor = actorOf(user, request);
      const ids = await toIds(user, input.ids);
      const changed = await releaseAlarms(ctx.db, live.hub, actor, ids, 'shelved', '', ctx.now());
      return { changed };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/service', input: alarmServiceRequest, action: 'alarm.respond' },
    async ({ input, user, request }): Promise<AlarmActionResult> => {
      assertAlarmAction(user, 'shelve');
      const actor = actorOf(user, request);
      const ids = await toIds(user, input.ids);
      const changed = input.inService
        ? await releaseAlarms(
            ctx.db,
            live.hub,
            actor,
            ids,
            'out_of_service',
            input.reason,
            ctx.now(),
          )
        : await holdAlarms(
            ctx.db,
            live.hub,
            actor,
            ids,
            { mode: 'out_of_service', until: null, reason: input.reason },
            ctx.now(),
          );
      return { changed };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/maintenance', input: alarmMaintenanceRequest, action: 'alarm.respond' },
    async ({ input, user, request }): Promise<AlarmActionResult> => {
      assertAlarmAction(user, 'shelve');
      const unknown = new ApiError(Code.NOT_FOUND, 'alarmMaintenanceEquipmentUnknown');
      // Only the user's own organisation within their range: a share grant never reaches it.
      const acting = await scope(ctx, user, 'alarm.respond');
      const reached = await ctx.db
        .selectFrom('equipment')
        .select('id')
        .where('id', '=', input.equipmentId)
        .where(acting.equipment('equipment'))
        .executeTakeFirst();
      if (!reached) throw unknown;
      const changed = await setEquipmentMaintenance(
        ctx.db,
        live.hub,
        actorOf(user, request),
        reached.id,
        { inMaintenance: input.inMaintenance, reason: input.reason ?? '' },
        ctx.now(),
      );
      if (changed === null) throw unknown;
      return { changed };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/journal/query', input: alarmJournalQueryRequest, action: 'alarm.view' },
    async ({ input, user }): Promise<AlarmJournalPage> =>
      queryJournal(ctx.db, await scope(ctx, user, 'alarm.view'), input),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/alarm/journal/export',
      input: alarmJournalExportRequest,
      action: 'alarm.view',
    },
    async ({ input, user, request }): Promise<FileDownload> => {
      const { format, ...filter } = input;
      const data = await exportJournal(
        ctx.db,
        await scope(ctx, user, 'alarm.view'),
        filter,
        format,
        requestLocale(request),
      );
      return {
        filename: `alarm-journal-${ctx.now().toISOString().slice(0, 10)}.${format}`,
        mimeType: MIME[format],
        base64: data.toString('base64'),
      };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/alarm/kpi', input: alarmKpiRequest, action: 'alarm.view' },
    async ({ input, user }): Promise<AlarmKpiReport> =>
      kpiReport(ctx.db, await scope(ctx, user, 'alarm.view'), input),
  );
}
