import {
  Code,
  monitorPageInfoRequest,
  monitorPagePasswordRequest,
  monitorPageQueryAllRequest,
  PROJECT_LIMITS,
  type MonitorPageInfo,
  type ProjectPageSummary,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../account/passwords';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { defineCall } from '../http/route';
import { pageOfOrg, projectOfOrg } from '../access/pages';
import type { PageRow } from '../pages/pageSettings';
import { grant, hasGrant, recentFailures, recordFailure } from '../pages/pagePassword';
import { refuse } from '../http/refusal';
import { pageInfo, pageSummary, pagesOfProject } from '../pages/views';

/** The page for the viewer: without a grant a protected page shows no layout URL. */
function monitorInfo(page: PageRow, homePageId: string | null, unlocked: boolean): MonitorPageInfo {
  const info = pageInfo(page, homePageId);
  return unlocked ? { ...info, locked: false } : { ...info, jsonUrl: '', locked: true };
}

/** The viewer's page calls (`monitor/project/page/…`, any user of the organisation). */
export function registerViewerRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/project/page/queryAll',
      input: monitorPageQueryAllRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ProjectPageSummary[]> => {
      const project = await projectOfOrg(ctx, user, input.projectId);
      const pages = await pagesOfProject(ctx, project.id);
      return pages.map((page) => pageSummary(page, project.home_page_id));
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/project/page/info',
      input: monitorPageInfoRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<MonitorPageInfo> => {
      const { page, owner: project } = await pageOfOrg(ctx, user, 'project', input.id);
      return monitorInfo(page, project.home_page_id, await hasGrant(ctx, user, page));
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/project/page/validPassword',
      input: monitorPagePasswordRequest,
      action: 'project.view',
    },
    async ({ input, user, request }): Promise<MonitorPageInfo> => {
      const { page, owner: project } = await pageOfOrg(ctx, user, 'project', input.id);
      if (page.password_hash === null) return monitorInfo(page, project.home_page_id, true);
      if ((await recentFailures(ctx, user, page.id)) >= PROJECT_LIMITS.pagePasswordAttempts) {
        throw new ApiError(Code.TOO_MANY_REQUESTS, 'tooManyRequests');
      }
      if (!(await verifyPassword(page.password_hash, input.password))) {
        await recordFailure(ctx, user, page.id);
        throw refuse(request, 'pagePasswordWrong');
      }
      await grant(ctx, user, page);
      return monitorInfo(page, project.home_page_id, true);
    },
  );
}
