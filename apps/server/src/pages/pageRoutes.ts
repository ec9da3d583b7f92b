import {
  PROJECT_LIMITS,
  projectPageAddRequest,
  projectPageCopyRequest,
  projectPageDeleteRequest,
  projectPageInfoRequest,
  projectPageQueryAllRequest,
  projectPageSetHomeRequest,
  type ProjectPageInfo,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { FileStore } from '../http/files/fileStore';
import { requestLocale } from '../http/locale';
import { declareCalls } from '../http/route';
import { pageOfOrg, projectOfOrg } from '../access/pages';
import { actorOf } from '../access/operationLog';
import { addPage, copyPage, deletePage, setHomePage } from './pageCommands';
import { pageInfo, projectPageList } from './views';

function defaultTitle(request: FastifyRequest): string {
  return requestLocale(request) === 'en' ? 'New page' : '新建页面';
}

function copyTitle(request: FastifyRequest, title: string): string {
  const suffix = requestLocale(request) === 'en' ? ' (copy)' : ' - 副本';
  return title.slice(0, PROJECT_LIMITS.pageTitleMax - suffix.length) + suffix;
}

/** The designer's page calls (`project/page/…`, administrators of the project's organisation). */
export function registerPageRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/project/page/queryAll',
      input: projectPageQueryAllRequest,
      action: 'project.edit',
    },
    ({ input, user }) => projectPageList(ctx, user, input.projectId),
  );

  call(
    { url: '/lfscada/project/page/info', input: projectPageInfoRequest, action: 'project.edit' },
    async ({ input, user }): Promise<ProjectPageInfo> => {
      const { page, owner: project } = await pageOfOrg(ctx, user, 'project', input.id);
      return pageInfo(page, project.home_page_id);
    },
  );

  call(
    { url: '/lfscada/project/page/add', input: projectPageAddRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ProjectPageInfo> => {
      const project = await projectOfOrg(ctx, user, input.projectId);
      const { page, homePageId } = await addPage(ctx, files, actorOf(user, request), project, {
        title: input.title || defaultTitle(request),
        home: input.home ?? false,
      });
      return pageInfo(page, homePageId);
    },
  );

  call(
    {
      url: '/lfscada/project/page/delete',
      input: projectPageDeleteRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }) => {
      const { page, owner: project } = await pageOfOrg(ctx, user, 'project', input.id);
      await deletePage(ctx, files, actorOf(user, request), page, project);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/project/page/setHome',
      input: projectPageSetHomeRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }) => {
      const { page } = await pageOfOrg(ctx, user, 'project', input.id);
      await setHomePage(ctx, actorOf(user, request), page);
      return null;
    },
  );

  call(
    { url: '/lfscada/project/page/copy', input: projectPageCopyRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ProjectPageInfo> => {
      const { page, owner: project } = await pageOfOrg(ctx, user, 'project', input.id);
      const copy = await copyPage(
        ctx,
        files,
        actorOf(user, request),
        page,
        copyTitle(request, page.title),
      );
      return pageInfo(copy, project.home_page_id);
    },
  );
}
