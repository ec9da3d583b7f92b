import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { MapEquipment, TrackResponse } from '@lf/protocol';
import { tankerStateAt, TANKER_REGISTER_MAP } from '@lf/simulators';
import { logIn } from '../../e2e/login';
import { withBrowserBench } from '../harness/browserBench';
import { firstDraws, framesPerSecond } from '../harness/browserFigures';
import { withBenchServer } from '../harness/benchServer';
import { printer } from '../harness/figures';

/**
 * Device map and track playback.
 * Server (in process, PGlite in memory or PostgreSQL with DATABASE_URL):
 * - map/equipment/queryAll for 5,000 equipment with 4 signals each (p50 of RUNS);
 * - map/track/query of a 30-day track at 10 s (259,200 positions): read, stops found and
 *   simplified to ≤ 5,000 points (p50 of RUNS).
 * Browser (the built app on the real server; Chromium without GPU):
 * - /map with those 5,000 equipment (the answer served to the page as measured above):
 *   navigation → markers drawn, then frames/s while a person drags the map for 2 s;
 * - the 30-day track's simplified answer drawn: navigation → path and playback controls shown.
 * Run: npx tsx bench/suites/map.ts (build the web app and the server first).
 */

const EQUIPMENT = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DAY_MS = 86_400_000;

const print = printer('map');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function serverFigures(): Promise<{
  list: MapEquipment[];
  track: TrackResponse;
  truckId: string;
}> {
  return withBenchServer('map', {}, async (server) => {
    const { app, db, orgId } = server;
    // 5,000 equipment scattered over the Yangtze delta, 4 signals each.
    const ids = Array.from({ length: EQUIPMENT }, () => randomUUID());
    for (let i = 0; i < EQUIPMENT; i += 500) {
      const part = ids.slice(i, i + 500);
      await db
        .insertInto('equipment')
        .values(
          part.map((id, j) => ({
            id,
            org_id: orgId,
            name: `站点 ${i + j + 1}`,
            type: 'eg' as const,
            lat: 30 + Math.random() * 2.5,
            lng: 119.5 + Math.random() * 2.5,
          })),
        )
        .execute();
      const stored = await db
        .insertInto('signal')
        .values(
          part.flatMap((id) =>
            [0, 1, 2, 3].map((n) => ({
              equipment_id: id,
              name: `变量 ${n + 1}`,
              area: 'input' as const,
              address: n * 2,
              data_type: 'float32' as const,
              alarm_rules: '[]',
              seq: n,
            })),
          ),
        )
        .returning('id')
        .execute();
      // Each signal has reported once, as a running fleet's would have.
      app.live.history.add(
        'bench',
        stored.map((row) => ({ signalId: row.id, ts: Date.now() - 60_000, value: 1, bad: false })),
      );
    }
    await app.live.history.flush();
    // The truck: 30 days of positions every 10 s along the demo route.
    const truckId = randomUUID();
    await db
      .insertInto('equipment')
      .values({ id: truckId, org_id: orgId, name: '运水车', type: 'eg' })
      .execute();
    const signals = await db
      .insertInto('signal')
      .values(
        TANKER_REGISTER_MAP.map((def, seq) => ({
          equipment_id: truckId,
          name: def.name.zh,
          area: def.area,
          address: def.address,
          data_type: def.dataType,
          alarm_rules: '[]',
          seq,
        })),
      )
      .returning('id')
      .execute();
    const [lat, lng] = [signals[0]?.id ?? 0, signals[1]?.id ?? 0];
    await db
      .updateTable('equipment')
      .set({ lat_signal_id: lat, lng_signal_id: lng })
      .where('id', '=', truckId)
      .execute();
    const end = Math.floor(Date.now() / 10_000) * 10_000;
    const start = end - 30 * DAY_MS;
    const loadStarted = performance.now();
    let positions = 0;
    for (let ts = start; ts < end; ts += 10_000) {
      const state = tankerStateAt(ts);
      app.live.history.add('bench', [
        { signalId: lat, ts, value: Math.fround(state.lat), bad: false },
        { signalId: lng, ts, value: Math.fround(state.lng), bad: false },
      ]);
      positions += 1;
      if (positions % 50_000 === 0) await app.live.history.flush();
    }
    await app.live.history.flush();
    print({
      name: 'track load',
      positions,
      seconds: Number(((performance.now() - loadStarted) / 1000).toFixed(1)),
    });

    const cookie = await server.demoCookie();
    const timed = async (url: string, payload: Record<string, string>) => {
      const times: number[] = [];
      let first = 0;
      let data: unknown;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const reply = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
        times.push(performance.now() - started);
        if (run === 0) first = times[0] as number;
        const body = reply.json() as { code: number; data: unknown };
        if (body.code !== 200) throw new Error(`${url}: ${reply.body.slice(0, 200)}`);
        data = body.data;
      }
      return { p50: median(times), max: Math.max(...times), first, data };
    };
    const list = await timed('/lfscada/map/equipment/queryAll', {});
    print({
      name: 'map/equipment/queryAll',
      equipment: EQUIPMENT + 1,
      p50Ms: Math.round(list.p50),
      maxMs: Math.round(list.max),
    });
    const track = await timed('/lfscada/map/track/query', {
      equipmentId: truckId,
      startTime: String(start),
      endTime: String(end),
    });
    const answer = track.data as TrackResponse;
    print({
      name: 'map/track/query 30 days at 10 s',
      positions: answer.rawCount,
      drawnPoints: answer.points.length,
      stops: answer.stops.length,
      p50Ms: Math.round(track.p50),
      maxMs: Math.round(track.max),
    });
    return { list: list.data as MapEquipment[], track: answer, truckId };
  });
}

