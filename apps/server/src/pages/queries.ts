import type { projectQueryRequest } from '@lf/protocol';
import { type ProjectEquipment, type ProjectQueryResponse } from '@lf/protocol';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { projectOfOrg } from '../access/pages';
import { projectRangeFilter } from '../access/range';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import { projectSummaries } from './views';

/** The organisation's projects, newest first, optionally filtered by a name or description. */
export async function queryProjects(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof projectQueryRequest>,
): Promise<ProjectQueryResponse> {
  let query = ctx.db
    .selectFrom('project')
    .where('org_id', '=', user.orgId)
    .where(projectRangeFilter(user, 'project.id'));
  if (input.keyword) {
    const pattern = containsPattern(input.keyword);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const found = await paged(query, input, (rows) =>
    rows.selectAll().orderBy('created_at', 'desc').orderBy('id'),
  );
  return { ...found, list: await projectSummaries(ctx, found.list) };
}

/** The project's equipment with the gateway state the viewer needs to open monitoring. */
export async function projectEquipment(
  ctx: AppContext,
  projectId: string,
): Promise<ProjectEquipment[]> {
  const rows = await ctx.db
    .selectFrom('project_equipment')
    .innerJoin('equipment', 'equipment.id', 'project_equipment.equipment_id')
    .leftJoin('gateway', 'gateway.id', 'equipment.gateway_id')
    .select([
      'equipment.id',
      'equipment.name',
      'equipment.type',
      'equipment.gateway_id',
      'gateway.online',
      'gateway.vpn',
      'gateway.economize_open',
      'gateway.economize_mode',
      'gateway.interval_s',
    ])
    .where('project_equipment.project_id', '=', projectId)
    .orderBy('equipment.name')
    .orderBy('equipment.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    gatewayId: row.gateway_id,
    online: row.online ?? false,
    vpn: row.vpn ?? false,
    economizeOpen: row.economize_open ?? false,
    economizeMode: row.economize_mode ?? 'time',
    interval: row.interval_s ?? 0,
  }));
}

/**
 * The equipment of a project of the user's organisation: the designer's binding list and the
 * viewer's equipment list are the same, only the action that admits the call differs.
 */
export async function projectEquipmentOfOrg(
  ctx: AppContext,
  user: SessionUser,
  projectId: string,
): Promise<ProjectEquipment[]> {
  const project = await projectOfOrg(ctx, user, projectId);
  return projectEquipment(ctx, project.id);
}

/** The ids of the equipment bound to a project. */
export async function boundEquipmentIds(ctx: AppContext, projectId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('project_equipment')
    .select('equipment_id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.equipment_id);
}
