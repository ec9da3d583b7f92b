import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAsync } from 'mqtt';
import {
  SPARKPLUG_REBIRTH_METRIC,
  sparkplugTopic,
  type CommandResult,
  type GatewayPage,
  type MqttRefusalRow,
} from '@lf/protocol';
import { encodeSparkplug, startSparkplugEdgeNode, type SparkplugEdgeNode } from '@lf/simulators';
import { hashPassword } from '../src/account/passwords';
import { body, Client, seededUser } from './harness';
import {
  seedOtherOrg,
  startLiveServer,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
} from './liveHarness';
import { accountIds } from './accounts';
import { sparkplugSignals } from './storedRows';

/**
 * Issue 24: Sparkplug B edge nodes of other vendors publish to the embedded broker (the
 * simulator in @lf/simulators plays one, a real MQTT client); births become equipment and
 * signals, data goes through the gateways' value path, deaths take the node offline, a broken
 * sequence asks for a rebirth, writes go out as DCMD typed as the metric, and nothing of
 * another organisation's edge node gets in.
 */
const GROUP = 'PlantA';
const PASSWORD = 'edge-node-secret-1';

let server: LiveServer;
let admin: Client;
let orgId: string;

async function addGateway(org: string, id: string): Promise<void> {
  await server.db
    .insertInto('gateway')
    .values({
      id,
      org_id: org,
      name: `Sparkplug ${id}`,
      password_hash: await hashPassword(PASSWORD),
    })
    .execute();
}

async function bind(as: Client, id: string, groupId: string): Promise<number> {
  return Number(body(await as.post('/lfscada/gateway/sparkplug', { id, groupId })).code);
}

const pumpMetrics = () => [
  { name: 'Flow', type: 'Float' as const, value: 12.5, unit: 'm³/h', alias: 1 },
  { name: 'Running', type: 'Boolean' as const, value: true, alias: 2 },
  { name: 'Setpoint', type: 'Int16' as const, value: 40, alias: 3 },
];

async function startNode(edgeNodeId: string, answerRebirth = true): Promise<SparkplugEdgeNode> {
  return startSparkplugEdgeNode({
    url: server.brokerUrl,
    groupId: GROUP,
    edgeNodeId,
    username: edgeNodeId,
    password: PASSWORD,
    nodeMetrics: [{ name: 'Uptime', type: 'Int64', value: 1 }],
    devices: { Pump1: pumpMetrics() },
    answerRebirth,
  });
}

const signalsOf = (gatewayId: string, deviceId: string) =>
  sparkplugSignals(server.db, gatewayId, deviceId);

async function signalId(gatewayId: string, metric: string): Promise<number> {
  const signal = (await signalsOf(gatewayId, 'Pump1')).get(metric);
  if (!signal) throw new Error(`no signal ${metric}`);
  return signal.id;
}

const rowsAt = async (signal: number, ts?: number) => {
  let query = server.db
    .selectFrom('signal_value')
    .select(['ts', 'value', 'bad'])
    .where('signal_id', '=', signal);
  if (ts !== undefined) query = query.where('ts', '=', new Date(ts));
  return query.execute();
};

const isRebirth = (command: SparkplugEdgeNode['commands'][number]) =>
  command.type === 'NCMD' &&
  command.metrics.some((m) => m.name === SPARKPLUG_REBIRTH_METRIC && m.value === true);

beforeAll(async () => {
  server = await startLiveServer();
  admin = await seededUser(server.app, 'admin');
  const user = await accountIds(server.db, 'admin');
  orgId = user.orgId;
});

afterAll(async () => {
  await server?.close();
});

