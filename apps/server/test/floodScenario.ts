import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { connectAsync, type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { mqttTopics, type SocketMessage } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/account/passwords';
import type { Db } from '../src/db/database';
import { accountIds } from './accounts';
import { insertEquipment, insertGateway } from './plantRows';

/**
 * Issue 15's flood, shared by `bench/suites/mqttFlood.ts` and `mqttFlood.test.ts`: two normal
 * gateways report a batch every 100 ms (QoS 1, ts = the moment of publishing) while a browser
 * watches each on a monitor socket; then a third gateway, in its own process, publishes as fast
 * as it can. Latency of the normal gateways' values: publish → socket message, and publish →
 * history row (found by polling every POLL_MS, so it reads up to POLL_MS late). The test asserts
 * what arrives, how often and in which order; the benchmark reports the latencies.
 */
export const POLL_MS = 50;
const NORMAL_SIGNALS = 10;
const FLOOD_SIGNALS = 100;
const PASSWORD = 'flood-gateway-secret';

export interface Gateway {
  gatewayId: string;
  equipmentId: string;
  signalIds: string[];
}

export interface PhaseFigures {
  phase: 'baseline' | 'flood';
  seconds: number;
  normalValues: number;
  socketP50: number;
  socketP99: number;
  historyP50: number;
  historyP99: number;
  /**
   * Normal values not seen on the socket / in history by the end of the phase (+ settleMs). The
   * socket carries the latest value of a signal (the hub coalesces), so one may be skipped there
   * when the next follows it within the hub's window: `socketBehind` counts the signals whose
   * last value of the phase did not arrive.
   */
  socketMissing: number;
  socketBehind: number;
  historyMissing: number;
  /** The first and last time stamp the normal gateways published in the phase. */
  firstTs: number;
  lastTs: number;
}

export interface FloodFigures {
  baseline: PhaseFigures;
  flood: PhaseFigures;
  flooder: { messages: number; values: number; connected: boolean };
  floodValuesPerSecond: number;
  floodRowsStored: number;
  throttled: number;
  /** The two normal gateways (equipment and signals), to look their values up afterwards. */
  normals: Gateway[];
  /** Normal values a socket delivered more than once, or before an older one of its signal. */
  socketDuplicates: number;
  socketOutOfOrder: number;
  /** History rows of the normal signals, over both phases. */
  normalRowsStored: number;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function seedGateway(db: Db, orgId: string, name: string, signals: number): Promise<Gateway> {
  const gatewayId = `${name}-${randomUUID().slice(0, 6)}`;
  await insertGateway(db, { orgId, id: gatewayId, passwordHash: await hashPassword(PASSWORD) });
  const equipmentId = await insertEquipment(db, { orgId, name: gatewayId, gatewayId });
  const rows = await db
    .insertInto('signal')
    .values(
      Array.from({ length: signals }, (_, s) => ({
        equipment_id: equipmentId,
        name: `signal ${s}`,
        area: 'input' as const,
        address: s * 2,
        data_type: 'float32' as const,
        alarm_rules: '[]',
      })),
    )
    .returning('id')
    .execute();
  return { gatewayId, equipmentId, signalIds: rows.map((row) => String(row.id)) };
}

/** Runs the baseline phase, then the flood phase, each `seconds` long. */
export async function runFloodScenario(options: {
  app: FastifyInstance;
  db: Db;
  /** Port of the listening HTTP server (for the sockets). */
  port: number;
  /** A user of the organisation (login name, password) who may watch the equipment. */
  login: { loginname: string; password: string };
  seconds: number;
  /** Values per flood message: 1,000 (a full batch) floods values, 1 floods messages. */
  floodPerMessage: number;
  /**
   * How long after a phase its last values may take to arrive before they count as missing.
   * The benchmark gives 2 s; the test gives them as long as it can wait: it counts losses,
   * not lateness.
   */
  settleMs?: number;
}): Promise<FloodFigures> {
  const settleMs = options.settleMs ?? 2000;
  const { app, db } = options;
  const { orgId } = await accountIds(db, options.login.loginname);
  const normals = [
    await seedGateway(db, orgId, 'normal-a', NORMAL_SIGNALS),
    await seedGateway(db, orgId, 'normal-b', NORMAL_SIGNALS),
  ];
  const flood = await seedGateway(db, orgId, 'flood', FLOOD_SIGNALS);
  const url = app.live.brokerUrl ?? '';

  // Publication times of the normal values, keyed by signal and ts.
  const sent = new Map<string, number>();
  const socketLatency = new Map<string, number>();
  const historyLatency = new Map<string, number>();
  const lastSocketTs = new Map<string, number>();
  let socketDuplicates = 0;
  let socketOutOfOrder = 0;
  const key = (signalId: string, ts: number) => `${signalId}@${ts}`;

  const login = await app.inject({
    method: 'POST',
    url: '/lfscada/user/login',
    payload: options.login,
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const sockets: WebSocket[] = [];
  for (const gateway of normals) {
    const reply = await app.inject({
      method: 'POST',
      url: '/lfscada/websocket/monitor/token',
      headers: { cookie },
      payload: { equipmentId: gateway.equipmentId },
    });
    const token = (reply.json() as { data: { token: string } }).data.token;
    const socket = new WebSocket(
      `ws://127.0.0.1:${options.port}/lfscada/ws/eg/signal/subscribe/${token}`,
    );
    socket.on('message', (data: Buffer) => {
      const at = performance.timeOrigin + performance.now();
      const text = data.toString('utf8');
      if (!text.startsWith('{')) return;
      const message = JSON.parse(text) as SocketMessage;
      if (message.type !== 'signalVal') return;
      for (const value of message.data) {
        const k = key(value.signalId, value.ts);
        const published = sent.get(k);
        if (published === undefined) continue;
        if (socketLatency.has(k)) socketDuplicates += 1;
        else socketLatency.set(k, at - published);
        if (value.ts <= (lastSocketTs.get(value.signalId) ?? -Infinity)) socketOutOfOrder += 1;
        else lastSocketTs.set(value.signalId, value.ts);
      }
    });
    await new Promise((resolve) => socket.once('open', resolve));
    sockets.push(socket);
  }

  const clients: MqttClient[] = await Promise.all(
    normals.map((gateway) =>
      connectAsync(url, {
        clientId: gateway.gatewayId,
        username: gateway.gatewayId,
        password: PASSWORD,
        reconnectPeriod: 0,
      }),
    ),
  );
  const normalSignals = normals.flatMap((gateway) => gateway.signalIds.map(Number));
  // Rows from the oldest value not yet found on: the two gateways' rows of one ts may land
  // in different writes.
  const pollHistory = async (keys: string[]) => {
    let from = Infinity;
    for (const k of keys) {
      if (!historyLatency.has(k)) from = Math.min(from, Number(k.slice(k.indexOf('@') + 1)));
    }
    if (from === Infinity) return;
    const rows = await db
      .selectFrom('signal_value')
      .select(['signal_id', 'ts'])
      .where('signal_id', 'in', normalSignals)
      .where('ts', '>=', new Date(from))
      .execute();
    const at = performance.timeOrigin + performance.now();
    for (const row of rows) {
      const k = key(String(row.signal_id), new Date(row.ts).getTime());
      const published = sent.get(k);
      if (published !== undefined && !historyLatency.has(k)) historyLatency.set(k, at - published);
    }
  };

  const phase = async (name: PhaseFigures['phase']): Promise<PhaseFigures> => {
    const keys: string[] = [];
    const started = Date.now();
    let firstTs = 0;
    let lastTs = 0;
    const publisher = setInterval(() => {
      const ts = Math.max(Date.now(), lastTs + 1);
      lastTs = ts;
      firstTs ||= ts;
      clients.forEach((client, g) => {
        const gateway = normals[g] as Gateway;
        const values = gateway.signalIds.map((signalId, s) => ({ signalId, value: s, ts }));
        const published = performance.timeOrigin + performance.now();
        for (const value of values) {
          const k = key(value.signalId, ts);
          sent.set(k, published);
          keys.push(k);
        }
        client
          .publishAsync(mqttTopics.values(gateway.gatewayId), JSON.stringify({ values }), {
            qos: 1,
          })
          .catch(() => undefined);
      });
    }, 100);
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await pollHistory(keys).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
    clearInterval(publisher);
    const seconds = (Date.now() - started) / 1000;
    // Stragglers: up to settleMs for the last values to arrive, then what is missing is counted.
    const until = Date.now() + settleMs;
    const behind = () =>
      normals.flatMap((gateway) =>
        gateway.signalIds.filter((signalId) => (lastSocketTs.get(signalId) ?? 0) < lastTs),
      );
    while (
      Date.now() < until &&
      (behind().length > 0 || keys.some((k) => !historyLatency.has(k)))
    ) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    polling = false;
    await poller;
    const socket = keys.flatMap((k) => socketLatency.get(k) ?? []);
    const history = keys.flatMap((k) => historyLatency.get(k) ?? []);
    return {
      phase: name,
      seconds,
      normalValues: keys.length,
      socketP50: Math.round(percentile(socket, 50)),
      socketP99: Math.round(percentile(socket, 99)),
      historyP50: Math.round(percentile(history, 50)),
      historyP99: Math.round(percentile(history, 99)),
      socketMissing: keys.length - socket.length,
      socketBehind: behind().length,
      historyMissing: keys.length - history.length,
      firstTs,
      lastTs,
    };
  };

  const baseline = await phase('baseline');
  const throttledBefore = app.live.refusals.totals.get('throttled') ?? 0;
  const flooderSeconds = options.seconds + 4;
  const flooder = startFlooder(url, flood, flooderSeconds, options.floodPerMessage);
  // Measure once the flood arrives (the flooder process takes a moment to start).
  const floodSeen = Date.now() + 15_000;
  while (!app.live.cache.has(flood.signalIds[0] as string) && Date.now() < floodSeen) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const flooded = await phase('flood');
  const flooderResult = await flooder;
  await app.live.history.flush();
  const stored = await db
    .selectFrom('signal_value')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(
      'signal_id',
      'in',
      flood.signalIds.map((id) => Number(id)),
    )
    .executeTakeFirstOrThrow();
  const normalStored = await db
    .selectFrom('signal_value')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('signal_id', 'in', normalSignals)
    .executeTakeFirstOrThrow();
  for (const socket of sockets) socket.terminate();
  await Promise.all(clients.map((client) => client.endAsync(true)));
  return {
    baseline,
    flood: flooded,
    flooder: flooderResult,
    floodValuesPerSecond: Math.round(flooderResult.values / flooderSeconds),
    floodRowsStored: Number(stored.n),
    throttled: (app.live.refusals.totals.get('throttled') ?? 0) - throttledBefore,
    normals,
    socketDuplicates,
    socketOutOfOrder,
    normalRowsStored: Number(normalStored.n),
  };
}

function startFlooder(
  url: string,
  gateway: Gateway,
  seconds: number,
  perMessage: number,
): Promise<FloodFigures['flooder']> {
  const script = fileURLToPath(new URL('./mqttFlooder.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      script,
      url,
      gateway.gatewayId,
      PASSWORD,
      String(seconds),
      String(perMessage),
      ...gateway.signalIds,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`flooder exited with ${code}`));
      resolve(JSON.parse(out.trim()) as FloodFigures['flooder']);
    });
  });
}
