import { randomUUID } from 'node:crypto';
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
import { defineCall } from '../http/route';
import { projectOfOrg, type ProjectRow } from './projectAccess';
import { actorOf, logOperation } from '../access/operationLog';
import { pageFolder } from './pageFiles';
import { projectFolder } from './thumbnail';
import { projectSummary } from './views';
import { projectEquipment, queryProjects } from './queries';

/**
 * Projects (operation centres): the manage area's list and edits (administrators of the
 * organisation); the monitor area's list is monitor/projectListRoutes.ts.
 */
export function registerProjectCallRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: FileStore,
): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/query',
      input: projectQueryRequest,
      action: 'project.edit',
    },
    ({ input, user }) => queryProjects(ctx, user, input),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/project/info', input: projectInfoRequest, action: 'project.edit' },
    async ({ input, user }) => projectSummary(ctx, await projectOfOrg(ctx, user, input.id)),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/project/add', input: projectAddRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ProjectSummary> => {
      const row: ProjectRow = await ctx.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('project')
          .values({
            id: randomUUID(),
            org_id: user.orgId,
            name: input.name,
            description: input.description ?? '',
            created_at: ctx.now(),
            updated_at: ctx.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logOperation(trx, actorOf(user, request), 'project.add', {
          projectId: created.id,
          name: created.name,
        });
        return created;
      });
      return projectSummary(ctx, row);
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/project/edit', input: projectEditRequest, action: 'project.edit' },
    async ({ input, user, request }): Promise<ProjectSummary> => {
      const before = await projectOfOrg(ctx, user, input.id);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('project')
          .set({
            name: input.name,
            description: input.description ?? before.description,
            updated_at: ctx.now(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logOperation(trx, actorOf(user, request), 'project.edit', {
          projectId: before.id,
          name: { from: before.name, to: updated.name },
        });
        return updated;
      });
      return projectSummary(ctx, row);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/delete',
      input: projectDeleteRequest,
      action: 'project.edit',
    },
    async ({ input, user, request }) => {
      const project = await projectOfOrg(ctx, user, input.id);
      const pages = await ctx.db
        .selectFrom('project_page')
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      await ctx.db.transaction().execute(async (trx) => {
        // The home page reference goes first: the pages' foreign key would refuse otherwise.
        await trx
          .updateTable('project')
          .set({ home_page_id: null })
          .where('id', '=', project.id)
          .execute();
        await trx.deleteFrom('project').where('id', '=', project.id).execute();
        await logOperation(trx, actorOf(user, request), 'project.delete', {
          projectId: project.id,
          name: project.name,
          pages: pages.length,
        });
      });
      for (const page of pages) await files.removeFolder(pageFolder(page.id));
      await files.removeFolder(projectFolder(project.id));
      return null;
    },
  );

  for (const [url, bind] of [
    ['/lfscada/project/bindEquip', true],
    ['/lfscada/project/unbindEquip', false],
  ] as const) {
    defineCall(
      app,
      ctx,
      { url, input: projectBindEquipRequest, action: 'project.edit' },
      async ({ input, user, request }): Promise<ProjectEquipment[]> => {
        const project = await projectOfOrg(ctx, user, input.projectId);
        const equipment = await loadEquipmentList(ctx, user, input.equipmentIds);
        const ids = equipment.map((e) => e.id);
        await ctx.db.transaction().execute(async (trx) => {
          if (bind) {
            await trx
              .insertInto('project_equipment')
              .values(ids.map((id) => ({ project_id: project.id, equipment_id: id })))
              .onConflict((oc) => oc.doNothing())
              .execute();
          } else {
            await trx
              .deleteFrom('project_equipment')
              .where('project_id', '=', project.id)
              .where('equipment_id', 'in', ids)
              .execute();
          }
          await trx
            .updateTable('project')
            .set({ updated_at: ctx.now() })
            .where('id', '=', project.id)
            .execute();
          await logOperation(
            trx,
            actorOf(user, request),
            bind ? 'project.bindEquip' : 'project.unbindEquip',
            {
              projectId: project.id,
              equipmentIds: ids,
            },
          );
        });
        return projectEquipment(ctx, project.id);
      },
    );
  }

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/equip/queryAll',
      input: projectEquipQueryAllRequest,
      action: 'project.edit',
    },
    async ({ input, user }) => {
      const project = await projectOfOrg(ctx, user, input.projectId);
      return projectEquipment(ctx, project.id);
    },
  );
}
