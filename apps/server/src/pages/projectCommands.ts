import { randomUUID } from 'node:crypto';
import type { projectAddRequest, projectEditRequest } from '@lf/protocol';
import type { z } from 'zod';
import { actorOf, logged, logOperation, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';
import type { ProjectRow } from './pageSettings';

/** A new project of the organisation. Not `logged`: the log names the new row. */
export async function addProject(
  ctx: AppContext,
  { user, request }: Caller,
  input: z.infer<typeof projectAddRequest>,
): Promise<ProjectRow> {
  return ctx.db.transaction().execute(async (trx) => {
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
}

/** Renames a project and sets its description; the log records the name before and after. */
export async function editProject(
  ctx: AppContext,
  { user, request }: Caller,
  before: ProjectRow,
  input: z.infer<typeof projectEditRequest>,
): Promise<ProjectRow> {
  return ctx.db.transaction().execute(async (trx) => {
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
}

/** Deletes a project with its pages; returns the pages' ids, for the caller to remove their files. */
export async function deleteProject(
  ctx: AppContext,
  caller: Caller,
  project: ProjectRow,
): Promise<{ id: string }[]> {
  const pages = await ctx.db
    .selectFrom('project_page')
    .select('id')
    .where('project_id', '=', project.id)
    .execute();
  const log = {
    action: 'project.delete',
    detail: { projectId: project.id, name: project.name, pages: pages.length },
  };
  await logged(ctx.db, caller, log, async (trx) => {
    // The home page reference goes first: the pages' foreign key would refuse otherwise.
    await trx
      .updateTable('project')
      .set({ home_page_id: null })
      .where('id', '=', project.id)
      .execute();
    await trx.deleteFrom('project').where('id', '=', project.id).execute();
  });
  return pages;
}

/** Binds equipment to a project, or unbinds it. */
export async function setProjectEquipment(
  ctx: AppContext,
  caller: Caller,
  project: ProjectRow,
  { ids, bind }: { ids: string[]; bind: boolean },
): Promise<void> {
  const log = {
    action: bind ? 'project.bindEquip' : 'project.unbindEquip',
    detail: { projectId: project.id, equipmentIds: ids },
  };
  await logged(ctx.db, caller, log, async (trx) => {
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
  });
}
