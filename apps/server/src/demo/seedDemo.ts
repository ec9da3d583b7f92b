import { randomBytes, randomUUID } from 'node:crypto';
import { PLANT_REGISTER_MAP } from '@lf/gateway';
import { hashPassword } from '../account/passwords';
import type { Db } from '../db/database';
import { DEMO_ALARM_RULES, DEMO_REPORT, DEMO_STATIONS } from './demoPlant';

export interface DemoStation {
  gatewayId: string;
  /** Signal id of each register-map key, for the agent's configuration. */
  signalIds: Map<string, string>;
}

/**
 * First start only: the demo gateways, their pump stations with one signal per entry of the
 * simulator's register map (alarm rules on level and pressure) and a report, in the
 * organisation of the user `demo`; the demo project and its pages come from `seedDemoProject`.
 * Nothing is written when the first demo gateway exists.
 */
export async function seedDemo(db: Db): Promise<void> {
  const first = DEMO_STATIONS[0];
  const exists = await db
    .selectFrom('gateway')
    .select('id')
    .where('id', '=', first.gatewayId)
    .executeTakeFirst();
  if (exists) return;
  const owner = await db
    .selectFrom('app_user')
    .select('org_id')
    .where('loginname', '=', 'demo')
    .executeTakeFirst();
  if (!owner) return;
  const orgId = owner.org_id;
  // The demo agents get a fresh password at every start (see `rekeyDemoGateways`).
  const placeholder = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction().execute(async (trx) => {
    for (const station of DEMO_STATIONS) {
      await trx
        .insertInto('gateway')
        .values({
          id: station.gatewayId,
          org_id: orgId,
          name: station.gatewayName,
          password_hash: placeholder,
          interval_s: 5,
        })
        .execute();
      const equipmentId = randomUUID();
      await trx
        .insertInto('equipment')
        .values({
          id: equipmentId,
          org_id: orgId,
          name: station.name,
          type: 'eg',
          display: 'list',
          model: 'LF-EG100',
          lat: station.lat,
          lng: station.lng,
          description: '演示泵站：两台水泵、两个水罐与进出水阀 / Demo pump station',
          gateway_id: station.gatewayId,
        })
        .execute();
      const signals = await trx
        .insertInto('signal')
        .values(
          PLANT_REGISTER_MAP.map((def, seq) => ({
            equipment_id: equipmentId,
            name: def.name.zh,
            unit: def.unit,
            area: def.area,
            address: def.address,
            data_type: def.dataType,
            word_order: def.wordOrder,
            scale: def.scale,
            offset: def.offset,
            access: def.access,
            min: def.min ?? null,
            max: def.max ?? null,
            alarm_rules: JSON.stringify(DEMO_ALARM_RULES[def.key] ?? []),
            seq,
          })),
        )
        .returning('id')
        .execute();
      const idOf = new Map(PLANT_REGISTER_MAP.map((def, i) => [def.key, String(signals[i]?.id)]));
      await trx
        .insertInto('report')
        .values({
          equipment_id: equipmentId,
          name: DEMO_REPORT.name,
          signal_ids: JSON.stringify(DEMO_REPORT.keys.flatMap((key) => idOf.get(key) ?? [])),
        })
        .execute();
    }
  });
}

/** The demo stations as seeded: each gateway with the signal id of every register-map key. */
export async function loadDemoStations(db: Db): Promise<DemoStation[]> {
  const stations: DemoStation[] = [];
  for (const station of DEMO_STATIONS) {
    const signals = await db
      .selectFrom('signal')
      .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
      .select(['signal.id', 'signal.seq'])
      .where('equipment.gateway_id', '=', station.gatewayId)
      .orderBy('signal.seq')
      .execute();
    if (signals.length !== PLANT_REGISTER_MAP.length) continue;
    const signalIds = new Map(
      PLANT_REGISTER_MAP.map((def, i) => [def.key, String(signals[i]?.id)]),
    );
    stations.push({ gatewayId: station.gatewayId, signalIds });
  }
  return stations;
}

/** A new random password for each demo gateway; only its hash is stored. */
export async function rekeyDemoGateway(db: Db, gatewayId: string): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  await db
    .updateTable('gateway')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', gatewayId)
    .execute();
  return password;
}
