import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import {
  Code,
  mqttTopics,
  opcuaPoint,
  type DownCommand,
  type GatewayPage,
  type OpcuaBrowseResult,
  type OpcuaBrowseState,
  type OpcuaImportNodeInput,
  type OpcuaImportResult,
} from '@lf/protocol';
import { ADMIN_PASSWORD, body, Client } from './harness';
import { seedPlant, waitFor, type LiveServer, type Plant, outsiderClient } from './liveHarness';
import { seededUser } from './harness';
import { startPlantWorld, takeCommands } from './plantWorld';

let server: LiveServer;
let plant: Plant;
let gateway: MqttClient;
let engineer: Client;
let viewer: Client;
let outsider: Client;
const received: DownCommand[] = [];
let answer: ((command: DownCommand) => object | undefined) | undefined;

const NODES: OpcuaBrowseResult = {
  nodes: [
    {
      nodeId: 'ns=1;s=BoosterStation.Pump1',
      browseName: 'Pump1',
      displayName: 'Pump1',
      nodeClass: 'Object',
      dataType: null,
      writable: false,
      hasChildren: true,
    },
    {
      nodeId: 'ns=1;s=BoosterStation.DischargePressure',
      browseName: 'DischargePressure',
      displayName: 'DischargePressure',
      nodeClass: 'Variable',
      dataType: 'Double',
      writable: false,
      hasChildren: false,
      unit: 'bar',
    },
  ],
  truncated: false,
};

const IMPORT: OpcuaImportNodeInput[] = [
  {
    nodeId: 'ns=1;s=BoosterStation.DischargePressure',
    name: 'DischargePressure',
    dataType: 'Double',
    writable: false,
    unit: 'bar',
  },
  {
    nodeId: 'ns=1;s=BoosterStation.Pump1.Running',
    name: 'Pump1.Running',
    dataType: 'Boolean',
    writable: false,
  },
  {
    nodeId: 'ns=1;s=BoosterStation.Pump1.Speed',
    name: 'Pump1.Speed',
    dataType: 'Int16',
    writable: true,
    unit: '%',
  },
];

beforeAll(async () => {
  const world = await startPlantWorld();
  ({ server, plant, gateway, operator: viewer } = world);
  await server.db
    .insertInto('equipment_driver')
    .values({
      equipment_id: plant.equipmentId,
      protocol: 'opcua',
      settings: JSON.stringify({ endpointUrl: 'opc.tcp://127.0.0.1:4840/UA/BoosterStation' }),
    })
    .execute();
  await takeCommands(world, (command) => {
    received.push(command);
    return answer?.(command);
  });

  // The administrator manages equipment; the demo user (a normal user) only monitors it.
  engineer = await seededUser(server.app, 'admin');
  outsider = await outsiderClient(server);
});

afterAll(async () => {
  await gateway?.endAsync();
  await server?.close();
});

const browse = (client: Client, fields: Record<string, string>) =>
  client.post('/lfscada/equipment/multi/opcua/browse', fields);
const browseState = async (uuid: string, client = engineer) =>
  body<OpcuaBrowseState>(
    await client.post('/lfscada/equipment/multi/opcua/browse/callback', { uuid }),
  );
const importNodes = (client: Client, nodes: unknown, extra: Record<string, string> = {}) =>
  client.post('/lfscada/equipment/multi/opcua/import', {
    equipmentId: plant.equipmentId,
    nodes: JSON.stringify(nodes),
    ...extra,
  });

describe('browse through the gateway', () => {
  it('sends a browse command for the equipment and answers the nodes of the reply', async () => {
    answer = (command) =>
      command.type === 'browse'
        ? {
            uuid: command.uuid,
            status: 'success',
            code: 200,
            message: '',
            data: null,
            browse: NODES,
          }
        : undefined;
    const sent = body<{ uuid: string }>(
      await browse(engineer, { equipmentId: plant.equipmentId, nodeId: 'ns=1;s=BoosterStation' }),
    );
    expect(sent.code).toBe(200);
    await waitFor(async () => (await browseState(sent.data.uuid)).data.status === 'success');
    expect((await browseState(sent.data.uuid)).data).toMatchObject({ code: 200, data: NODES });
    expect(received.find((c) => c.type === 'browse')).toMatchObject({
      type: 'browse',
      uuid: sent.data.uuid,
      deviceId: plant.equipmentId,
      nodeId: 'ns=1;s=BoosterStation',
    });
  });

  it('carries the device code of a failed browse', async () => {
    answer = (command) =>
      command.type === 'browse'
        ? {
            uuid: command.uuid,
            status: 'failure',
            code: 99901,
            message: '下位设备通讯故障',
            data: null,
          }
        : undefined;
    const sent = body<{ uuid: string }>(await browse(engineer, { equipmentId: plant.equipmentId }));
    await waitFor(async () => (await browseState(sent.data.uuid)).data.status === 'failure');
    expect((await browseState(sent.data.uuid)).data).toMatchObject({ code: 99901, data: null });
  });

  it('answers a browse only to the user who sent it', async () => {
    const sent = body<{ uuid: string }>(await browse(engineer, { equipmentId: plant.equipmentId }));
    const other = await outsider.post('/lfscada/equipment/multi/opcua/browse/callback', {
      uuid: sent.data.uuid,
    });
    expect(body(other).code).toBe(Code.NOT_FOUND);
  });

  it('refuses users without equipment management, other organisations and bad NodeIds', async () => {
    const before = received.length;
    expect((await browse(viewer, { equipmentId: plant.equipmentId })).statusCode).toBe(403);
    expect(body(await browse(outsider, { equipmentId: plant.equipmentId })).code).toBe(
      Code.NOT_FOUND,
    );
    const bad = await browse(engineer, { equipmentId: plant.equipmentId, nodeId: 'Pump1' });
    expect(bad.statusCode).toBe(400);
    expect(received.length).toBe(before);
  });

  it('refuses equipment whose driver is not OPC UA, in the asker’s language', async () => {
    const other = await seedPlant(server.db);
    const en = new Client(server.app, { 'accept-language': 'en' });
    await en.login('admin', ADMIN_PASSWORD);
    expect(body(await browse(en, { equipmentId: other.equipmentId })).message).toContain(
      'This equipment does not use the OPC UA driver, so its nodes cannot be browsed',
    );
    expect(body(await browse(engineer, { equipmentId: other.equipmentId })).message).toContain(
      '该设备的驱动不是 OPC UA，无法浏览节点',
    );
  });
});

