import {
  monitorProjectInfoRequest,
  monitorProjectQueryRequest,
  projectEquipQueryAllRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { projectOfOrg } from '../access/pages';
import { projectEquipment, queryProjects } from '../pages/queries';
import { projectSummary } from '../pages/views';

/** The monitor area's projects: the list, one project and its equipment (any user in range). */
export function registerProjectListRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/project/query',
      input: monitorProjectQueryRequest,
      action: 'project.view',
    },
    ({ input, user }) => queryProjects(ctx, user, input),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/project/info',
      input: monitorProjectInfoRequest,
      action: 'project.view',
    },
    async ({ input, user }) => projectSummary(ctx, await projectOfOrg(ctx, user, input.id)),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/project/equip/queryAll',
      input: projectEquipQueryAllRequest,
      action: 'project.view',
    },
    async ({ input, user }) => {
      const project = await projectOfOrg(ctx, user, input.projectId);
      return projectEquipment(ctx, project.id);
    },
  );
}
