import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { EquipmentTable, SignalTable } from '../db/schema';
import { notFound } from '../http/apiError';

/**
 * Authorisation of the live data plane: a user reaches only the equipment of their own
 * organisation. Anything else answers NOT_FOUND, so ids of other organisations reveal nothing.
 */
export async function loadEquipment(
  ctx: AppContext,
  user: SessionUser,
  equipmentId: string,
): Promise<Selectable<EquipmentTable>> {
  const row = await ctx.db
    .selectFrom('equipment')
    .selectAll()
    .where('id', '=', equipmentId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Every listed equipment, each checked; one foreign or unknown id refuses the whole call. */
export async function loadEquipmentList(
  ctx: AppContext,
  user: SessionUser,
  equipmentIds: readonly string[],
): Promise<Selectable<EquipmentTable>[]> {
  const unique = [...new Set(equipmentIds)];
  if (unique.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('equipment')
    .selectAll()
    .where('id', 'in', unique)
    .where('org_id', '=', user.orgId)
    .execute();
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

export interface SignalWithEquipment {
  signal: Selectable<SignalTable>;
  equipment: Selectable<EquipmentTable>;
}

export async function loadSignal(
  ctx: AppContext,
  user: SessionUser,
  signalId: string,
): Promise<SignalWithEquipment> {
  const signal = await ctx.db
    .selectFrom('signal')
    .selectAll()
    .where('id', '=', Number(signalId))
    .executeTakeFirst();
  if (!signal) throw notFound();
  const equipment = await loadEquipment(ctx, user, signal.equipment_id);
  return { signal, equipment };
}

/** A project of the user's organisation, with the ids of the equipment bound to it. */
export async function loadProject(
  ctx: AppContext,
  user: SessionUser,
  projectId: string,
): Promise<{ id: string; equipmentIds: Set<string> }> {
  const project = await ctx.db
    .selectFrom('project')
    .select('id')
    .where('id', '=', projectId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!project) throw notFound();
  const bound = await ctx.db
    .selectFrom('project_equipment')
    .select('equipment_id')
    .where('project_id', '=', projectId)
    .execute();
  return { id: project.id, equipmentIds: new Set(bound.map((row) => row.equipment_id)) };
}

/** The equipment must be bound to the project (and so belong to its organisation). */
export function assertBound(project: { equipmentIds: Set<string> }, equipmentId: string): void {
  if (!project.equipmentIds.has(equipmentId)) throw notFound();
}