/** Frames drawn while the mouse drags the map across for `ms`. */
async function panFps(page: Page, ms: number): Promise<number> {
  const box = await page.locator('.lf-map__main').boundingBox();
  if (!box) throw new Error('no map');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const fps = await framesPerSecond(page, async () => {
    const started = Date.now();
    let step = 0;
    while (Date.now() - started < ms) {
      step += 1;
      const angle = step / 10;
      await page.mouse.move(cx + Math.cos(angle) * 150, cy + Math.sin(angle) * 100, { steps: 1 });
    }
  });
  await page.mouse.up();
  return fps;
}

async function browserFigures(
  list: MapEquipment[],
  track: TrackResponse,
  truckId: string,
): Promise<void> {
  await withBrowserBench({ LF_DEMO: 'off' }, async ({ server, page }) => {
    // The measured server answers, served to the page, so the figure is the browser's work.
    await page.route('**/lfscada/map/equipment/queryAll', (route) =>
      route.fulfill({ json: { code: 200, message: '', data: list } }),
    );
    await page.route('**/lfscada/map/track/query', (route) =>
      route.fulfill({ json: { code: 200, message: '', data: { ...track, equipmentId: truckId } } }),
    );
    await logIn(page, server.url, 'demo');
    // Warm the code and the basemap once, as a person who has used the console before.
    await page.goto(`${server.url}/map`);
    await page.locator('.lf-map-cluster').first().waitFor();
    const draws = await firstDraws(page, {
      restUrl: `${server.url}/monitor/eg/list`,
      runs: RUNS,
      open: () => page.getByRole('menuitem', { name: '设备地图' }).click(),
      drawn: page.locator('.lf-map-cluster'),
    });
    const markers = await page.locator('.leaflet-marker-icon').count();
    print({
      name: '/map first draw, 5,000 equipment',
      p50Ms: median(draws),
      maxMs: Math.max(...draws),
      markersInPage: markers,
    });
    const fps = [await panFps(page, 2000), await panFps(page, 2000)];
    print({ name: '/map panning', fps: Math.round(Math.min(...fps)), runs: fps.map(Math.round) });

    const trackDraws: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.url}/monitor/eg/list`);
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await page.evaluate(
        `window.history.pushState({}, '', '/map?track=${truckId}'), window.dispatchEvent(new PopStateEvent('popstate'))`,
      );
      await page.getByTestId('playback-time').waitFor();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
      );
      trackDraws.push(Date.now() - started);
    }
    print({
      name: '30-day track drawn (browser)',
      points: track.points.length,
      p50Ms: median(trackDraws),
      maxMs: Math.max(...trackDraws),
    });
  });
}

const { list, track, truckId } = await serverFigures();
await browserFigures(list, track, truckId);
