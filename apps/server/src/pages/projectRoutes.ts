import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PAGE_SIZE,
  monitorProjectInfoRequest,
  monitorProjectQueryRequest,
  projectAddRequest,
  projectBindEquipRequest,
  projectDeleteRequest,
  projectEditRequest,
  projectEquipQueryAllRequest,
  projectInfoRequest,
  projectQueryRequest,
  type ProjectEquipment,
  type ProjectQueryResponse,
  type ProjectSummary,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { loadEquipmentList } from '../access/equipment';
import type { FileStore } from '../http/files/fileStore';
import { defineCall } from '../http/route';
import { projectOfOrg, type ProjectRow } from './projectAccess';
import { actorOf, logOperation } from '../access/operationLog';
import { pageFolder } from './pageFiles';
import { projectFolder } from './thumbnail';
import { projectSummaries, projectSummary } from './views';
import { projectRangeFilter } from '../access/range';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The organisation's projects, newest first, optionally filtered by a name or description. */
async function queryProjects(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof projectQueryRequest>,
): Promise<ProjectQueryResponse> {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  let query = ctx.db
    .selectFrom('project')
    .where('org_id', '=', user.orgId)
    .where(projectRangeFilter(user, 'project.id'));
  if (input.keyword) {
    const pattern = `%${escapeLike(input.keyword)}%`;
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const count = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(count.total), page, pageSize, list: await projectSummaries(ctx, rows) };
}

/** The project's equipment with the gateway state the viewer needs to open monitoring. */
async function projectEquipment(ctx: AppContext, projectId: string): Promise<ProjectEquipment[]> {
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
 * Projects (operation centres): the manage area's list and edits (administrators of the
 * organisation) and the monitor area's list (any user of it).
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
    { url: '/lfscada/project/info', input: projectInfoRequest, action: 'project.edit' },
    async ({ input, user }) => projectSummary(ctx, await projectOfOrg(ctx, user, input.id)),
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

  const equipmentLists = [
    ['/lfscada/project/equip/queryAll', 'project.edit'],
    ['/lfscada/monitor/project/equip/queryAll', 'project.view'],
  ] as const;
  for (const [url, action] of equipmentLists) {
    defineCall(
      app,
      ctx,
      { url, input: projectEquipQueryAllRequest, action },
      async ({ input, user }) => {
        const project = await projectOfOrg(ctx, user, input.projectId);
        return projectEquipment(ctx, project.id);
      },
    );
  }
}
