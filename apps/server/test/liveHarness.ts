import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import { mqttTopics, type SocketMessage } from '@lf/protocol';
import { createConnection, type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/account/passwords';
import { DEMO_TANKER, seedDemoTanker } from '../src/demo/demoTanker';
import type { Db } from '../src/db/database';
import type { LiveStartOptions } from '../src/ingest/liveStartOptions';
import { expect } from 'vitest';
import { body, Client, startTestServer, type TestServer } from './harness';
import { accountIds } from './accounts';
import { insertEquipment, insertGateway } from './plantRows';

export interface Plant {
  orgId: string;
  gatewayId: string;
  gatewayPassword: string;
  equipmentId: string;
  /** Writable level 0–10 m, alarm above 8 m (deadband 0.5). */
  level: string;
  /** Read-only pressure. */
  pressure: string;
  /** Writable pump switch, alarm while true. */
  pump: string;
}

export interface LiveSocketClient {
  socket: WebSocket;
  /** Messages received so far: JSON parsed, text (the idle ping) as is. */
  messages: SocketMessage[];
  closed: Promise<number>;
}

export type LiveServer = TestServer & {
  brokerUrl: string;
  /** Opens a real websocket to a path of the listening server, collecting what it receives. */
  openSocket(path: string): Promise<LiveSocketClient>;
};

/** A test server listening on a free port, with its embedded broker on another. */
export async function startLiveServer(
  options: Pick<LiveStartOptions, 'mqttUrl' | 'timing' | 'shareGroup' | 'sessionId'> & {
    env?: Record<string, string>;
  } = {},
): Promise<LiveServer> {
  const { env, ...start } = options;
  const server = await startTestServer(env ? { env } : {});
  await server.app.live.start({
    mqttPort: 0,
    mqttPortExplicit: true,
    mqttHost: '127.0.0.1',
    ...start,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    ...server,
    brokerUrl: server.app.live.brokerUrl ?? '',
    openSocket: (path) =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
        // Listen before the socket opens: the first message can arrive with the handshake.
        const messages = collect(socket) as SocketMessage[];
        const closed = new Promise<number>((done) =>
          socket.once('close', (code: number) => done(code)),
        );
        socket.once('open', () => resolve({ socket, messages, closed }));
        socket.once('error', reject);
      }),
  };
}

/**
 * Another server instance on the database and configuration of `first`, its live plane started
 * (its embedded broker, unused behind an external one, on a free port). `prepare` sees the app
 * before its live plane starts, to watch it from its first message.
 */
export async function startAnotherInstance(
  first: Pick<TestServer, 'config' | 'db'>,
  start: Pick<LiveStartOptions, 'mqttUrl' | 'timing' | 'shareGroup' | 'sessionId'> = {},
  prepare?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: first.config, db: first.db });
  prepare?.(app);
  await app.live.start({ mqttPort: 0, mqttPortExplicit: true, mqttHost: '127.0.0.1', ...start });
  return app;
}

/** Two instances on one database behind the machine's Mosquitto, as `scaleOutInstances` starts them. */
export interface ScaleOut {
  first: LiveServer;
  second: FastifyInstance;
  /** A plant of `demo` whose gateway id starts with the prefix asked for. */
  plant: Plant;
}

/**
 * Starts a live server and a second instance on its database, both sharing one fresh
 * subscription group at the machine's Mosquitto (so it deals each message to one of them), and
 * seeds a plant. The first is closed again if the second cannot start.
 */
export async function scaleOutInstances(gatewayPrefix: string): Promise<ScaleOut> {
  const shareGroup = `t${randomUUID().slice(0, 8)}`;
  const first = await startLiveServer({ mqttUrl: MOSQUITTO, shareGroup });
  try {
    const second = await startAnotherInstance(first, { mqttUrl: MOSQUITTO, shareGroup });
    const plant = await seedPlant(first.db, 'demo', `${gatewayPrefix}-${randomUUID().slice(0, 8)}`);
    return { first, second, plant };
  } catch (error) {
    await first.close();
    throw error;
  }
}

