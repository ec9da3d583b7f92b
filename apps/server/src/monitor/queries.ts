import type {
  alarmQueryRequest,
  AlarmQueryResponse,
  AlarmRecord,
  EquipmentQueryResponse,
  EquipmentSummary,
  followQueryRequest,
  projectEquipCountRequest,
} from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { scope } from '../access/scope';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import type { SignalTable } from '../db/schema';
import { viewableEquipment } from '../equipment/queries';
import { summarize } from '../equipment/views';
import { storedLocal } from '../alarms/ruleText';

/** The equipment a user may follow: what they may view, by name, optionally matching a name. */
export async function queryFollowCandidates(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof followQueryRequest>,
): Promise<EquipmentQueryResponse> {
  let query = await viewableEquipment(ctx, user);
  if (input.keyword) query = query.where('name', 'ilike', containsPattern(input.keyword));
  const found = await paged(query, input, (rows) => rows.selectAll().orderBy('name').orderBy('id'));
  return { ...found, list: await summarize(ctx, user.userId, found.list) };
}

/** The equipment the user follows and may still view, by name. */
export async function followedEquipment(
  ctx: AppContext,
  user: SessionUser,
): Promise<EquipmentSummary[]> {
  const viewable = await viewableEquipment(ctx, user);
  const rows = await viewable
    .innerJoin('equipment_mark as mark', 'mark.equipment_id', 'equipment.id')
    .selectAll('equipment')
    .where('mark.user_id', '=', user.userId)
    .where('mark.followed', '=', true)
    .orderBy('equipment.name')
    .execute();
  return summarize(ctx, user.userId, rows);
}

/** Signals by id that a project viewer may see; fewer rows than ids means one is out of reach. */
export async function projectViewableSignals(
  ctx: AppContext,
  user: SessionUser,
  ids: number[],
): Promise<Selectable<SignalTable>[]> {
  return ctx.db
    .selectFrom('signal')
    .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
    .selectAll('signal')
    .where('signal.id', 'in', ids)
    .where((await scope(ctx, user, 'project.view')).equipment('equipment'))
    .execute();
}

/**
 * How many of these equipment match a project's count filter: online (its gateway is), offline
 * (no gateway, or one that is not), and with an alarm still open.
 */
export async function countEquipmentAmong(
  ctx: AppContext,
  ids: string[],
  filter: Pick<z.infer<typeof projectEquipCountRequest>, 'online' | 'alarm'>,
): Promise<number> {
  let query = ctx.db
    .selectFrom('equipment')
    .leftJoin('gateway', 'gateway.id', 'equipment.gateway_id')
    .where('equipment.id', 'in', ids);
  if (filter.online !== undefined) {
    query = filter.online
      ? query.where('gateway.online', '=', true)
      : query.where((eb) =>
          eb.or([eb('gateway.online', 'is', null), eb('gateway.online', '=', false)]),
        );
  }
  if (filter.alarm) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('alarm')
          .whereRef('alarm.equipment_id', '=', 'equipment.id')
          .where('alarm.end_at', 'is', null),
      ),
    );
  }
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of an equipment's alarm records, newest first, optionally only active or ended ones. */
export async function equipmentAlarmRecords(
  ctx: AppContext,
  equipmentId: string,
  input: z.infer<typeof alarmQueryRequest>,
): Promise<AlarmQueryResponse> {
  let query = ctx.db.selectFrom('alarm').where('alarm.equipment_id', '=', equipmentId);
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
}

/** An alarm with what acknowledging it checks: its organisation, equipment and equipment type. */
export async function alarmToAcknowledge(ctx: AppContext, id: number) {
  return ctx.db
    .selectFrom('alarm')
    .leftJoin('equipment', 'equipment.id', 'alarm.equipment_id')
    .select(['alarm.id', 'alarm.org_id', 'alarm.equipment_id', 'equipment.type'])
    .where('alarm.id', '=', id)
    .executeTakeFirst();
}

/** An alarm as its record (with its signal's name), read after a change. */
export async function alarmRecord(ctx: AppContext, id: number): Promise<AlarmRecord> {
  const row = await ctx.db
    .selectFrom('alarm')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const signal =
    row.signal_id === null
      ? undefined
      : await ctx.db
          .selectFrom('signal')
          .select('name')
          .where('id', '=', row.signal_id)
          .executeTakeFirst();
  return toRecord({ ...row, signal_name: signal?.name ?? null });
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
