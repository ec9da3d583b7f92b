import { randomUUID } from 'node:crypto';
import {
  hardwareAddRequest,
  hardwareEditRequest,
  idRequest,
  modelAddRequest,
  modelEditRequest,
  modelTemplate,
  PROTOCOLS,
  protocolEditRequest,
  type HardwareRow,
  type ModelRow,
  type ModelTemplate,
  type ProtocolRow,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UpdateObject } from 'kysely';
import { z } from 'zod';
import type { SessionUser } from '../../account/sessions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { loadEquipment } from '../../access/equipment';
import { notFound } from '../../http/apiError';
import { defineCall } from '../../http/route';
import { actorOf, logOperation } from '../../access/operationLog';
import { driverOf, reportsOf, signalsOf } from '../../equipment/managedEquipment';
import { refuse } from '../../http/refusal';

const none = z.object({});

async function assertUniqueName(
  db: Db,
  request: FastifyRequest,
  table: 'hardware_model' | 'equipment_model',
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where('org_id', '=', orgId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw refuse(request, 'duplicate', { field: 'name', value: name });
  }
}

/** The organisation-owned tables of this area, changed one row at a time by id. */
type OrgTable = 'hardware_model' | 'equipment_model';

/**
 * Updates (with `set`) or deletes (without) one row of the caller's organisation and logs the
 * operation (`detail` defaults to the id) in the same transaction. A row of another organisation
 * counts as missing (404), so ids cannot be probed across organisations.
 */
async function changeOrgRow<T extends OrgTable>(
  ctx: AppContext,
  { user, request }: { user: SessionUser; request: FastifyRequest },
  change: {
    table: T;
    id: string;
    set?: UpdateObject<Database, T>;
    action: string;
    detail?: Record<string, unknown>;
  },
): Promise<null> {
  const { table, id, set, action, detail = { id } } = change;
  // T keeps the caller's `set` to its own table's columns; Kysely's builders cannot be called on
  // a generic table, so the body works on the union.
  await ctx.db.transaction().execute(async (trx) => {
    const changed = set
      ? (
          await trx
            .updateTable(table as OrgTable)
            .set(set as UpdateObject<Database, OrgTable>)
            .where('id', '=', id)
            .where('org_id', '=', user.orgId)
            .executeTakeFirst()
        ).numUpdatedRows
      : (
          await trx
            .deleteFrom(table as OrgTable)
            .where('id', '=', id)
            .where('org_id', '=', user.orgId)
            .executeTakeFirst()
        ).numDeletedRows;
    if (Number(changed) === 0) throw notFound();
    await logOperation(trx, actorOf(user, request), action, detail);
  });
  return null;
}

/** A model template from an existing equipment: its driver, signals and reports. */
async function templateOfEquipment(db: Db, equipmentId: string): Promise<ModelTemplate> {
  const signals = await signalsOf(db, equipmentId);
  const nameOf = new Map(signals.map((s) => [s.id, s.name]));
  return {
    driver: await driverOf(db, equipmentId),
    signals: signals.map((s) => ({
      name: s.name,
      unit: s.unit,
      area: s.area,
      address: s.address,
      dataType: s.dataType,
      wordOrder: s.wordOrder,
      scale: s.scale,
      offset: s.offset,
      access: s.access,
      min: s.min,
      max: s.max,
      alarmRules: s.alarmRules,
    })),
    reports: (await reportsOf(db, equipmentId)).map((r) => ({
      name: r.name,
      signalNames: r.signalIds.flatMap((id) => nameOf.get(id) ?? []),
    })),
  };
}