/** A gateway with one equipment and three signals in the organisation of `loginname`. */
export async function seedPlant(
  db: Db,
  loginname = 'demo',
  gatewayId = `gw-${randomUUID().slice(0, 8)}`,
): Promise<Plant> {
  const user = await accountIds(db, loginname);
  const gatewayPassword = 'gateway-secret-1';
  await insertGateway(db, {
    orgId: user.orgId,
    id: gatewayId,
    name: `网关 ${gatewayId}`,
    passwordHash: await hashPassword(gatewayPassword),
  });
  const equipmentId = await insertEquipment(db, { orgId: user.orgId, name: '测试泵站', gatewayId });
  const signals = await db
    .insertInto('signal')
    .values([
      {
        equipment_id: equipmentId,
        name: '液位',
        unit: 'm',
        area: 'holding',
        address: 0,
        data_type: 'float32',
        access: 'rw',
        min: 0,
        max: 10,
        seq: 1,
        alarm_rules: JSON.stringify([
          { kind: 'high', value: 8, deadband: 0.5, level: 1, text: '' },
        ]),
      },
      {
        equipment_id: equipmentId,
        name: '压力',
        unit: 'MPa',
        area: 'input',
        address: 10,
        data_type: 'float32',
        access: 'r',
        seq: 2,
        alarm_rules: '[]',
      },
      {
        equipment_id: equipmentId,
        name: '泵',
        area: 'coil',
        address: 0,
        data_type: 'bool',
        access: 'rw',
        seq: 3,
        alarm_rules: JSON.stringify([{ kind: 'equal', value: 1, deadband: 0, level: 2, text: '' }]),
      },
    ])
    .returning('id')
    .execute();
  const [level, pressure, pump] = signals.map((s) => String(s.id)) as [string, string, string];
  return { orgId: user.orgId, gatewayId, gatewayPassword, equipmentId, level, pressure, pump };
}

/** An MQTT client acting as the plant's gateway. */
export async function connectGateway(
  brokerUrl: string,
  plant: Pick<Plant, 'gatewayId' | 'gatewayPassword'>,
  extra: IClientOptions = {},
): Promise<MqttClient> {
  return connectAsync(brokerUrl, {
    clientId: plant.gatewayId,
    username: plant.gatewayId,
    password: plant.gatewayPassword,
    reconnectPeriod: 0,
    ...extra,
  });
}

export async function publishStatus(
  client: MqttClient,
  gatewayId: string,
  online: boolean,
): Promise<void> {
  await client.publishAsync(
    mqttTopics.status(gatewayId),
    JSON.stringify({ online, ts: Date.now() }),
    {
      qos: 1,
      retain: true,
    },
  );
}

export async function publishValues(
  client: MqttClient,
  gatewayId: string,
  values: {
    signalId: string;
    value: number | boolean | null;
    ts: number;
    quality?: 'good' | 'bad';
  }[],
): Promise<void> {
  await client.publishAsync(mqttTopics.values(gatewayId), JSON.stringify({ values }), { qos: 1 });
}

/** Polls until `check` answers true (or fails after `ms`). */
export async function waitFor(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met in time');
}

/** Whether the server has the gateway online, from its row (undefined: no such gateway). */
export async function gatewayOnline(db: Db, gatewayId: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('gateway')
    .select('online')
    .where('id', '=', gatewayId)
    .executeTakeFirst();
  return row?.online;
}

/** Waits until the server has taken the gateway's status (online, or offline from its will). */
export async function waitGatewayOnline(db: Db, gatewayId: string, online = true): Promise<void> {
  await waitFor(async () => (await gatewayOnline(db, gatewayId)) === online);
}

/**
 * Stalls history writes: a transaction holds `signal_value` (share lock) until `release()`ed,
 * which then resolves once that transaction has ended. Resolves once the lock is held.
 */
