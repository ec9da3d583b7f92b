import { randomUUID } from 'node:crypto';
import type {
  hardwareAddRequest,
  hardwareEditRequest,
  modelAddRequest,
  modelEditRequest,
  protocolEditRequest,
} from '@lf/protocol';
import type { InsertObject, Insertable, UpdateObject } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { loadEquipment } from '../../access/equipment';
import { logged, type Caller } from '../../access/operationLog';
import { notFound } from '../../http/apiError';
import { refuse } from '../../http/refusal';
import { nameTaken, templateOfEquipment } from './queries';

/** The organisation-owned tables of this area, changed one row at a time by id. */
export type OrgTable = 'hardware_model' | 'equipment_model';

async function assertUniqueName(
  db: Db,
  { user, request }: Caller,
  table: OrgTable,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await nameTaken(db, table, user.orgId, name, exceptId)) {
    throw refuse(request, 'duplicate', { field: 'name', value: name });
  }
}

/**
 * Updates (with `set`) or deletes (without) one row of the caller's organisation and logs the
 * operation (`detail` defaults to the id) in the same transaction. A row of another organisation
 * counts as missing (404), so ids cannot be probed across organisations.
 */
export async function changeOrgRow<T extends OrgTable>(
  ctx: AppContext,
  caller: Caller,
  change: {
    table: T;
    id: string;
    set?: UpdateObject<Database, T>;
    action: string;
    detail?: Record<string, unknown>;
  },
): Promise<null> {
  const { table, id, set, action, detail = { id } } = change;
  const orgId = caller.user.orgId;
  // T keeps the caller's `set` to its own table's columns; Kysely's builders cannot be called on
  // a generic table, so the body works on the union.
  await logged(ctx.db, caller, { action, detail }, async (trx) => {
    const changed = set
      ? (
          await trx
            .updateTable(table as OrgTable)
            .set(set as UpdateObject<Database, OrgTable>)
            .where('id', '=', id)
            .where('org_id', '=', orgId)
            .executeTakeFirst()
        ).numUpdatedRows
      : (
          await trx
            .deleteFrom(table as OrgTable)
            .where('id', '=', id)
            .where('org_id', '=', orgId)
            .executeTakeFirst()
        ).numDeletedRows;
    if (Number(changed) === 0) throw notFound();
  });
  return null;
}

/**
 * Inserts one row of the caller's organisation under a new id and logs the operation (its
 * `detail` made from that id) in the same transaction.
 */
async function addOrgRow<T extends OrgTable>(
  ctx: AppContext,
  caller: Caller,
  add: {
    table: T;
    values: Omit<Insertable<Database[T]>, 'id' | 'org_id'>;
    action: string;
    detail: (id: string) => Record<string, unknown>;
  },
): Promise<{ id: string }> {
  const id = randomUUID();
  const row = { ...add.values, id, org_id: caller.user.orgId };
  // As in changeOrgRow: Kysely's builders cannot be called on a generic table.
  await logged(ctx.db, caller, { action: add.action, detail: add.detail(id) }, (trx) =>
    trx
      .insertInto(add.table as OrgTable)
      .values(row as InsertObject<Database, OrgTable>)
      .execute(),
  );
  return { id };
}

/** The columns of a hardware model as its form gives them, for adding and editing alike. */
function hardwareColumns(input: z.infer<typeof hardwareAddRequest>) {
  return {
    name: input.name,
    firmware_version: input.firmwareVersion,
    description: input.description ?? '',
  };
}

export async function addHardware(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof hardwareAddRequest>,
): Promise<{ id: string }> {
  await assertUniqueName(ctx.db, caller, 'hardware_model', input.name);
  return addOrgRow(ctx, caller, {
    table: 'hardware_model',
    values: hardwareColumns(input),
    action: 'hardware.add',
    detail: (id) => ({ id, ...input }),
  });
}

export async function editHardware(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof hardwareEditRequest>,
): Promise<null> {
  await assertUniqueName(ctx.db, caller, 'hardware_model', input.name, input.id);
  return changeOrgRow(ctx, caller, {
    table: 'hardware_model',
    id: input.id,
    set: hardwareColumns(input),
    action: 'hardware.edit',
    detail: { ...input },
  });
}

export async function setProtocolEnabled(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof protocolEditRequest>,
): Promise<null> {
  await logged(ctx.db, caller, { action: 'protocol.edit', detail: { ...input } }, (trx) =>
    trx
      .insertInto('protocol_setting')
      .values({ org_id: caller.user.orgId, protocol: input.id, enabled: input.enabled })
      .onConflict((oc) =>
        oc.columns(['org_id', 'protocol']).doUpdateSet({ enabled: input.enabled }),
      )
      .execute(),
  );
  return null;
}

/** A new equipment model, from the template given or from an existing equipment's. */
export async function addModel(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof modelAddRequest>,
): Promise<{ id: string }> {
  await assertUniqueName(ctx.db, caller, 'equipment_model', input.name);
  let template = input.template;
  if (input.fromEquipmentId) {
    await loadEquipment(ctx, caller.user, input.fromEquipmentId);
    template = await templateOfEquipment(ctx.db, input.fromEquipmentId);
  }
  if (!template) throw refuse(caller.request, 'unknownReference', { field: 'template' });
  const stored = template;
  return addOrgRow(ctx, caller, {
    table: 'equipment_model',
    values: {
      name: input.name,
      description: input.description ?? '',
      template: JSON.stringify(stored),
    },
    action: 'model.add',
    detail: (id) => ({ id, name: input.name, signals: stored.signals.length }),
  });
}

export async function editModel(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof modelEditRequest>,
): Promise<null> {
  await assertUniqueName(ctx.db, caller, 'equipment_model', input.name, input.id);
  const set = {
    name: input.name,
    description: input.description ?? '',
    template: JSON.stringify(input.template),
    updated_at: ctx.now(),
  };
  const detail = { id: input.id, name: input.name };
  return changeOrgRow(ctx, caller, {
    table: 'equipment_model',
    id: input.id,
    set,
    action: 'model.edit',
    detail,
  });
}
