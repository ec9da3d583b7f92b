import type { ShareNeed } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { EquipmentTable, SignalTable } from '../db/schema';
import { notFound } from '../http/apiError';
import { assertProjectInRange, equipmentInRange } from './range';
import { grantCovers } from './grants';

/**
 * Authorisation of the live data plane: a user reaches the equipment of their own organisation
 * within their data range, and, where the call says what it needs (`shared`), equipment shared
 * with them whose grant covers that need. Anything else answers NOT_FOUND, so other ids reveal
 * nothing. Calls that change equipment never pass `shared`: a grant never reaches them.
 */
export async function loadEquipment(
  ctx: AppContext,
  user: SessionUser,
  equipmentId: string,
  shared?: ShareNeed,
): Promise<Selectable<EquipmentTable>> {
  const row = await ctx.db
    .selectFrom('equipment')
    .selectAll()
    .where('id', '=', equipmentId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.org_id === user.orgId && equipmentInRange(user, row.id)) return row;
  if (shared && (await grantCovers(ctx, user, row.id, shared))) return row;
  throw notFound();
}

/**
 * The listed equipment the user may watch, by `loadEquipment`'s rule with a view grant; the
 * others are left out rather than refused: a list watches what it may show.
 */
export async function watchableEquipmentIds(
  ctx: AppContext,
  user: SessionUser,
  equipmentIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(equipmentIds)];
  if (unique.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('equipment')
    .select(['id', 'org_id'])
    .where('id', 'in', unique)
    .execute();
  const kept: string[] = [];
  for (const row of rows) {
    const own = row.org_id === user.orgId && equipmentInRange(user, row.id);
    if (own || (await grantCovers(ctx, user, row.id, 'view'))) kept.push(row.id);
  }
  return kept;
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
  if (!rows.every((row) => equipmentInRange(user, row.id))) throw notFound();
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
  shared?: ShareNeed,
): Promise<SignalWithEquipment> {
  const signal = await ctx.db
    .selectFrom('signal')
    .selectAll()
    .where('id', '=', Number(signalId))
    .executeTakeFirst();
  if (!signal) throw notFound();
  const equipment = await loadEquipment(ctx, user, signal.equipment_id, shared);
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
  assertProjectInRange(user, project.id);
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