export async function stallHistory(db: Db): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const stall = db.transaction().execute(async (trx) => {
    await sql`lock table signal_value in share mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await stall;
    },
  };
}

/**
 * Makes every history write holding a row of `signalId` fail with an error in the data (not a
 * transient one, so the writer gives the batch up at once) until `lift` drops the trigger.
 */
export async function refuseHistory(
  db: Db,
  signalId: string,
): Promise<{ lift: () => Promise<void> }> {
  const name = sql.raw(`refuse_history_${Number(signalId)}`);
  await sql`create function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'history refused by the test'; end $$`.execute(db);
  await sql`create trigger ${name} before insert on signal_value for each row
    when (new.signal_id = ${sql.lit(Number(signalId))}) execute function ${name}()`.execute(db);
  return {
    lift: async () => {
      await sql`drop trigger ${name} on signal_value`.execute(db);
      await sql`drop function ${name}()`.execute(db);
    },
  };
}

/** Collects a socket's messages (JSON parsed; text kept as is). */
export function collect(socket: WebSocket): unknown[] {
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    try {
      messages.push(JSON.parse(text));
    } catch {
      messages.push(text);
    }
  });
  return messages;
}

/** A second organisation with its own user, to prove nothing crosses organisations. */
export async function seedOtherOrg(
  db: Db,
): Promise<{ loginname: string; password: string; orgId: string }> {
  const orgId = randomUUID();
  const loginname = `other${randomUUID().slice(0, 6)}`;
  const password = 'other-pass-123';
  await db.insertInto('org').values({ id: orgId, name: '另一家公司' }).execute();
  await db
    .insertInto('app_user')
    .values({
      id: randomUUID(),
      org_id: orgId,
      loginname,
      username: '外部用户',
      password_hash: await hashPassword(password),
      role_type: 'admin',
      prompt_types: JSON.stringify(['sound']),
    })
    .execute();
  return { loginname, password, orgId };
}

/** A user of a second organisation (seedOtherOrg), logged in. */
export async function outsiderClient(server: Pick<TestServer, 'app' | 'db'>): Promise<Client> {
  const other = await seedOtherOrg(server.db);
  const outsider = new Client(server.app);
  expect(body(await outsider.login(other.loginname, other.password)).code).toBe(200);
  return outsider;
}

/** A project of the plant's organisation with the plant's equipment bound to it. */
export async function seedProject(db: Db, plant: Plant): Promise<string> {
  const projectId = randomUUID();
  await db
    .insertInto('project')
    .values({ id: projectId, org_id: plant.orgId, name: '运营中心' })
    .execute();
  await db
    .insertInto('project_equipment')
    .values({ project_id: projectId, equipment_id: plant.equipmentId })
    .execute();
  return projectId;
}

/** A page of a project (no layout: the live calls only check that it is the user's). */
export async function seedPage(db: Db, projectId: string): Promise<string> {
  const pageId = randomUUID();
  await db
    .insertInto('project_page')
    .values({ id: pageId, project_id: projectId, title: '总览' })
    .execute();
  return pageId;
}

/** Seeds the demo tanker with `backfillMs` of its track up to `now`; answers its equipment's id. */
export async function seedTankerTrack(
  server: Pick<TestServer, 'app' | 'db'>,
  now: number,
  backfillMs: number,
): Promise<string> {
  await seedDemoTanker(server.db, server.app.live.history, now, backfillMs);
  const truck = await server.db
    .selectFrom('equipment')
    .select('id')
    .where('gateway_id', '=', DEMO_TANKER.gatewayId)
    .executeTakeFirstOrThrow();
  return truck.id;
}

/** The machine's shared Mosquitto, which the external-broker tests use when it answers. */
export const MOSQUITTO = 'mqtt://127.0.0.1:1883';

export const mosquittoAnswers = await new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port: 1883 });
  socket.setTimeout(500);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
});
