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
import type { z } from 'zod';
import { actorOf, type Actor } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { scope } from '../../access/scope';
import { ApiError } from '../../http/apiError';
import { declareCalls } from '../../http/route';
import { requestLocale } from '../../http/locale';
import type { LivePlane } from '../../ingest/livePlane';
import { shelveEnd } from '../isaStateMachine';
import { acknowledgeAlarms, holdAlarms, releaseAlarms } from './actions';
import { assertAlarmAction, type AlarmAction } from './alarmPolicy';
import { exportJournal, queryJournal } from './journal';
import { kpiReport } from './kpiQuery';
import { setEquipmentMaintenance } from './maintenance';
import { alarmsToActOn, equipmentToMaintain } from './queries';
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
  const call = declareCalls(app, ctx);

  /**
   * An action on the listed alarms the user may act on (others change nothing, like ids already
   * done), once the user's permission code for it is checked.
   */
  const alarmAction = <S extends z.ZodType<{ ids: readonly string[] }>>(
    url: string,
    input: S,
    permission: AlarmAction,
    act: (ids: number[], input: z.infer<S>, actor: Actor, now: Date) => Promise<number>,
  ) =>
    call(
      { url, input, action: 'alarm.respond' },
      async ({ input, user, request }): Promise<AlarmActionResult> => {
        assertAlarmAction(user, permission);
        const ids = await alarmsToActOn(ctx, user, input.ids);
        return { changed: await act(ids, input, actorOf(user, request), ctx.now()) };
      },
    );

  call(
    { url: '/lfscada/alarm/summary/query', input: alarmSummaryQueryRequest, action: 'alarm.view' },
    async ({ input, user }): Promise<AlarmSummaryRow[]> =>
      alarmSummary(ctx.db, await scope(ctx, user, 'alarm.view'), {
        includeHidden: input.includeHidden ?? false,
        now: ctx.now().getTime(),
      }),
  );

  alarmAction(
    '/lfscada/alarm/acknowledge',
    alarmAckRequest,
    'acknowledge',
    (ids, input, actor, now) =>
      acknowledgeAlarms(ctx.db, live.hub, actor, ids, input.comment ?? '', now),
  );

  alarmAction('/lfscada/alarm/shelve', alarmShelveRequest, 'shelve', (ids, input, actor, now) => {
    const until = new Date(shelveEnd(now.getTime(), input.minutes, ctx.config.shelveMinuteMs));
    const hold = { mode: 'shelved', until, reason: input.reason } as const;
    return holdAlarms(ctx.db, live.hub, actor, ids, hold, now);
  });

  alarmAction(
    '/lfscada/alarm/unshelve',
    alarmUnshelveRequest,
    'shelve',
    (ids, _input, actor, now) => releaseAlarms(ctx.db, live.hub, actor, ids, 'shelved', '', now),
  );

  alarmAction('/lfscada/alarm/service', alarmServiceRequest, 'shelve', (ids, input, actor, now) =>
    input.inService
      ? releaseAlarms(ctx.db, live.hub, actor, ids, 'out_of_service', input.reason, now)
      : holdAlarms(
          ctx.db,
          live.hub,
          actor,
          ids,
          { mode: 'out_of_service', until: null, reason: input.reason },
          now,
        ),
  );

  call(
    { url: '/lfscada/alarm/maintenance', input: alarmMaintenanceRequest, action: 'alarm.respond' },
    async ({ input, user, request }): Promise<AlarmActionResult> => {
      assertAlarmAction(user, 'shelve');
      const unknown = new ApiError(Code.NOT_FOUND, 'alarmMaintenanceEquipmentUnknown');
      const reached = await equipmentToMaintain(ctx, user, input.equipmentId);
      if (!reached) throw unknown;
      const changed = await setEquipmentMaintenance(
        ctx.db,
        live.hub,
        actorOf(user, request),
        reached,
        { inMaintenance: input.inMaintenance, reason: input.reason ?? '' },
        ctx.now(),
      );
      if (changed === null) throw unknown;
      return { changed };
    },
  );

  call(
    { url: '/lfscada/alarm/journal/query', input: alarmJournalQueryRequest, action: 'alarm.view' },
    async ({ input, user }): Promise<AlarmJournalPage> =>
      queryJournal(ctx.db, await scope(ctx, user, 'alarm.view'), input),
  );

  call(
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

  call(
    { url: '/lfscada/alarm/kpi', input: alarmKpiRequest, action: 'alarm.view' },
    async ({ input, user }): Promise<AlarmKpiReport> =>
      kpiReport(ctx.db, await scope(ctx, user, 'alarm.view'), input),
  );
}
