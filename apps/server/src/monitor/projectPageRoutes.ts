import {
  Code,
  monitorPageInfoRequest,
  monitorPagePasswordRequest,
  monitorPageQueryAllRequest,
  PROJECT_LIMITS,
  type MonitorPageInfo,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../account/passwords';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { declareCalls } from '../http/route';
import { pageOfOrg } from '../access/pages';
import type { PageRow } from '../pages/pageSettings';
import { grant, hasGrant, recentFailures, recordFailure } from '../pages/pagePassword';
import { refuse } from '../http/refusal';
import { pageInfo, projectPageList } from '../pages/views';

/** The page for the viewer: without a grant a protected page shows no layout URL. */
function monitorInfo(page: PageRow, homePageId: string | null, unlocked: boolean): MonitorPageInfo {
  const info = pageInfo(page, homePageId);
  return unlocked ? { ...info, locked: false } : { ...info, jsonUrl: '', locked: true };
}

/** The viewer's page calls (`monitor/project/page/…`, any user of the organisation). */
export function registerViewerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/project/page/queryAll',
      input: monitorPageQueryAllRequest,
      action: 'project.view',
    },
    ({ input, user }) => projectPageList(ctx, user, input.projectId),
  );

  call(
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

  call(
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
