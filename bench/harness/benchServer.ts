import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AlarmRule } from '@lf/protocol';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig, type Config } from '../../apps/server/src/config';
import { dropSchema, openDatabase, type Db } from '../../apps/server/src/db/database';
import { seedFoundation } from '../../apps/server/src/db/seedFoundation';
import { insertEquipment, insertGateway } from '../../apps/server/test/plantRows';

/** The password of both seeded accounts in a bench server. */
export const BENCH_PASSWORD = 'bench-demo-pass';

export interface BenchServer {
  config: Config;
  db: Db;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** 'postgresql' with DATABASE_URL, else 'pglite' (in memory). */
  database: 'postgresql' | 'pglite';
  /** The organisation of the seeded user `demo`, where the suites put their equipment. */
  orgId: string;
  /** The HTTP port, when started with `listen`. */
  port: number;
  /** Logs `demo` in through the real login call; the session's cookie header. */
  demoCookie(): Promise<string>;
}

/**
 * Runs `suite` against the server in this process: a fresh database (PGlite in memory, or a
 * schema of its own on PostgreSQL when DATABASE_URL is set) with the foundation seeded and no
 * demo; with `live`, the embedded MQTT broker too, and with `listen`, HTTP on a free port.
 * Everything is closed and the schema dropped afterwards, whatever the suite's outcome.
 */
export async function withBenchServer<T>(
  suite: string,
  options: { live?: boolean; listen?: boolean },
  run: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const config = loadConfig({
    LF_DATA_DIR: `/tmp/lf-bench-${suite}`,
    LF_DEMO: 'off',
    LF_LOG_LEVEL: 'silent',
    LF_DEMO_PASSWORD: BENCH_PASSWORD,
    LF_ADMIN_PASSWORD: BENCH_PASSWORD,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const schema = config.databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, schema });
  const db = database.db;
  try {
    await seedFoundation(db, config);
    const app = await buildApp({ config, db });
    try {
      if (options.live) {
        await app.live.start({ mqttPort: 0, mqttPortExplicit: true, mqttHost: '127.0.0.1' });
      }
      if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
      const { org_id: orgId } = await db
        .selectFrom('app_user')
        .select('org_id')
        .where('loginname', '=', 'demo')
        .executeTakeFirstOrThrow();
      return await run({
        config,
        db,
        app,
        database: config.databaseUrl ? 'postgresql' : 'pglite',
        orgId,
        port: options.listen ? (app.server.address() as AddressInfo).port : 0,
        demoCookie: async () => {
          const login = await app.inject({
            method: 'POST',
            url: '/lfscada/user/login',
            payload: { loginname: 'demo', password: BENCH_PASSWORD },
          });
          return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
        },
      });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (config.databaseUrl && schema) await dropSchema(config.databaseUrl, schema);
  }
}

/**
 * Adds an equipment of `signals` float32 input signals (at addresses 0, 2, 4…) to the
 * organisation, behind `gatewayId` when given (the gateway is added too, with `passwordHash`).
 * Resolves with its id and its signals' ids in order.
 */
export async function addBenchEquipment(
  server: Pick<BenchServer, 'db' | 'orgId'>,
  equipment: {
    name: string;
    signals: number;
    signalName?: (n: number) => string;
    alarmRules?: (n: number) => AlarmRule[];
    gateway?: { id: string; passwordHash: string };
  },
): Promise<{ equipmentId: string; signalIds: number[] }> {
  const { db, orgId } = server;
  const { gateway } = equipment;
  if (gateway) await insertGateway(db, { orgId, ...gateway });
  const equipmentId = await insertEquipment(db, {
    orgId,
    name: equipment.name,
    gatewayId: gateway?.id,
  });
  const rows = await db
    .insertInto('signal')
    .values(
      Array.from({ length: equipment.signals }, (_, n) => ({
        equipment_id: equipmentId,
        name: equipment.signalName?.(n) ?? `signal ${n}`,
        area: 'input' as const,
        address: n * 2,
        data_type: 'float32' as const,
        alarm_rules: JSON.stringify(equipment.alarmRules?.(n) ?? []),
        seq: n,
      })),
    )
    .returning('id')
    .execute();
  return { equipmentId, signalIds: rows.map((row) => row.id) };
}
