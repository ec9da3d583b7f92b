import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAnnouncementCalls } from './announcementCalls';
import { registerEquipmentArchiveCalls } from './equipmentArchiveCalls';
import { registerEquipmentAdminCalls } from './equipmentCalls';
import { registerEquipmentLinkCalls } from './equipmentLinkCalls';
import { registerGatewayAdminCalls } from './gatewayCalls';
import { registerMqttRefusalCalls } from './mqttRefusalCalls';
import { registerReportCalls } from './reportCalls';
import { registerSignalAdminCalls } from './signalCalls';
import { registerSignalFileCalls } from './signalFileCalls';
import { registerSystemAdminCalls } from './systemCalls';

/** Every call of the manage area (administrators only) and the notice detail. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEquipmentAdminCalls(app, ctx);
  registerEquipmentLinkCalls(app, ctx);
  registerEquipmentArchiveCalls(app, ctx);
  registerSignalAdminCalls(app, ctx);
  registerSignalFileCalls(app, ctx);
  registerReportCalls(app, ctx);
  registerGatewayAdminCalls(app, ctx);
  registerMqttRefusalCalls(app, ctx);
  registerSystemAdminCalls(app, ctx);
  registerAnnouncementCalls(app, ctx);
}
