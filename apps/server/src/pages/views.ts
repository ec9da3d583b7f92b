import type { ProjectPageInfo, ProjectPageSummary, ProjectSummary } from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import { projectOfOrg } from '../access/pages';
import type { AppContext } from '../context';
import { settingsOf, type PageRow, type ProjectRow } from './pageSettings';

const iso = (value: Date | string) => new Date(value).toISOString();

/** List rows of some projects, with their equipment and page counts. */
export async function projectSummaries(
  ctx: AppContext,
  projects: readonly ProjectRow[],
): Promise<ProjectSummary[]> {
  if (projects.length === 0) return [];
  const ids = projects.map((p) => p.id);
  const [equipment, pages] = await Promise.all([
    ctx.db
      .selectFrom('project_equipment')
      .select(['project_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('project_id', 'in', ids)
      .groupBy('project_id')
      .execute(),
    ctx.db
      .selectFrom('project_page')
      .select(['project_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('project_id', 'in', ids)
      .groupBy('project_id')
      .execute(),
  ]);
  const equipmentOf = new Map(equipment.map((row) => [row.project_id, Number(row.n)]));
  const pagesOf = new Map(pages.map((row) => [row.project_id, Number(row.n)]));
  return projects.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    thumbnail: p.thumbnail,
    homePageId: p.home_page_id,
    equipmentCount: equipmentOf.get(p.id) ?? 0,
    pageCount: pagesOf.get(p.id) ?? 0,
    gmtCreate: iso(p.created_at),
    gmtModified: iso(p.updated_at),
  }));
}

export async function projectSummary(
  ctx: AppContext,
  project: ProjectRow,
): Promise<ProjectSummary> {
  const [summary] = await projectSummaries(ctx, [project]);
  if (!summary) throw new Error('a summary of one project');
  return summary;
}

/** The page as the designer reads it; the password hash becomes `checkpwd` only. */
export function pageInfo(page: PageRow, homePageId: string | null): ProjectPageInfo {
  return {
    id: page.id,
    projectId: page.project_id,
    equipmentId: '',
    ...settingsOf(page),
    checkpwd: page.password_hash !== null,
    home: page.id === homePageId,
    jsonUrl: page.json_url,
    version: page.version,
    widgetCount: page.widget_count,
    gmtCreate: iso(page.created_at),
    gmtModified: iso(page.updated_at),
  };
}

export function pageSummary(page: PageRow, homePageId: string | null): ProjectPageSummary {
  const info = pageInfo(page, homePageId);
  return {
    id: info.id,
    projectId: info.projectId,
    title: info.title,
    home: info.home,
    checkpwd: info.checkpwd,
    version: info.version,
    widgetCount: info.widgetCount,
    gmtModified: info.gmtModified,
  };
}

/** A project's pages in their order (creation order, copies after their source). */
export async function pagesOfProject(ctx: AppContext, projectId: string): Promise<PageRow[]> {
  return ctx.db
    .selectFrom('project_page')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('seq')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The page list of a project of the user's organisation, home page marked: the designer's and the
 * viewer's list are the same, only the action that admits the call differs.
 */
export async function projectPageList(
  ctx: AppContext,
  user: SessionUser,
  projectId: string,
): Promise<ProjectPageSummary[]> {
  const project = await projectOfOrg(ctx, user, projectId);
  const pages = await pagesOfProject(ctx, project.id);
  return pages.map((page) => pageSummary(page, project.home_page_id));
}
