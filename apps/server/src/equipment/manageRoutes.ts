import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ADMIN_LIMITS,
  equipmentAddRequest,
  equipmentEditRequest,
  equipmentInfoRequest,
  imageUploadRequest,
  manageEquipmentQueryRequest,
  modelTemplate,
  setDisplayRequest,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { loadEquipment } from '../access/equipment';
import { asReceiverSees } from '../access/grants';
import { detail } from './views';
import { defineCall } from '../http/route';
import { actorOf, logOperation } from '../access/operationLog';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { managedEquipment } from './managedEquipment';
import { queryManagedEquipment } from './queries';
import { refuse } from '../http/refusal';
import { acceptImageUpload, type ImageFormat } from '../http/files/imageUpload';
import { signalColumnsOf } from './signalRows';
import { gatewayRangeFilter, keepInRange } from '../access/range';

/** What an equipment picture may be: the formats the data URL of imageUploadRequest names. */
const EQUIPMENT_IMAGE_FORMATS: readonly ImageFormat[] = ['png', 'jpg', 'gif', 'webp'];

export async function assertNameFree(
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

/** The gateway is of the user's organisation and within the user's data range. */
export async function assertGatewayOfOrg(
  db: Db,
  request: FastifyRequest,
  user: Pick<SessionUser, 'orgId' | 'range'>,
  gatewayId: string,
): Promise<void> {
  const gateway = await db
    .selectFrom('gateway')
    .select('id')
    .where('id', '=', gatewayId)
    .where('org_id', '=', user.orgId)
    .where(gatewayRangeFilter(user, 'gateway.id'))
    .executeTakeFirst();
  if (!gateway) throw refuse(request, 'unknownReference', { field: 'gatewayId' });
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

/** Equipment of the manage area: list, detail, add (optionally from a model), edit, driver, image, gateway binding. */
export function registerEquipmentAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/manage/query',
      input: manageEquipmentQueryRequest,
      action: 'equipment.manage',
    },
    ({ input, user }) => queryManagedEquipment(ctx, user, input),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/manage/info',
      input: equipmentInfoRequest,
      action: 'equipment.manage',
    },
    async ({ input, user }) =>
      managedEquipment(ctx, app.live, await loadEquipment(ctx, user, input.id)),
  );

  // The legacy detail call answers what equipment/multi/info answers, plus gateway, driver,
  // signals and reports; a receiver of shared equipment sees it as the grant allows.
  defineCall(
    app,
    ctx,
    {
      url: '/usual/EquipAction!getEquipDetail.action',
      input: equipmentInfoRequest,
      action: 'equipment.view',
    },
    async ({ input, user }) => {
      const equipment = await loadEquipment(ctx, user, input.id, 'view');
      const full = await managedEquipment(ctx, app.live, equipment);
      const summary = await detail(ctx, user.userId, equipment);
      return { ...(summary.share ? asReceiverSees(full, summary.share) : full), ...summary };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/equipment/multi/add', input: equipmentAddRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      await assertNameFree(ctx.db, request, user.orgId, input.name);
      if (input.gatewayId) await assertGatewayOfOrg(ctx.db, request, user, input.gatewayId);
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
        if (template) {
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
                signal_ids: JSON.stringify(
                  report.signalNames.flatMap((n) => idOfName.get(n) ?? []),
                ),
              })
              .execute();
          }
        }
        await keepInRange(trx, user, id);
        await logOperation(trx, actorOf(user, request), 'equipment.add', {
          id,
          name: input.name,
          modelId: input.modelId ?? null,
        });
      });
      await pushGatewayConfig(ctx, app.live, input.gatewayId);
      return { id };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/edit',
      input: equipmentEditRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.id);
      await assertNameFree(ctx.db, request, user.orgId, input.name, input.id);
      const position = await positionSignalsOf(ctx.db, request, input);
      await ctx.db.transaction().execute(async (trx) => {
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
        await logOperation(trx, actorOf(user, request), 'equipment.edit', {
          id: input.id,
          name: input.name,
        });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/setDisplay',
      input: setDisplayRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('equipment')
          .set({ display: input.display, updated_at: ctx.now() })
          .where('id', '=', input.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'equipment.setDisplay', { ...input });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/image/upload',
      input: imageUploadRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.id);
      // The declared type is ignored: the bytes decide, so HTML labelled image/png is refused.
      const base64 = input.image.slice(input.image.indexOf(',') + 1);
      const image = await acceptImageUpload(request, Buffer.from(base64, 'base64'), {
        formats: EQUIPMENT_IMAGE_FORMATS,
        maxBytes: ADMIN_LIMITS.imageMaxBytes,
      });
      const name = `${input.id}-${randomBytes(9).toString('hex')}.${image.extension}`;
      const folder = join(ctx.config.dataDir, 'files', 'equipment');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), image.data);
      const url = `/files/equipment/${name}`;
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('equipment')
          .set({ image: url, updated_at: ctx.now() })
          .where('id', '=', input.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'equipment.image', { id: input.id, url });
      });
      return { url };
    },
  );
}
