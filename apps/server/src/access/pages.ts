import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type {
  ConfigurationPageTable,
  EquipmentModelTable,
  EquipmentTable,
  ModelPageTable,
  ProjectPageTable,
  ProjectTable,
} from '../db/schema';
import { notFound } from '../http/apiError';
import { loadEquipment } from './equipment';
import { assertProjectInRange } from './range';

/**
 * Authorisation of drawn pages. A page has an owner — a project (its monitoring pages), an
 * equipment (its configuration pages) or an equipment model (its template pages) — and a user
 * reaches a page exactly when they reach its owner by the owner's rule. Anything else answers
 * NOT_FOUND, so other ids reveal nothing.
 */
export type PageOwner = 'project' | 'equipment' | 'model';

export type ProjectRow = Selectable<ProjectTable>;
export type ModelRow = Selectable<EquipmentModelTable>;

interface Owned {
  project: { page: Selectable<ProjectPageTable>; owner: ProjectRow };
  equipment: { page: Selectable<ConfigurationPageTable>; owner: Selectable<EquipmentTable> };
  model: { page: Selectable<ModelPageTable>; owner: ModelRow };
}

/** A project of the user's organisation and data range. */
export async function projectOfOrg(
  ctx: AppContext,
  user: SessionUser,
  projectId: string,
): Promise<ProjectRow> {
  const row = await ctx.db
    .selectFrom('project')
    .selectAll()
    .where('id', '=', projectId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row) throw notFound();
  assertProjectInRange(user, row.id);
  return row;
}

/** An equipment model of the user's organisation. */
export async function modelOfOrg(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser,
  modelId: string,
): Promise<ModelRow> {
  const model = await ctx.db
    .selectFrom('equipment_model')
    .selectAll()
    .where('id', '=', modelId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!model) throw notFound();
  return model;
}

/** Each owner: the table of its pages, the column naming it, and its rule. */
const OWNERS = {
  project: { table: 'project_page', column: 'project_id', rule: projectOfOrg },
  equipment: {
    table: 'configuration_page',
    column: 'equipment_id',
    rule: (ctx: AppContext, user: SessionUser, id: string) => loadEquipment(ctx, user, id),
  },
  model: { table: 'model_page', column: 'model_id', rule: modelOfOrg },
} as const;

/** A page of `owner`'s kind with its owner, both reachable by the user. */
export async function pageOfOrg<O extends PageOwner>(
  ctx: AppContext,
  user: SessionUser,
  owner: O,
  pageId: string,
): Promise<Owned[O]> {
  const { table, column, rule } = OWNERS[owner];
  const page = await ctx.db
    .selectFrom(table)
    .selectAll()
    .where('id', '=', pageId)
    .executeTakeFirst();
  if (!page) throw notFound();
  const ownerId = (page as Record<string, unknown>)[column] as string;
  // The table and the rule were both chosen by `owner`: the pair is Owned[O], which the
  // compiler cannot follow through the lookup.
  return { page, owner: await rule(ctx, user, ownerId) } as unknown as Owned[O];
}
