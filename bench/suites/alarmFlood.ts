import { randomBytes } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { mqttTopics, type SocketMessage } from '@lf/protocol';
import { hashPassword } from '../../apps/server/src/account/passwords';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { percentile, printer, runSuite } from '../harness/figures';

/**
 * An alarm flood through the real ingest path: one gateway's 1,000 signals cross their high
 * limit within one second (10 batches, 100 ms apart). Figures: the time until all 1,000
 * alarm records are stored, the time until all 1,000 raises are pushed to a socket watching
 * the equipment, the message pushes a user's message socket received and the alarm engine's
 * write batches meanwhile, and the value latency (publication → socket) of another gateway
 * publishing steadily, during the flood and without it.
 * Runs on PGlite in memory, or on PostgreSQL when DATABASE_URL is set.
 */
const FLOOD = Number(process.env.BENCH_ALARMS ?? 1000);
const BATCHES = 10;
const STEADY_SIGNALS = 100;
const STEADY_EVERY_MS = 100;
const BASELINE_MS = 5000;
const PASSWORD = 'bench-gateway-secret';

const print = printer('alarmFlood');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gateway with one equipment of `signals` signals, each with a high limit at 90 if `rule`. */
async function addGateway(
  server: BenchServer,
  passwordHash: string,
  signals: number,
  rule: boolean,
) {
  const gatewayId = `bench-gw-${randomBytes(3).toString('hex')}`;
  const { equipmentId, signalIds } = await addBenchEquipment(server, {
    name: gatewayId,
    signals,
    alarmRules: () => (rule ? [{ kind: 'high', value: 90, deadband: 1, level: 1, text: '' }] : []),
    gateway: { id: gatewayId, passwordHash },
  });
  return { gatewayId, equipmentId, signalIds: signalIds.map(String) };
}

