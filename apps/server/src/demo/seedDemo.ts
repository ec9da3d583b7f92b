import { PLANT_REGISTER_MAP } from '@lf/simulators';
import { hashPassword } from '../account/passwords';
import type { Db } from '../db/database';
import { newGatewayPassword } from '../gateways/commands';
import { DEMO_ALARM_RULES, DEMO_REPORT, DEMO_STATIONS } from './demoPlant';
import { firstStartOwner, insertDemoEquipment, seededSignalIds } from './demoSeeding';

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
  const owner = await firstStartOwner(db, DEMO_STATIONS[0].gatewayId);
  if (!owner) return;
  await db.transaction().execute(async (trx) => {
    for (const station of DEMO_STATIONS) {
      const { equipmentId, signalIdOf } = await insertDemoEquipment(trx, {
        ...owner,
        gateway: { id: station.gatewayId, name: station.gatewayName },
        equipment: {
          name: station.name,
          model: 'LF-EG100',
          lat: station.lat,
          lng: station.lng,
          description: '演示泵站：两台水泵、两个水罐与进出水阀 / Demo pump station',
        },
        registers: PLANT_REGISTER_MAP,
        alarmRules: DEMO_ALARM_RULES,
      });
      const reportSignals = DEMO_REPORT.keys.flatMap((key) => signalIdOf.get(key) ?? []);
      await trx
        .insertInto('report')
        .values({
          equipment_id: equipmentId,
          name: DEMO_REPORT.name,
          signal_ids: JSON.stringify(reportSignals.map(String)),
        })
        .execute();
    }
  });
}

/** The demo stations as seeded: each gateway with the signal id of every register-map key. */
export async function loadDemoStations(db: Db): Promise<DemoStation[]> {
  const stations: DemoStation[] = [];
  for (const station of DEMO_STATIONS) {
    const signalIds = await seededSignalIds(db, station.gatewayId, PLANT_REGISTER_MAP);
    if (!signalIds) continue;
    stations.push({ gatewayId: station.gatewayId, signalIds });
  }
  return stations;
}

/** A new random password for each demo gateway; only its hash is stored. */
export async function rekeyDemoGateway(db: Db, gatewayId: string): Promise<string> {
  const password = newGatewayPassword();
  await db
    .updateTable('gateway')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', gatewayId)
    .execute();
  return password;
}
