import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  modelTemplate,
  type equipmentAddRequest,
  type equipmentEditRequest,
  type ModelTemplate,
  type setDisplayRequest,
} from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf, logged, logOperation, type Caller } from '../access/operationLog';
import { keepInRange } from '../access/range';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { refuse } from '../http/refusal';
import { assertGatewayVisible } from './commands';
import { signalColumnsOf } from './signalRows';

/** Refuses a name another equipment of the organisation already has. */
async function assertNameFree(
  db: Db,
  request: FastifyRequest,
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('equipment')
    .select('id')
    .where('org_id', '=', orgId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw refuse(request, 'duplicate', { field: 'name', value: name });
  }
}

/**
 * A new equipment of the user's organisation, optionally built from a model (its driver,
 * signals and reports) and bound to a gateway; the user keeps it in their data range.
 */
export async function addEquipment(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof equipmentAddRequest>,
): Promise<{ id: string }> {
  const { user, request } = caller;
  await assertNameFree(ctx.db, request, user.orgId, input.name);
  if (input.gatewayId) await assertGatewayVisible(ctx, caller, input.gatewayId);
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    let model = input.model ?? '';
    let template = undefined;
    if (input.modelId) {
      const row = await trx
        .selectFrom('equipment_model')
        .select(['name', 'template'])
        .where('id', '=', input.modelId)
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      if (!row) throw refuse(request, 'unknownReference', { field: 'modelId' });
      template = modelTemplate.parse(row.template);
      model = model || row.name;
    }
    await trx
      .insertInto('equipment')
      .values({
        id,
        org_id: user.orgId,
        name: input.name,
        type: input.type,
        model,
        location: input.location ?? '',
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        description: input.description ?? '',
        gateway_id: input.gatewayId ?? null,
      })
      .execute();
    if (template) await insertModelContents(trx, id, template);
    await keepInRange(trx, user, id);
    await logOperation(trx, actorOf(user, request), 'equipment.add', {
      id,
      name: input.name,
      modelId: input.modelId ?? null,
    });
  });
  return { id };
}

/** A model's driver, signals and reports, given to a new equipment (reports name signals). */
async function insertModelContents(trx: Db, id: string, template: ModelTemplate): Promise<void> {
  if (template.driver) {
    await trx
      .insertInto('equipment_driver')
      .values({
        equipment_id: id,
        protocol: template.driver.protocol,
        settings: JSON.stringify(template.driver.settings),
      })
      .execute();
  }
  const idOfName = new Map<string, string>();
  for (const [seq, fields] of template.signals.entries()) {
    const row = await trx
      .insertInto('signal')
      .values({ ...signalColumnsOf(fields), equipment_id: id, seq })
      .returning('id')
      .executeTakeFirstOrThrow();
    idOfName.set(fields.name, String(row.id));
  }
  for (const report of template.reports) {
    await trx
      .insertInto('report')
      .values({
        equipment_id: id,
        name: report.name,
        signal_ids: JSON.stringify(report.signalNames.flatMap((n) => idOfName.get(n) ?? [])),
      })
      .execute();
  }
}

/**
 * The live position signals an edit asks for: both or neither, two different signals of the
 * equipment itself; absent from the input, the binding is left as it is.
 */
async function positionSignalsOf(
  db: Db,
  request: FastifyRequest,
  input: { id: string; latSignalId?: string | null; lngSignalId?: string | null },
): Promise<{ lat_signal_id?: number | null; lng_signal_id?: number | null }> {
  const { latSignalId: lat, lngSignalId: lng } = input;
  if (lat === undefined && lng === undefined) return {};
  if (!lat && !lng) return { lat_signal_id: null, lng_signal_id: null };
  if (!lat || !lng || lat === lng) throw refuse(request, 'positionSignalsPair');
  const own = await db
    .selectFrom('signal')
    .select('id')
    .where('equipment_id', '=', input.id)
    .where('id', 'in', [Number(lat), Number(lng)])
    .execute();
  if (own.length !== 2) throw refuse(request, 'unknownReference', { field: 'latSignalId' });
  return { lat_signal_id: Number(lat), lng_signal_id: Number(lng) };
}

/** Changes an equipment's name and description; the fields absent from the input stay. */
export async function editEquipment(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof equipmentEditRequest>,
): Promise<void> {
  await assertNameFree(ctx.db, caller.request, caller.user.orgId, input.name, input.id);
  const position = await positionSignalsOf(ctx.db, caller.request, input);
  const log = { action: 'equipment.edit', detail: { id: input.id, name: input.name } };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx
      .updateTable('equipment')
      .set({
        name: input.name,
        ...position,
        ...(input.model !== undefined ? { model: input.model } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.lat !== undefined ? { lat: input.lat } : {}),
        ...(input.lng !== undefined ? { lng: input.lng } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updated_at: ctx.now(),
      })
      .where('id', '=', input.id)
      .execute();
  });
}

/** Sets whether the equipment opens as a list of its signals or as a designed page. */
export async function setEquipmentDisplay(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof setDisplayRequest>,
): Promise<void> {
  const log = { action: 'equipment.setDisplay', detail: { ...input } };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx
      .updateTable('equipment')
      .set({ display: input.display, updated_at: ctx.now() })
      .where('id', '=', input.id)
      .execute();
  });
}

/** Stores an accepted picture of the equipment under a new unguessable name and sets it. */
export async function setEquipmentImage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  image: { extension: string; data: Buffer },
): Promise<{ url: string }> {
  const name = `${id}-${randomBytes(9).toString('hex')}.${image.extension}`;
  const folder = join(ctx.config.dataDir, 'files', 'equipment');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), image.data);
  const url = `/files/equipment/${name}`;
  await logged(ctx.db, caller, { action: 'equipment.image', detail: { id, url } }, async (trx) => {
    await trx
      .updateTable('equipment')
      .set({ image: url, updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
  });
  return { url };
}
