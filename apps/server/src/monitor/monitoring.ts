import { Code, type HistoryQueryRequest, type ReportColumn, type ShareNeed } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import { onlineGateway } from './writeSignalValue';
import type { AppContext } from '../context';
import type { EquipmentTable } from '../db/schema';
import { loadEquipment, loadEquipmentList } from '../access/equipment';
import { pageOfOrg } from '../access/pages';
import type { HistorySignal } from '../history/historyQuery';
import { ApiError, notFound } from '../http/apiError';
import type { LivePlane } from '../ingest/livePlane';

/** Sends an `open` (fast reporting for `delay` s) to the equipment's gateway. */
export async function openMonitoring(
  ctx: AppContext,
  live: LivePlane,
  equipment: Selectable<EquipmentTable>,
  delay: number,
  interval: number | undefined,
): Promise<void> {
  const gatewayId = await onlineGateway(ctx, live, equipment.gateway_id);
  await live.publish(gatewayId, { type: 'open', delay, ...(interval ? { interval } : {}) });
}

/**
 * The equipment a viewer's page shows: the page must be a project page of the user's
 * organisation, and each equipment within the user's reach. The page's gateway list and its live
 * socket's token both ask for it.
 */
export async function equipmentOfViewerPage(
  ctx: AppContext,
  user: SessionUser,
  pageId: string,
  equipmentIds: readonly string[],
): Promise<Selectable<EquipmentTable>[]> {
  await pageOfOrg(ctx, user, 'project', pageId);
  return loadEquipmentList(ctx, user, equipmentIds);
}

/** The columns of a report of the user's organisation. */
export async function reportColumns(
  ctx: AppContext,
  user: SessionUser,
  reportId: string,
  allowedEquipment?: ReadonlySet<string>,
  shared?: ShareNeed,
): Promise<ReportColumn[]> {
  const report = await ctx.db
    .selectFrom('report')
    .selectAll()
    .where('id', '=', Number(reportId))
    .executeTakeFirst();
  if (!report) throw notFound();
  if (allowedEquipment && !allowedEquipment.has(report.equipment_id)) throw notFound();
  await loadEquipment(ctx, user, report.equipment_id, shared);
  return signalsInOrder(ctx, report.signal_ids, new Set([report.equipment_id]));
}

async function signalsInOrder(
  ctx: AppContext,
  signalIds: readonly string[],
  allowedEquipment: ReadonlySet<string>,
): Promise<HistorySignal[]> {
  if (signalIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('signal')
    .select(['id', 'name', 'unit', 'equipment_id'])
    .where('id', 'in', signalIds.map(Number))
    .execute();
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return signalIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row || !allowedEquipment.has(row.equipment_id)) return [];
    return [{ signalId: id, name: row.name, unit: row.unit }];
  });
}

/**
 * The signals a history query names (directly or through a report), each of which must belong
 * to the allowed equipment; a foreign signal refuses the query.
 */
export async function resolveHistorySignals(
  ctx: AppContext,
  user: SessionUser,
  query: HistoryQueryRequest,
  allowedEquipment: ReadonlySet<string>,
  shared?: ShareNeed,
): Promise<HistorySignal[]> {
  if (query.reportId !== undefined) {
    return reportColumns(ctx, user, query.reportId, allowedEquipment, shared);
  }
  const ids = [...new Set(query.signalIds ?? [])];
  const signals = await signalsInOrder(ctx, ids, allowedEquipment);
  if (signals.length !== ids.length) {
    throw new ApiError(Code.NOT_FOUND, 'notFound', {}, { field: 'signalIds' });
  }
  return signals;
}