async function main(server: BenchServer): Promise<void> {
  const { app, db, port } = server;
  const hash = await hashPassword(PASSWORD);
  const flood = await addGateway(server, hash, FLOOD, true);
  const steady = await addGateway(server, hash, STEADY_SIGNALS, false);

  const cookie = await server.demoCookie();
  const watch = async (equipmentId: string, onMessage: (m: SocketMessage, at: number) => void) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/lfscada/websocket/monitor/token',
      headers: { cookie },
      payload: { equipmentId },
    });
    const token = (reply.json() as { data: { token: string } }).data.token;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/lfscada/ws/eg/signal/subscribe/${token}`);
    socket.on('message', (data: Buffer) => {
      const at = Date.now();
      const text = data.toString('utf8');
      if (text.startsWith('{')) onMessage(JSON.parse(text) as SocketMessage, at);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    return socket;
  };

  let lastRaisePushAt = 0;
  const raisePushes = new Set<string>();
  const floodSocket = await watch(flood.equipmentId, (message, at) => {
    if (message.type !== 'signalAlarm' || !message.data.active) return;
    raisePushes.add(message.data.alarmId);
    lastRaisePushAt = at;
  });
  const messageToken = await app.inject({
    method: 'POST',
    url: '/lfscada/websocket/msg/token',
    headers: { cookie },
  });
  const inbox = new WebSocket(
    `ws://127.0.0.1:${port}/lfscada/ws/message/subscribe/${(messageToken.json() as { data: { token: string } }).data.token}`,
  );
  let messagePushes = 0;
  inbox.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (text.startsWith('{') && (JSON.parse(text) as SocketMessage).type === 'alarm') {
      messagePushes += 1;
    }
  });
  await new Promise((resolve) => inbox.once('open', resolve));
  let phase: 'baseline' | 'flood' | 'done' = 'baseline';
  const latencies = { baseline: [] as number[], flood: [] as number[] };
  const steadySocket = await watch(steady.equipmentId, (message, at) => {
    if (message.type !== 'signalVal' || phase === 'done') return;
    for (const value of message.data) latencies[phase].push(at - value.ts);
  });

  const url = app.live.brokerUrl ?? '';
  const connect = (gatewayId: string): Promise<MqttClient> =>
    connectAsync(url, {
      clientId: gatewayId,
      username: gatewayId,
      password: PASSWORD,
      reconnectPeriod: 0,
    });
  const [floodClient, steadyClient] = await Promise.all([
    connect(flood.gatewayId),
    connect(steady.gatewayId),
  ]);
  const publish = (client: MqttClient, gatewayId: string, values: object[]) =>
    client.publishAsync(mqttTopics.values(gatewayId), JSON.stringify({ values }), { qos: 1 });

  // The flood's signals start in normal, so each crossing is a raise.
  const normal = flood.signalIds.map((signalId) => ({ signalId, value: 50, ts: Date.now() }));
  for (let b = 0; b < BATCHES; b++) {
    await publish(
      floodClient,
      flood.gatewayId,
      normal.slice((b * FLOOD) / BATCHES, ((b + 1) * FLOOD) / BATCHES),
    );
  }
  await sleep(1000);

  const steadyTimer = setInterval(() => {
    const now = Date.now();
    const values = steady.signalIds.map((signalId, i) => ({
      signalId,
      value: i + Math.random(),
      ts: now,
    }));
    void publish(steadyClient, steady.gatewayId, values).catch(() => undefined);
  }, STEADY_EVERY_MS);
  await sleep(BASELINE_MS);

  phase = 'flood';
  const batchesBefore = app.live.alarms.drain.batches;
  messagePushes = 0;
  const floodStarted = Date.now();
  for (let b = 0; b < BATCHES; b++) {
    const now = Date.now();
    const batch = flood.signalIds
      .slice((b * FLOOD) / BATCHES, ((b + 1) * FLOOD) / BATCHES)
      .map((signalId) => ({ signalId, value: 95, ts: now }));
    await publish(floodClient, flood.gatewayId, batch);
    await sleep(1000 / BATCHES);
  }
  const publishedIn = Date.now() - floodStarted;
  const countOpen = async () =>
    Number(
      (
        await db
          .selectFrom('alarm')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('equipment_id', '=', flood.equipmentId)
          .where('end_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let storedAt = 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!storedAt && (await countOpen()) >= FLOOD) storedAt = Date.now();
    if (storedAt && raisePushes.size >= FLOOD) break;
    await sleep(20);
  }
  // The steady gateway's latency is measured over the flood until both are done, and a second after.
  await sleep(1000);
  phase = 'done';
  clearInterval(steadyTimer);
  latencies.baseline.sort((a, b) => a - b);
  latencies.flood.sort((a, b) => a - b);
  print({
    figure: `alarm flood: ${FLOOD.toLocaleString('en-US')} signals of one gateway cross their limit within one second`,
    database: server.database,
    alarms: FLOOD,
    publishedInMs: publishedIn,
    stored: await countOpen(),
    allStoredMs: storedAt ? storedAt - floodStarted : null,
    pushed: raisePushes.size,
    allPushedMs:
      lastRaisePushAt && raisePushes.size >= FLOOD ? lastRaisePushAt - floodStarted : null,
    alarmWriteBatches: app.live.alarms.drain.batches - batchesBefore,
    messagePushesToOneUser: messagePushes,
    otherGatewayLatencyBaselineP50Ms: percentile(latencies.baseline, 50),
    otherGatewayLatencyBaselineP99Ms: percentile(latencies.baseline, 99),
    otherGatewayLatencyFloodP50Ms: percentile(latencies.flood, 50),
    otherGatewayLatencyFloodP99Ms: percentile(latencies.flood, 99),
    otherGatewayLatencyFloodMaxMs: latencies.flood.at(-1),
    messagesToUsers: Number(
      (
        await db
          .selectFrom('message')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  floodSocket.close();
  inbox.close();
  steadySocket.close();
  await Promise.all([floodClient.endAsync(), steadyClient.endAsync()]);
}

runSuite(() => withBenchServer('alarm-flood', { live: true, listen: true }, main));
