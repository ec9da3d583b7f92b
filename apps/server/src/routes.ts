import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/routes';
import { registerPasswordRoutes } from './account/passwordRoutes';
import { registerAvatarRoutes } from './account/security/avatarRoutes';
import { registerFindpwdRoutes } from './account/security/findpwdRoutes';
import { registerProfileRoutes } from './account/security/profileRoutes';
import { registerSecurityRoutes } from './account/security/securityRoutes';
import { registerAlarmManagementRoutes } from './alarms/management/routes';
import type { AppContext } from './context';
import { registerDataCenterRoutes } from './dataCenter/routes';
import { registerEquipmentArchiveCalls } from './equipment/archiveRoutes';
import { registerEquipmentLinkCalls } from './equipment/gatewayLinkRoutes';
import { registerGroupRoutes } from './equipment/groupRoutes';
import { registerEquipmentAdminCalls } from './equipment/manageRoutes';
import { registerMarkRoutes } from './equipment/markRoutes';
import { registerReportCalls } from './equipment/reportRoutes';
import { registerEquipmentRoutes } from './equipment/routes';
import { registerShareRoutes } from './equipment/shareRoutes';
import { registerSignalFileCalls } from './equipment/signalFileRoutes';
import { registerOpcuaCalls } from './equipment/opcuaRoutes';
import { registerSignalAdminCalls } from './equipment/signalRoutes';
import { registerMqttRefusalCalls } from './gateways/mqttRefusalRoutes';
import { registerGatewayAdminCalls } from './gateways/routes';
import { registerSparkplugCalls } from './gateways/sparkplugRoutes';
import type { LivePlane } from './ingest/livePlane';
import type { RegisterRoutes } from './http/route';
import { registerMapRoutes } from './map/routes';
import { registerAnnouncementCalls } from './system/announcements/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerSystemAdminCalls } from './system/models/routes';
import { registerModelPageRoutes } from './pages/modelPageRoutes';
import { registerAlarmRoutes } from './monitor/alarmRoutes';
import { registerCommandRoutes } from './monitor/commandRoutes';
import { registerFollowRoutes } from './monitor/followRoutes';
import { registerProjectListRoutes } from './monitor/projectListRoutes';
import { registerViewerRoutes } from './monitor/projectPageRoutes';
import { registerProjectMonitorRoutes } from './monitor/projectRoutes';
import { registerMonitorRoutes } from './monitor/routes';
import { registerConfigurationRoutes } from './pages/configurationRoutes';
import { registerProjectRoutes } from './pages/routes';
import { registerRealtimeRoutes } from './realtime/routes';
import { registerFrameRoutes } from './system/settings/frameRoutes';
import { registerSettingsRoutes } from './system/settings/routes';
import { registerCustomSymbolRoutes } from './symbols/routes';
import { registerThemeRoutes } from './system/settings/themeRoutes';
import { registerUserAdminRoutes } from './users/routes';

/**
 * Every route file of the server, by the domain folder (the URL prefix) that serves it. A new
 * route file is added here and nowhere else.
 */
export const ROUTES: Record<string, readonly RegisterRoutes[]> = {
  // /lfscada/user/*, /lfscada/userConfig/*, /lfscada/feedback/*
  account: [
    registerAccountRoutes,
    registerPasswordRoutes,
    registerFindpwdRoutes,
    registerSecurityRoutes,
    registerProfileRoutes,
    registerAvatarRoutes,
  ],
  // /lfscada/manage/*
  users: [registerUserAdminRoutes],
  // /lfscada/msg/*, /lfscada/notice/*
  messages: [registerMessageRoutes],
  // /lfscada/equipment/*
  equipment: [
    registerEquipmentRoutes,
    registerShareRoutes,
    registerGroupRoutes,
    registerMarkRoutes,
    registerEquipmentAdminCalls,
    registerEquipmentLinkCalls,
    registerEquipmentArchiveCalls,
    registerSignalAdminCalls,
    registerSignalFileCalls,
    registerOpcuaCalls,
    registerReportCalls,
  ],
  // /lfscada/monitor/*
  monitor: [
    registerMonitorRoutes,
    registerFollowRoutes,
    registerCommandRoutes,
    registerAlarmRoutes,
    registerProjectListRoutes,
    registerProjectMonitorRoutes,
    registerViewerRoutes,
  ],
  // /lfscada/websocket/*/token and the sockets under /lfscada/ws/*
  realtime: [registerRealtimeRoutes],
  // /lfscada/alarm/*
  alarms: [registerAlarmManagementRoutes],
  // /lfscada/map/* (and its socket token)
  map: [registerMapRoutes],
  // /lfscada/gateway/*
  gateways: [registerGatewayAdminCalls, registerMqttRefusalCalls, registerSparkplugCalls],
  // /lfscada/project/*, /lfscada/configuration/*, /lfscada/model/page/* (model page templates)
  pages: [registerProjectRoutes, registerConfigurationRoutes, registerModelPageRoutes],
  // /lfscada/system/*: hardware, protocols and models; settings, frames and the legacy theme
  // call; announcements
  system: [
    registerSystemAdminCalls,
    registerSettingsRoutes,
    registerFrameRoutes,
    registerThemeRoutes,
    registerAnnouncementCalls,
  ],
  // /lfscada/datacenter/*
  dataCenter: [registerDataCenterRoutes],
  // /lfscada/symbol/*
  symbols: [registerCustomSymbolRoutes],
};

/** Declares every call of the server, in the order of the list above. */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
): Promise<void> {
  for (const registers of Object.values(ROUTES)) {
    for (const register of registers) await register(app, ctx, live);
  }
}
