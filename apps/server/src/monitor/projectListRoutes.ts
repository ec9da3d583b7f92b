import {
  monitorProjectInfoRequest,
  monitorProjectQueryRequest,
  projectEquipQueryAllRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { declareCalls } from '../http/route';
import { projectOfOrg } from '../access/pages';
import { projectEquipmentOfOrg, queryProjects } from '../pages/queries';
import { projectSummary } from '../pages/views';

/** The monitor area's projects: the list, one project and its equipment (any user in range). */
export function registerProjectListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/project/query',
      input: monitorProjectQueryRequest,
      action: 'project.view',
    },
    ({ input, user }) => queryProjects(ctx, user, input),
  );

  call(
    {
      url: '/lfscada/monitor/project/info',
      input: monitorProjectInfoRequest,
      action: 'project.view',
    },
    async ({ input, user }) => projectSummary(ctx, await projectOfOrg(ctx, user, input.id)),
  );

  call(
    {
      url: '/lfscada/monitor/project/equip/queryAll',
      input: projectEquipQueryAllRequest,
      action: 'project.view',
    },
    ({ input, user }) => projectEquipmentOfOrg(ctx, user, input.projectId),
  );
}