/** Gateway firmware models, driver protocols and equipment models. */
export function registerSystemAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/hardware/query', input: none, action: 'system.manage' },
    async ({ user }): Promise<HardwareRow[]> => {
      const rows = await ctx.db
        .selectFrom('hardware_model')
        .selectAll('hardware_model')
        .select((eb) =>
          eb
            .selectFrom('gateway')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('gateway.hardware_id', '=', 'hardware_model.id')
            .as('gateway_count'),
        )
        .where('org_id', '=', user.orgId)
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        firmwareVersion: r.firmware_version,
        description: r.description,
        gatewayCount: Number(r.gateway_count ?? 0),
      }));
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/hardware/add', input: hardwareAddRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      await assertUniqueName(ctx.db, request, 'hardware_model', user.orgId, input.name);
      const id = randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('hardware_model')
          .values({
            id,
            org_id: user.orgId,
            name: input.name,
            firmware_version: input.firmwareVersion,
            description: input.description ?? '',
          })
          .execute();
        await logOperation(trx, actorOf(user, request), 'hardware.add', { id, ...input });
      });
      return { id };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/hardware/edit', input: hardwareEditRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      await assertUniqueName(ctx.db, request, 'hardware_model', user.orgId, input.name, input.id);
      const set = {
        name: input.name,
        firmware_version: input.firmwareVersion,
        description: input.description ?? '',
      };
      const detail = { ...input };
      return changeOrgRow(
        ctx,
        { user, request },
        { table: 'hardware_model', id: input.id, set, action: 'hardware.edit', detail },
      );
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/protocol/query', input: none, action: 'system.manage' },
    async ({ user }): Promise<ProtocolRow[]> => {
      const settings = await ctx.db
        .selectFrom('protocol_setting')
        .selectAll()
        .where('org_id', '=', user.orgId)
        .execute();
      const counts = await ctx.db
        .selectFrom('equipment_driver')
        .innerJoin('equipment', 'equipment.id', 'equipment_driver.equipment_id')
        .select(['equipment_driver.protocol', (eb) => eb.fn.countAll<string>().as('n')])
        .where('equipment.org_id', '=', user.orgId)
        .groupBy('equipment_driver.protocol')
        .execute();
      return PROTOCOLS.map((p) => ({
        ...p,
        enabled: settings.find((s) => s.protocol === p.id)?.enabled ?? true,
        equipmentCount: Number(counts.find((c) => c.protocol === p.id)?.n ?? 0),
      }));
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/protocol/edit', input: protocolEditRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('protocol_setting')
          .values({ org_id: user.orgId, protocol: input.id, enabled: input.enabled })
          .onConflict((oc) =>
            oc.columns(['org_id', 'protocol']).doUpdateSet({ enabled: input.enabled }),
          )
          .execute();
        await logOperation(trx, actorOf(user, request), 'protocol.edit', { ...input });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/model/query', input: none, action: 'system.manage' },
    async ({ user }): Promise<ModelRow[]> => {
      const rows = await ctx.db
        .selectFrom('equipment_model')
        .selectAll()
        .where('org_id', '=', user.orgId)
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        template: modelTemplate.parse(r.template),
        gmtModified: new Date(r.updated_at).toISOString(),
      }));
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/model/add', input: modelAddRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      await assertUniqueName(ctx.db, request, 'equipment_model', user.orgId, input.name);
      let template = input.template;
      if (input.fromEquipmentId) {
        await loadEquipment(ctx, user, input.fromEquipmentId);
        template = await templateOfEquipment(ctx.db, input.fromEquipmentId);
      }
      if (!template) throw refuse(request, 'unknownReference', { field: 'template' });
      const id = randomUUID();
      const stored = template;
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('equipment_model')
          .values({
            id,
            org_id: user.orgId,
            name: input.name,
            description: input.description ?? '',
            template: JSON.stringify(stored),
          })
          .execute();
        await logOperation(trx, actorOf(user, request), 'model.add', {
          id,
          name: input.name,
          signals: stored.signals.length,
        });
      });
      return { id };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/system/model/edit', input: modelEditRequest, action: 'system.manage' },
    async ({ input, user, request }) => {
      await assertUniqueName(ctx.db, request, 'equipment_model', user.orgId, input.name, input.id);
      const set = {
        name: input.name,
        description: input.description ?? '',
        template: JSON.stringify(input.template),
        updated_at: ctx.now(),
      };
      const detail = { id: input.id, name: input.name };
      return changeOrgRow(
        ctx,
        { user, request },
        { table: 'equipment_model', id: input.id, set, action: 'model.edit', detail },
      );
    },
  );

  // /lfscada/system/hardware/delete and /lfscada/system/model/delete: the same call on two tables.
  const deletable = { hardware: 'hardware_model', model: 'equipment_model' } as const;
  for (const [name, table] of Object.entries(deletable)) {
    defineCall(
      app,
      ctx,
      { url: `/lfscada/system/${name}/delete`, input: idRequest, action: 'system.manage' },
      async ({ input, ...call }) =>
        changeOrgRow(ctx, call, { table, id: input.id, action: `${name}.delete` }),
    );
  }
}
