import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { ProjectPageTable, ProjectTable } from '../db/schema';
import { notFound } from '../http/apiError';
import { assertProjectInRange } from '../access/range';

export type ProjectRow = Selectable<ProjectTable>;
export type PageRow = Selectable<ProjectPageTable>;

/**
 * Authorisation of projects and their pages: a user reaches only the projects of their own
 * organisation and data range; anything else answers NOT_FOUND, so other ids reveal nothing.
 */
export async function projectOfOrg(
  ctx: AppContext,
  user: SessionUser,
  projectId: string,
): Promise<ProjectRow> {
  const row = await ctx.db
    .selectFrom('project')
    .selectAll()
    .where('id', '=', projectId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw notFound();
  assertProjectInRange(user, row.id);
  return row;
}

/** A page with its project, both of the user's organisation. */
export async function pageOfOrg(
  ctx: AppContext,
  user: SessionUser,
  pageId: string,
): Promise<{ page: PageRow; project: ProjectRow }> {
  const page = await ctx.db
    .selectFrom('project_page')
    .selectAll()
    .where('id', '=', pageId)
    .executeTakeFirst();
  if (!page) throw notFound();
  const project = await projectOfOrg(ctx, user, page.project_id);
  return { page, project };
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