describe('import nodes as signals', () => {
  const opcuaSignals = () =>
    server.db
      .selectFrom('signal')
      .select(['name', 'unit', 'data_type', 'access', 'point'])
      .where('equipment_id', '=', plant.equipmentId)
      .where('point', 'is not', null)
      .orderBy('seq')
      .execute();

  it('refuses the whole import when a name is taken, storing nothing', async () => {
    const clash = [...IMPORT, { ...IMPORT[0], nodeId: 'ns=1;s=Other', name: '液位' }];
    const refused = body(await importNodes(engineer, clash));
    expect(refused.message).toContain('变量名称 液位 已存在或重复，请改名后再导入');
    expect(await opcuaSignals()).toEqual([]);
  });

  it('refuses other organisations, viewers and malformed nodes', async () => {
    expect(body(await importNodes(outsider, IMPORT)).code).toBe(Code.NOT_FOUND);
    expect((await importNodes(viewer, IMPORT)).statusCode).toBe(403);
    const noType = IMPORT.map(({ dataType: _dropped, ...rest }) => rest);
    expect((await importNodes(engineer, noType)).statusCode).toBe(400);
    expect((await importNodes(engineer, [{ ...IMPORT[0], dataType: 'String' }])).statusCode).toBe(
      400,
    );
    expect(await opcuaSignals()).toEqual([]);
  });

  it('imports picked nodes in one step, with NodeId, type and access, and skips them the second time', async () => {
    const done = body<OpcuaImportResult>(
      await importNodes(engineer, IMPORT, { samplingIntervalMs: '500' }),
    );
    expect(done.data).toEqual({ imported: 3, skipped: [] });
    const rows = await opcuaSignals();
    expect(rows.map((r) => [r.name, r.unit, r.data_type, r.access])).toEqual([
      ['DischargePressure', 'bar', 'float32', 'r'],
      ['Pump1.Running', '', 'bool', 'r'],
      ['Pump1.Speed', '%', 'int32', 'rw'],
    ]);
    expect(rows.map((r) => opcuaPoint.parse(r.point))).toEqual(
      IMPORT.map((n) => ({ nodeId: n.nodeId, samplingIntervalMs: 500, deadband: 0 })),
    );
    const again = body<OpcuaImportResult>(await importNodes(engineer, IMPORT));
    expect(again.data).toEqual({ imported: 0, skipped: IMPORT.map((n) => n.nodeId) });
    expect(await opcuaSignals()).toHaveLength(3);
  });
});

describe('the agent certificate', () => {
  it('shows the thumbprint the agent reports with its status to the gateway list', async () => {
    const thumbprint = 'A1B2C3D4E5F60718293A4B5C6D7E8F9012345678';
    await gateway.publishAsync(
      mqttTopics.status(plant.gatewayId),
      JSON.stringify({ online: true, ts: Date.now(), opcuaThumbprint: thumbprint }),
      { qos: 1, retain: true },
    );
    await waitFor(async () => {
      const row = await server.db
        .selectFrom('gateway')
        .select('opcua_thumbprint')
        .where('id', '=', plant.gatewayId)
        .executeTakeFirst();
      return row?.opcua_thumbprint === thumbprint;
    });
    const page = body<GatewayPage>(
      await engineer.post('/lfscada/gateway/query', { keyword: plant.gatewayId }),
    );
    expect(page.data.list.find((g) => g.id === plant.gatewayId)?.opcuaThumbprint).toBe(thumbprint);
  });
});
