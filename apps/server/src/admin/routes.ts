import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAnnouncementCalls } from './announcementCalls';
import { registerEquipmentArchiveCalls } from './equipmentArchiveCalls';
import { registerEquipmentAdminCalls } from './equipmentCalls';
import { registerEquipmentLinkCalls } from './equipmentLinkCalls';
import { registerGatewayAdminCalls } from './gatewayCalls';
import { registerSignalAdminCalls } from './signalCalls';
import { registerSystemAdminCalls } from './systemCalls';

/** Every call of the manage area (administrators only) and the notice detail. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEquipmentAdminCalls(app, ctx);
  registerEquipmentLinkCalls(app, ctx);
  registerEquipmentArchiveCalls(app, ctx);
  registerSignalAdminCalls(app, ctx);
  registerGatewayAdminCalls(app, ctx);
  registerSystemAdminCalls(app, ctx);
  registerAnnouncementCalls(app, ctx);
}
