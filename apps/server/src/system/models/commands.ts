import { randomUUID } from 'node:crypto';
import type {
  hardwareAddRequest,
  hardwareEditRequest,
  modelAddRequest,
  modelEditRequest,
  protocolEditRequest,
} from '@lf/protocol';
import type { UpdateObject } from 'kysely';
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

export async function addHardware(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof hardwareAddRequest>,
): Promise<{ id: string }> {
  await assertUniqueName(ctx.db, caller, 'hardware_model', input.name);
  const id = randomUUID();
  const row = {
    id,
    org_id: caller.user.orgId,
    name: input.name,
    firmware_version: input.firmwareVersion,
    description: input.description ?? '',
  };
  await logged(ctx.db, caller, { action: 'hardware.add', detail: { id, ...input } }, (trx) =>
    trx.insertInto('hardware_model').values(row).execute(),
  );
  return { id };
}

export async function editHardware(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof hardwareEditRequest>,
): Promise<null> {
  await assertUniqueName(ctx.db, caller, 'hardware_model', input.name, input.id);
  const set = {
    name: input.name,
    firmware_version: input.firmwareVersion,
    description: input.description ?? '',
  };
  const detail = { ...input };
  return changeOrgRow(ctx, caller, {
    table: 'hardware_model',
    id: input.id,
    set,
    action: 'hardware.edit',
    detail,
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
  const id = randomUUID();
  const stored = template;
  const detail = { id, name: input.name, signals: stored.signals.length };
  const row = {
    id,
    org_id: caller.user.orgId,
    name: input.name,
    description: input.description ?? '',
    template: JSON.stringify(stored),
  };
  await logged(ctx.db, caller, { action: 'model.add', detail }, (trx) =>
    trx.insertInto('equipment_model').values(row).execute(),
  );
  return { id };
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
