import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { PLANT_REGISTER_MAP } from '@lf/simulators';
import { hashPassword } from '../../apps/server/src/account/passwords';
import { openDatabase, type Db } from '../../apps/server/src/db/database';
import { catchUpRollups } from '../../apps/server/src/history/rollupCatchUp';
import { insertEquipment, insertGateway } from '../../apps/server/test/plantRows';
import type { RunningServer } from '../server';

/** A gateway of the suite: its credentials and, per copy of the plant's signals, their ids. */
export interface Plant {
  gatewayId: string;
  /** Its one equipment (for calls of the API about the plant). */
  equipmentId: string;
  password: string;
  copies: Map<string, string>[];
}

/**
 * Opens the server's own database (PGlite in its data folder while it is stopped, or its
 * PostgreSQL schema) for provisioning and counting; `databaseUrl` when the server was given
 * another PostgreSQL than DATABASE_URL (a private cluster).
 */
export async function withDatabase<T>(
  server: RunningServer,
  use: (db: Db) => Promise<T>,
  databaseUrl = process.env.DATABASE_URL,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl,
    schema: server.schema,
    dataDir: server.dataDir,
  });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** Adds `gatewayId`s with one equipment each and `copies` × the plant simulator's signals. */
export async function provisionPlants(
  db: Db,
  gatewayIds: string[],
  copies: number,
): Promise<Plant[]> {
  const { org_id: orgId } = await db
    .selectFrom('app_user')
    .select('org_id')
    .where('loginname', '=', 'demo')
    .executeTakeFirstOrThrow();
  const plants: Plant[] = [];
  for (const gatewayId of gatewayIds) {
    const password = randomBytes(12).toString('hex');
    await insertGateway(db, { orgId, id: gatewayId, passwordHash: await hashPassword(password) });
    const equipmentId = await insertEquipment(db, { orgId, name: gatewayId, gatewayId });
    const plant: Plant = { gatewayId, equipmentId, password, copies: [] };
    for (let copy = 0; copy < copies; copy++) {
      const rows = await db
        .insertInto('signal')
        .values(
          PLANT_REGISTER_MAP.map((definition) => ({
            equipment_id: equipmentId,
            name: `${definition.name.en} ${copy}`,
            area: definition.area,
            address: definition.address,
            data_type: definition.dataType,
            // As the plant has them: its setpoints can be written (scenario f writes them).
            access: definition.access,
            min: definition.min ?? null,
            max: definition.max ?? null,
          })),
        )
        .returning('id')
        .execute();
      plant.copies.push(
        new Map(PLANT_REGISTER_MAP.map((definition, i) => [definition.key, String(rows[i]?.id)])),
      );
    }
    plants.push(plant);
  }
  return plants;
}

/** `signalId ts` of every history row of the plants' signals, and what the hourly counts add up to. */
export async function storedSamples(
  db: Db,
  plants: Plant[],
): Promise<{ keys: string[]; ingestCount: number }> {
  const ids = plants.flatMap((plant) =>
    plant.copies.flatMap((copy) => [...copy.values()].map(Number)),
  );
  const rows = await sql<{ s: number; ms: string }>`
    select signal_id as s, (extract(epoch from ts) * 1000)::bigint::text as ms
    from signal_value where signal_id = any(${ids}::integer[])`.execute(db);
  // The hourly counts are kept behind the writes: bring them up to date before reading them.
  await catchUpRollups(db);
  const counted = await sql<{ n: string | null }>`
    select sum(n)::text as n from signal_ingest_hour where signal_id = any(${ids}::integer[])`.execute(
    db,
  );
  return {
    keys: rows.rows.map((row) => `${row.s} ${row.ms}`),
    ingestCount: Number(counted.rows[0]?.n ?? 0),
  };
}
