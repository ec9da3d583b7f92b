import {
  projectAddRequest,
  projectBindEquipRequest,
  projectDeleteRequest,
  projectEditRequest,
  projectEquipQueryAllRequest,
  projectInfoRequest,
  projectQueryRequest,
  type ProjectEquipment,
  type ProjectSummary,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipmentList } from '../access/equipment';
import type { FileStore } from '../http/files/fileStore';
import { declareCalls } from '../http/route';
import { projectOfOrg } from '../access/pages';
import { addProject, deleteProject, editProject, setProjectEquipment } from './projectCommands';
import { pageFolder } from './pageFiles';
import { projectFolder } from './thumbnail';
import { projectSummary } from './views';
import { projectEquipment, projectEquipmentOfOrg, queryProjects } from './queries';

/**
 * Projects (operation centres): the manage area's list and edits (administrators of the
 * organisation); the monitor area's list is monitor/projectListRoutes.ts.
 */
export function registerProjectCallRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: FileStore,
): void {
  const call = declareCalls(app, ctx);

  call(
    { url: '/lfscada/project/query', input: projectQueryRequest, action: 'project.edit' },
    ({ input, user }) => queryProjects(ctx, user, input),
  );

  call(
    { url: '/lfscada/project/info', input: projectInfoRequest, action: 'project.edit' },
    async ({ input, user }) => projectSummary(ctx, await projectOfOrg(ctx, user, input.id)),
  );

  call(
    { url: '/lfscada/project/add', input: projectAddRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ProjectSummary> => {
      const row = await addProject(ctx, { user, request }, input);
      return projectSummary(ctx, row);
    },
  );

  call(
    { url: '/lfscada/project/edit', input: projectEditRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ProjectSummary> => {
      const before = await projectOfOrg(ctx, user, input.id);
      const row = await editProject(ctx, { user, request }, before, input);
      return projectSummary(ctx, row);
    },
  );

  call(
    { url: '/lfscada/project/delete', input: projectDeleteRequest, action: 'project.edit' },
    async ({ input, user, request }) => {
      const project = await projectOfOrg(ctx, user, input.id);
      const pages = await deleteProject(ctx, { user, request }, project);
      for (const page of pages) await files.removeFolder(pageFolder(page.id));
      await files.removeFolder(projectFolder(project.id));
      return null;
    },
  );

  for (const [url, bind] of [
    ['/lfscada/project/bindEquip', true],
    ['/lfscada/project/unbindEquip', false],
  ] as const) {
    call(
      { url, input: projectBindEquipRequest, action: 'project.edit' },
      async ({ input, user, request }): Promise<ProjectEquipment[]> => {
        const project = await projectOfOrg(ctx, user, input.projectId);
        const equipment = await loadEquipmentList(ctx, user, input.equipmentIds);
        const ids = equipment.map((e) => e.id);
        await setProjectEquipment(ctx, { user, request }, project, { ids, bind });
        return projectEquipment(ctx, project.id);
      },
    );
  }

  call(
    {
      url: '/lfscada/project/equip/queryAll',
      input: projectEquipQueryAllRequest,
      action: 'project.edit',
    },
    ({ input, user }) => projectEquipmentOfOrg(ctx, user, input.projectId),
  );
}
