import {
  ADMIN_LIMITS,
  equipmentAddRequest,
  equipmentEditRequest,
  equipmentInfoRequest,
  imageUploadRequest,
  manageEquipmentQueryRequest,
  setDisplayRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { asReceiverSees } from '../access/grants';
import { detail } from './views';
import { declareCalls } from '../http/route';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { managedEquipment } from './managedEquipment';
import {
  addEquipment,
  editEquipment,
  setEquipmentDisplay,
  setEquipmentImage,
} from './manageCommands';
import { queryManagedEquipment } from './queries';
import { acceptImageUpload, type ImageFormat } from '../http/files/imageUpload';

/** What an equipment picture may be: the formats the data URL of imageUploadRequest names. */
const EQUIPMENT_IMAGE_FORMATS: readonly ImageFormat[] = ['png', 'jpg', 'gif', 'webp'];

/** Equipment of the manage area: list, detail, add (optionally from a model), edit, driver, image, gateway binding. */
export function registerEquipmentAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/equipment/multi/manage/query',
      input: manageEquipmentQueryRequest,
      action: 'equipment.manage',
    },
    ({ input, user }) => queryManagedEquipment(ctx, user, input),
  );

  call(
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
  call(
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

  call(
    { url: '/lfscada/equipment/multi/add', input: equipmentAddRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const added = await addEquipment(ctx, { user, request }, input);
      await pushGatewayConfig(ctx, app.live, input.gatewayId);
      return added;
    },
  );

  call(
    {
      url: '/lfscada/equipment/multi/edit',
      input: equipmentEditRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.id);
      await editEquipment(ctx, { user, request }, input);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/equipment/multi/setDisplay',
      input: setDisplayRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.id);
      await setEquipmentDisplay(ctx, { user, request }, input);
      return null;
    },
  );

  call(
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
      return setEquipmentImage(ctx, { user, request }, input.id, image);
    },
  );
}
