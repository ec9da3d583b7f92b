import {
  alarmQueryResponse,
  captchaImage,
  configurationPageInfo,
  configurationWidgets,
  dataCenterEquipmentChoice,
  dataCenterOverview,
  dataCenterQueryResponse,
  equipmentCounts,
  equipmentDetail,
  equipmentGroup,
  equipmentQueryResponse,
  equipmentSummary,
  fileDownload,
  gatewayRecord,
  historyCurveResponse,
  historyTableResponse,
  liveToken,
  mapConfig,
  mapEquipment,
  monitorPageInfo,
  operationLogPage,
  pickerReport,
  pickerSignal,
  projectAlarmCounts,
  projectEquipment,
  projectPageInfo,
  projectPageSummary,
  projectQueryResponse,
  reportColumn,
  reportView,
  shareInfo,
  signalView,
  systemSettingsView,
  trackResponse,
  unreadMessageCount,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './adminHelpers';
import { seededUser, type Client } from './harness';
import { seedTankerTrack } from './liveHarness';
import {
  HOUR,
  pageId,
  plant,
  projectId,
  reportId,
  server,
  start,
  startMonitorWorld,
} from './monitorWorld';

/*
 * The web app parses every answer with the schemas of @lf/protocol and types it by them. Here
 * the server's actual answers go through the same schemas, one call of each kind, so a server
 * that drifts from the contract fails a test instead of a screen.
 */

let admin: Client;
let configurationPageId: string;
let truckId: string;
const now = Date.now();

beforeAll(async () => {
  await startMonitorWorld();
  admin = await seededUser(server.app, 'admin');
  const page = configurationPageInfo.parse(
    await ok(admin, '/lfscada/configuration/page/add', {
      equipmentId: plant.equipmentId,
      title: '工艺图',
    }),
  );
  configurationPageId = page.id;
  // The demo truck reports its position: two hours of history give it a track.
  truckId = await seedTankerTrack(server, now, 2 * HOUR);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface WireCall {
  url: string;
  fields: () => Record<string, unknown>;
  schema: z.ZodType;
}

const range = () => ({ startTime: start, endTime: start + 48 * HOUR });

const calls: WireCall[] = [
  { url: '/lfscada/equipment/multi/query', fields: () => ({}), schema: equipmentQueryResponse },
  {
    url: '/lfscada/equipment/multi/info',
    fields: () => ({ id: plant.equipmentId }),
    schema: equipmentDetail,
  },
  { url: '/lfscada/equipment/multi/queryCount', fields: () => ({}), schema: equipmentCounts },
  {
    url: '/lfscada/equipment/group/add',
    fields: () => ({ name: '一号线' }),
    schema: equipmentGroup,
  },
  {
    url: '/lfscada/monitor/equipment/queryAll',
    fields: () => ({}),
    schema: z.array(equipmentSummary),
  },
  {
    url: '/lfscada/monitor/multi/gateway/info',
    fields: () => ({ equipmentId: plant.equipmentId }),
    schema: gatewayRecord,
  },
  {
    url: '/lfscada/monitor/multi/signal/query',
    fields: () => ({ equipmentId: plant.equipmentId }),
    schema: z.array(signalView).nonempty(),
  },
  {
    url: '/lfscada/monitor/multi/history/queryAll',
    fields: () => ({ equipmentId: plant.equipmentId, signalIds: plant.level, ...range() }),
    schema: historyCurveResponse,
  },
  {
    url: '/lfscada/monitor/multi/history/queryAll',
    fields: () => ({
      equipmentId: plant.equipmentId,
      signalIds: plant.level,
      mode: 'table',
      ...range(),
    }),
    schema: historyTableResponse,
  },
  {
    url: '/lfscada/monitor/multi/report/queryAll',
    fields: () => ({ equipmentId: plant.equipmentId }),
    schema: z.array(reportView).nonempty(),
  },
  {
    url: '/lfscada/monitor/multi/report/queryCols',
    fields: () => ({ reportId }),
    schema: z.array(reportColumn).nonempty(),
  },
  {
    url: '/lfscada/monitor/multi/alarm/query',
    fields: () => ({ equipmentId: plant.equipmentId, view: 'egList' }),
    schema: alarmQueryResponse,
  },
  {
    url: '/lfscada/websocket/monitor/token',
    fields: () => ({ equipmentId: plant.equipmentId }),
    schema: liveToken,
  },
  {
    url: '/lfscada/equipment/multi/share/info',
    fields: () => ({ equipId: plant.equipmentId }),
    schema: shareInfo,
  },
  { url: '/lfscada/project/query', fields: () => ({}), schema: projectQueryResponse },
  { url: '/lfscada/monitor/project/query', fields: () => ({}), schema: projectQueryResponse },
  {
    url: '/lfscada/project/page/queryAll',
    fields: () => ({ projectId }),
    schema: z.array(projectPageSummary).nonempty(),
  },
  { url: '/lfscada/project/page/info', fields: () => ({ id: pageId }), schema: projectPageInfo },
  {
    url: '/lfscada/monitor/project/page/info',
    fields: () => ({ id: pageId }),
    schema: monitorPageInfo,
  },
  {
    url: '/lfscada/project/page/queryReport',
    fields: () => ({ projectId }),
    schema: z.array(pickerReport).nonempty(),
  },
  {
    url: '/lfscada/project/page/querySignalByEquip',
    fields: () => ({ equipmentId: plant.equipmentId }),
    schema: z.array(pickerSignal).nonempty(),
  },
  {
    url: '/lfscada/monitor/project/equip/queryAll',
    fields: () => ({ projectId }),
    schema: z.array(projectEquipment).nonempty(),
  },
  {
    url: '/lfscada/monitor/project/gateway/query',
    fields: () => ({ pageId, dataEquip: plant.equipmentId }),
    schema: z.array(gatewayRecord).nonempty(),
  },
  {
    url: '/lfscada/monitor/project/alarm/queryCount',
    fields: () => ({ projectId }),
    schema: projectAlarmCounts,
  },
  {
    url: '/lfscada/configuration/page/queryAll',
    fields: () => ({ equipmentId: plant.equipmentId }),
    schema: z.array(configurationPageInfo).nonempty(),
  },
  {
    url: '/lfscada/configuration/widget/queryAll',
    fields: () => ({ pageId: configurationPageId }),
    schema: configurationWidgets,
  },
  {
    url: '/lfscada/datacenter/overview',
    fields: () => ({ ...range(), bucket: 'hour', tzOffset: 480 }),
    schema: dataCenterOverview,
  },
  {
    url: '/lfscada/datacenter/query',
    fields: () => ({ ...range(), bucket: 'hour', tzOffset: 480, signalIds: plant.level }),
    schema: dataCenterQueryResponse,
  },
  {
    url: '/lfscada/datacenter/signals',
    fields: () => ({}),
    schema: z.array(dataCenterEquipmentChoice).nonempty(),
  },
  {
    url: '/lfscada/map/equipment/queryAll',
    fields: () => ({}),
    schema: z.array(mapEquipment).nonempty(),
  },
  { url: '/lfscada/map/config', fields: () => ({}), schema: mapConfig },
  {
    url: '/lfscada/map/track/query',
    fields: () => ({ equipmentId: truckId, startTime: now - HOUR, endTime: now }),
    schema: trackResponse,
  },
  {
    url: '/lfscada/map/track/export',
    fields: () => ({ equipmentId: truckId, startTime: now - HOUR, endTime: now, format: 'gpx' }),
    schema: fileDownload,
  },
  { url: '/lfscada/system/settings/query', fields: () => ({}), schema: systemSettingsView },
  { url: '/lfscada/user/log/query', fields: () => ({}), schema: operationLogPage },
  { url: '/lfscada/msg/queryUnReadMsgCount', fields: () => ({}), schema: unreadMessageCount },
  { url: '/lfscada/user/findpwd/vcode', fields: () => ({}), schema: captchaImage },
];

describe('the server answers what the protocol schemas describe', () => {
  it.each(calls.map((call) => [call.url, call] as const))('%s', async (url, call) => {
    const data = await ok(admin, url, call.fields());
    expect(() => call.schema.parse(data)).not.toThrow();
  });
});
