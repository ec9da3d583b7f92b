import {
  Code,
  dataCenterOverviewRequest,
  dataCenterQueryRequest,
  LIMITS,
  type AggregateSeries,
  type DataCenterEquipmentChoice,
  type DataCenterOverviewRequest,
  type DataCenterQueryResponse,
  type Action,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { scope } from '../access/scope';
import { ApiError, notFound } from '../http/apiError';
import { declareCalls } from '../http/route';
import { aggregateSignals, type AggregateWindow } from './aggregates';
import { dataCenterOverview } from './overview';
import { signalsInReach, signalsOfEquipment, visibleEquipment } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The range rules of SPEC §5 (end not before start, at most 30 days), with their texts. */
export function windowOf(input: DataCenterOverviewRequest): AggregateWindow {
  if (input.endTime < input.startTime) {
    throw new ApiError(Code.BAD_REQUEST, 'historyEndBeforeStart', {}, { field: 'endTime' });
  }
  if (input.endTime - input.startTime > LIMITS.historyMaxRangeDays * DAY_MS) {
    throw new ApiError(
      Code.BAD_REQUEST,
      'historyRangeTooLong',
      { days: LIMITS.historyMaxRangeDays },
      { field: 'endTime' },
    );
  }
  return {
    start: new Date(input.startTime),
    end: new Date(input.endTime),
    bucket: input.bucket,
    tzOffset: input.tzOffset,
  };
}

/** The data center: overview, the signals to choose from, and the aggregated query. */
export function registerDataCenterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);
  call(
    {
      url: '/lfscada/datacenter/overview',
      input: dataCenterOverviewRequest,
      action: 'dataCenter.view',
    },
    async ({ input, user }) => {
      const window = windowOf(input);
      const reach = await scope(ctx, user, 'equipment.view');
      const ids = async (action: Action) =>
        (await visibleEquipment(ctx, reach.for(action))).map((e) => e.id);
      const viewed = await visibleEquipment(ctx, reach);
      return dataCenterOverview(
        ctx,
        {
          orgId: user.orgId,
          wholeOrg: user.range.all,
          // Equipment shared from another organisation is not in this one's samples.
          exactlyOrg: user.range.all && viewed.every((e) => e.org_id === user.orgId),
          equipmentIds: viewed.map((e) => e.id),
          alarmEquipmentIds: await ids('equipment.alarms'),
          historyEquipmentIds: await ids('equipment.history'),
        },
        window,
      );
    },
  );

  call(
    { url: '/lfscada/datacenter/signals', input: z.object({}), action: 'dataCenter.view' },
    async ({ user }): Promise<DataCenterEquipmentChoice[]> => {
      const equipment = await visibleEquipment(ctx, await scope(ctx, user, 'equipment.history'));
      if (equipment.length === 0) return [];
      const signals = await signalsOfEquipment(
        ctx,
        equipment.map((e) => e.id),
      );
      return equipment.map((e) => ({
        equipmentId: e.id,
        name: e.name,
        signals: signals
          .filter((s) => s.equipment_id === e.id)
          .map((s) => ({ signalId: String(s.id), name: s.name, unit: s.unit })),
      }));
    },
  );

  call(
    { url: '/lfscada/datacenter/query', input: dataCenterQueryRequest, action: 'dataCenter.view' },
    async ({ input, user }): Promise<DataCenterQueryResponse> => {
      const window = windowOf(input);
      const ids = [...new Set(input.signalIds.map(Number))];
      const reach = await scope(ctx, user, 'equipment.history');
      const signals = await signalsInReach(ctx, reach, ids);
      // One unknown, foreign or out-of-range signal refuses the whole query, revealing nothing about it.
      if (signals.length !== ids.length) throw notFound();
      const rows = await aggregateSignals(ctx.db, ids, window);
      // In the order asked for.
      signals.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      const series = signals.map((signal): AggregateSeries => {
        const id = signal.id;
        return {
          signalId: String(id),
          name: signal.name,
          unit: signal.unit,
          equipmentId: signal.equipment_id,
          equipmentName: signal.equipment_name,
          rows: rows.get(id) ?? [],
        };
      });
      return { bucket: window.bucket, series };
    },
  );
}