describe('a Sparkplug edge node of the organisation', () => {
  const id = `sp-${randomUUID().slice(0, 8)}`;
  let node: SparkplugEdgeNode;

  beforeAll(async () => {
    await addGateway(orgId, id);
    expect(await bind(admin, id, GROUP)).toBe(200);
    node = await startNode(id);
  });
  afterAll(async () => {
    await node?.close();
  });

  it('its births make the equipment and signals with the metrics’ names, types and units, and bring it online', async () => {
    await node.birth();
    await waitFor(async () => (await signalsOf(id, 'Pump1')).size === 3);
    const pump = await signalsOf(id, 'Pump1');
    expect(pump.get('Flow')).toMatchObject({
      data_type: 'float32',
      unit: 'm³/h',
      access: 'rw',
      org_id: orgId,
    });
    expect(pump.get('Running')).toMatchObject({ data_type: 'bool' });
    expect(pump.get('Setpoint')).toMatchObject({ data_type: 'int16' });
    const own = await signalsOf(id, '');
    expect([...own.keys()]).toEqual(['Uptime']);
    await waitGatewayOnline(server.db, id);
    // The birth's values are the first samples, in the history and live.
    const flow = await signalId(id, 'Flow');
    await waitFor(async () => (await rowsAt(flow)).length === 1);
    expect(server.app.live.cache.get(String(flow))?.value).toBe(12.5);
    // A second birth updates the same signals rather than adding others (its values, stored
    // after the signals were brought up to date, show that it has been taken).
    await node.birth();
    await waitFor(async () => (await rowsAt(flow)).length === 2);
    expect((await signalsOf(id, 'Pump1')).size).toBe(3);
  });

  it('stores data exactly once though a message comes twice, and pushes it live', async () => {
    const flow = await signalId(id, 'Flow');
    const asked = server.app.live.sparkplug.rebirthRequests;
    // Later than the birth's values, so the live value moves too.
    const ts = Date.now();
    await node.data('Pump1', { Flow: 13.5 }, ts);
    await node.repeatLast();
    await node.repeatLast();
    // The next message is taken after those: once it is stored, they have been too.
    const after = ts + 1;
    await node.data('Pump1', { Flow: 14 }, after);
    await waitFor(async () => (await rowsAt(flow, after)).length === 1);
    const stored = await rowsAt(flow, ts);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value).toBe(13.5);
    expect(server.app.live.cache.get(String(flow))?.value).toBe(14);
    // A repeated sequence number is a redelivery, not a gap.
    expect(server.app.live.sparkplug.rebirthRequests).toBe(asked);
  });

  it('sends a write as a DCMD with the metric’s type, and the device’s answer comes back as data', async () => {
    const setpoint = await signalId(id, 'Setpoint');
    const write = body<{ uuid: string }>(
      await admin.post('/lfscada/monitor/multi/signal/writeVal', {
        signalId: String(setpoint),
        value: '42',
      }),
    );
    expect(write.code).toBe(200);
    const command = await node.waitForCommand((c) => c.type === 'DCMD');
    expect(command).toEqual({
      type: 'DCMD',
      deviceId: 'Pump1',
      metrics: [{ name: 'Setpoint', type: 'Int16', value: 42 }],
    });
    const result = body<CommandResult>(
      await admin.post('/lfscada/equipment/multi/callback', { uuid: write.data.uuid }),
    );
    expect(result.data.status).toBe('success');
    await waitFor(() => server.app.live.cache.get(String(setpoint))?.value === 42);
    // Sparkplug has no read request: a read answers the latest value the node reported.
    const read = body<{ uuid: string }>(
      await admin.post('/lfscada/monitor/multi/signal/read', { signalId: String(setpoint) }),
    );
    const readResult = body<CommandResult>(
      await admin.post('/lfscada/equipment/multi/callback', { uuid: read.data.uuid }),
    );
    expect(readResult.data).toMatchObject({ status: 'success', data: { value: 42 } });

    const running = await signalId(id, 'Running');
    await admin.post('/lfscada/monitor/multi/signal/writeVal', {
      signalId: String(running),
      value: '0',
    });
    const toggle = await node.waitForCommand(
      (c) => c.type === 'DCMD' && c.metrics[0]?.name === 'Running',
    );
    expect(toggle.metrics).toEqual([{ name: 'Running', type: 'Boolean', value: false }]);
  });

  it('asks for a rebirth when a sequence number is missing, and takes the new birth', async () => {
    const flow = await signalId(id, 'Flow');
    node.skipSeq(2);
    const ts = Date.now() - 200;
    await node.data('Pump1', { Flow: 15 }, ts);
    await node.waitForCommand(isRebirth);
    expect(node.commands.filter(isRebirth)).toHaveLength(1);
    // The values of the message are still good ones: stored like any other.
    await waitFor(async () => (await rowsAt(flow, ts)).length === 1);
  });

  it('marks a device’s values bad at its DDEATH, and the node offline at its NDEATH (the will)', async () => {
    const flow = await signalId(id, 'Flow');
    await node.deviceDeath('Pump1');
    await waitFor(() => server.app.live.cache.get(String(flow))?.quality === 'bad');
    await node.drop();
    await waitGatewayOnline(server.db, id, false);
    // The list shows the node's equipment offline, as a gateway's.
    const listed = body<{ list: { id: string; name: string; online: boolean }[] }>(
      await admin.post('/lfscada/equipment/multi/query', {
        keyword: id,
        pageNum: '1',
        pageSize: '10',
      }),
    );
    expect(listed.data.list.map((e) => [e.name, e.online]).sort()).toEqual([
      [id, false],
      [`${id}/Pump1`, false],
    ]);
  });
});

describe('data before a birth', () => {
  it('asks the node for a rebirth; the birth that answers makes its signals', async () => {
    const id = `sp-${randomUUID().slice(0, 8)}`;
    await addGateway(orgId, id);
    expect(await bind(admin, id, GROUP)).toBe(200);
    const node = await startNode(id);
    try {
      await node.data('Pump1', { Flow: 3 });
      await node.waitForCommand(isRebirth);
      await waitFor(async () => (await signalsOf(id, 'Pump1')).size === 3);
    } finally {
      await node.close();
    }
  });
});

