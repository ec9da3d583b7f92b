import { TANKER_REGISTER_MAP, tankerStateAt, type TankerState } from '@lf/simulators';
import type { Db } from '../db/database';
import type { HistoryRow, HistoryWriter } from '../ingest/historyWriter';
import { firstStartOwner, insertDemoEquipment, seededSignalIds } from './demoSeeding';

/** The demo's moving equipment: a water tanker truck with a telematics box as its gateway. */
export const DEMO_TANKER = {
  gatewayId: 'demo-gw-3',
  gatewayName: '3号运水车车载终端',
  name: '3号运水车',
  model: 'LF-VT200',
  description: '演示运水车：往返两座泵站之间 / Demo water tanker shuttling between the stations',
} as const;

/** History the demo writes on its first start, so track playback shows the past hours at once. */
const BACKFILL_MS = 12 * 60 * 60 * 1000;
const BACKFILL_STEP_MS = 10_000;

const VALUE_OF: Record<string, (s: TankerState) => number> = {
  latitude: (s) => s.lat,
  longitude: (s) => s.lng,
  speed: (s) => s.speedKmh,
  cargo: (s) => s.cargo,
  heading: (s) => Math.round(s.heading) % 360,
  engineOn: (s) => (s.engineOn ? 1 : 0),
};

/**
 * First start only (nothing happens when its gateway exists): the tanker's gateway, the
 * equipment with one signal per register of the truck's box, latitude and longitude bound as
 * its position signals, and half a day of history along its route (what the simulator would have
 * reported every 10 s, stored like any reading).
 */
export async function seedDemoTanker(
  db: Db,
  history: HistoryWriter,
  now: number,
  backfillMs = BACKFILL_MS,
): Promise<void> {
  const owner = await firstStartOwner(db, DEMO_TANKER.gatewayId);
  if (!owner) return;
  const signalIds = await db.transaction().execute(async (trx) => {
    const { equipmentId, signalIdOf } = await insertDemoEquipment(trx, {
      ...owner,
      gateway: { id: DEMO_TANKER.gatewayId, name: DEMO_TANKER.gatewayName },
      equipment: {
        name: DEMO_TANKER.name,
        model: DEMO_TANKER.model,
        description: DEMO_TANKER.description,
      },
      registers: TANKER_REGISTER_MAP,
    });
    await trx
      .updateTable('equipment')
      .set({
        lat_signal_id: signalIdOf.get('latitude'),
        lng_signal_id: signalIdOf.get('longitude'),
      })
      .where('id', '=', equipmentId)
      .execute();
    return signalIdOf;
  });
  history.add(DEMO_TANKER.gatewayId, backfillRows(signalIds, now, backfillMs));
  await history.flush();
}

/** Readings every 10 s over the time before `now` (half a day), as the box would have sent them. */
export function backfillRows(
  signalIds: Map<string, number>,
  now: number,
  backfillMs = BACKFILL_MS,
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const first = Math.ceil((now - backfillMs) / BACKFILL_STEP_MS) * BACKFILL_STEP_MS;
  for (let ts = first; ts < now; ts += BACKFILL_STEP_MS) {
    const state = tankerStateAt(ts);
    for (const def of TANKER_REGISTER_MAP) {
      const signalId = signalIds.get(def.key);
      const value = VALUE_OF[def.key];
      if (signalId === undefined || !value) continue;
      // The box sends float32 registers: store what the live readings will look like.
      const raw = value(state);
      rows.push({
        signalId,
        ts,
        value: def.dataType === 'float32' ? Math.fround(raw) : raw,
        bad: false,
      });
    }
  }
  return rows;
}

/** The truck's signal id of each register-map key, once seeded. */
export function loadDemoTanker(db: Db): Promise<Map<string, string> | null> {
  return seededSignalIds(db, DEMO_TANKER.gatewayId, TANKER_REGISTER_MAP);
}