describe('an edge node of another organisation', () => {
  it('cannot publish as ours, nor read our commands, even in a group of the same name', async () => {
    const ours = `sp-${randomUUID().slice(0, 8)}`;
    await addGateway(orgId, ours);
    expect(await bind(admin, ours, GROUP)).toBe(200);
    const node = await startNode(ours);
    await node.birth();
    await waitFor(async () => (await signalsOf(ours, 'Pump1')).size === 3);
    const flow = await signalId(ours, 'Flow');

    const other = await seedOtherOrg(server.db);
    const theirs = `sp-${randomUUID().slice(0, 8)}`;
    await addGateway(other.orgId, theirs);
    const outsider = new Client(server.app);
    expect(body(await outsider.login(other.loginname, other.password)).code).toBe(200);
    // Nor can they bind our gateway to a group of theirs.
    expect(await bind(outsider, ours, 'Theirs')).not.toBe(200);
    expect(await bind(outsider, theirs, GROUP)).toBe(200);

    const intruder = await connectAsync(server.brokerUrl, {
      clientId: theirs,
      username: theirs,
      password: PASSWORD,
      reconnectPeriod: 0,
    });
    // A refused grant is 0x80 in the SUBACK (read from the packet: mqtt.js reports an error).
    const granted = new Promise<number[]>((resolve) => {
      intruder.on('packetreceive', (packet) => {
        if (packet.cmd === 'suback') resolve(packet.granted as number[]);
      });
    });
    intruder.subscribe(
      [
        sparkplugTopic({ groupId: GROUP, edgeNodeId: ours }, 'DCMD', '+'),
        sparkplugTopic({ groupId: GROUP, edgeNodeId: ours }, 'NCMD'),
        sparkplugTopic({ groupId: GROUP, edgeNodeId: theirs }, 'NCMD'),
      ],
      { qos: 0 },
      () => undefined,
    );
    expect(await granted).toEqual([128, 128, 0]);
    const ts = Date.now() - 300;
    const gone = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(
      sparkplugTopic({ groupId: GROUP, edgeNodeId: ours }, 'DDATA', 'Pump1'),
      ddata(ts),
    );
    await gone;
    await intruder.endAsync(true);
    await server.app.live.refusals.flush();
    const refusals = body<MqttRefusalRow[]>(
      await outsider.post('/lfscada/gateway/mqttRefusals', { id: theirs }),
    ).data;
    expect(refusals.find((r) => r.reason === 'foreignPublish')?.count).toBe(1);
    expect(await rowsAt(flow, ts)).toHaveLength(0);
    await node.close();
  });
});

/** A DDATA payload setting Flow (alias 1) to 99 at `ts`, as any Sparkplug library encodes it. */
function ddata(ts: number): Buffer {
  return encodeSparkplug({
    timestamp: ts,
    seq: 1,
    metrics: [{ alias: 1, type: 'Float', value: 99, timestamp: ts }],
  });
}

describe('the gateway list', () => {
  it('shows the group a gateway is bound to, and none once it is unbound', async () => {
    const id = `sp-${randomUUID().slice(0, 8)}`;
    await addGateway(orgId, id);
    const groupOf = async () =>
      body<GatewayPage>(await admin.post('/lfscada/gateway/query', { keyword: id })).data.list.find(
        (g) => g.id === id,
      )?.sparkplugGroup;
    expect(await groupOf()).toBeNull();
    expect(await bind(admin, id, GROUP)).toBe(200);
    expect(await groupOf()).toBe(GROUP);
    expect(await bind(admin, id, '')).toBe(200);
    expect(await groupOf()).toBeNull();
  });
});

describe('a message the broker let through under another group', () => {
  it('is refused by the server (an external broker checks only the edge node id)', async () => {
    const id = `sp-${randomUUID().slice(0, 8)}`;
    await addGateway(orgId, id);
    expect(await bind(admin, id, GROUP)).toBe(200);
    const node = await startNode(id);
    await node.birth();
    await waitFor(async () => (await signalsOf(id, 'Pump1')).size === 3);
    await node.close();
    const flow = await signalId(id, 'Flow');
    const ts = Date.now() - 100;
    const topic = sparkplugTopic({ groupId: 'Elsewhere', edgeNodeId: id }, 'DDATA', 'Pump1');
    const taken = await server.app.live.take(topic, ddata(ts), { store: true, live: true });
    await taken.stored;
    await server.app.live.history.flush();
    expect(await rowsAt(flow, ts)).toHaveLength(0);
    await server.app.live.refusals.flush();
    const refusals = body<MqttRefusalRow[]>(
      await admin.post('/lfscada/gateway/mqttRefusals', { id }),
    ).data;
    expect(refusals.find((r) => r.reason === 'foreignPublish')?.lastDetail).toBe(topic);
    // The same message under its own group is stored: the refusal above was the group's.
    const own = sparkplugTopic({ groupId: GROUP, edgeNodeId: id }, 'DDATA', 'Pump1');
    await (
      await server.app.live.take(own, ddata(ts), { store: true, live: true })
    ).stored;
    expect(await rowsAt(flow, ts)).toHaveLength(1);
  });
});
