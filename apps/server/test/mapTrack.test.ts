import ExcelJS from 'exceljs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Code, type FileDownload, type MapEquipment, type TrackResponse } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TANKER_LOOP_MS, TANKER_ROUTE } from '@lf/simulators';
import { DEMO_TANKER } from '../src/demo/demoTanker';
import { sampleBucketMs } from '../src/map/trackQuery';
import { distanceM } from '../src/map/trackRules';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';
import { seedPlant, seedTankerTrack, type Plant, outsiderClient } from './liveHarness';

const HOUR = 3_600_000;
const STATION_1 = TANKER_ROUTE[0] as [number, number];
const STATION_2 = TANKER_ROUTE[TANKER_ROUTE.length - 1] as [number, number];

let server: TestServer;
let user: Client;
let outsider: Client;
let plant: Plant;
let truckId: string;
let speedSignal: string;
const now = Date.now();

beforeAll(async () => {
  server = await startTestServer();
  // Two hours of the truck's history are enough for the last hour's track.
  truckId = await seedTankerTrack(server, now, 2 * HOUR);
  plant = await seedPlant(server.db);
  await server.db
    .updateTable('equipment')
    .set({ lat: 31.1, lng: 121.3 })
    .where('id', '=', plant.equipmentId)
    .execute();
  const speed = await server.db
    .selectFrom('signal')
    .select('id')
    .where('equipment_id', '=', truckId)
    .where('name', '=', '车速')
    .executeTakeFirstOrThrow();
  speedSignal = String(speed.id);
  user = await seededUser(server.app, 'demo');
  outsider = await outsiderClient(server);
}, 120_000);

afterAll(async () => {
  await server.close();
});

const lastHour = () => ({
  equipmentId: truckId,
  startTime: String(now - HOUR),
  endTime: String(now),
});

async function track(fields: Record<string, string>) {
  return body<TrackResponse>(await user.post('/lfscada/map/track/query', fields));
}

async function exported(fields: Record<string, string>): Promise<Buffer> {
  const answer = body<FileDownload>(await user.post('/lfscada/map/track/export', fields));
  expect(answer.code).toBe(200);
  return Buffer.from(answer.data.base64, 'base64');
}

describe('device map', () => {
  it('lists the organisation’s equipment: the truck at its latest position, a station where typed', async () => {
    const answer = body<MapEquipment[]>(await user.post('/lfscada/map/equipment/queryAll'));
    expect(answer.code).toBe(200);
    const truck = answer.data.find((e) => e.id === truckId);
    const station = answer.data.find((e) => e.id === plant.equipmentId);
    expect(truck?.position).not.toBeNull();
    expect(truck?.positionTs).toBeGreaterThan(now - 20_000);
    // Somewhere on the route between the two stations.
    expect(truck?.lat).toBeGreaterThanOrEqual(STATION_1[0] - 0.001);
    expect(truck?.lat).toBeLessThanOrEqual(STATION_2[0] + 0.001);
    expect(truck?.keyValues.map((k) => k.name)).toEqual(['车速', '罐内水量', '航向', '发动机运行']);
    expect(truck?.keyValues[0]?.value).not.toBeNull();
    expect(station).toMatchObject({ lat: 31.1, lng: 121.3, position: null, positionTs: null });
  });

  it('shows another organisation none of it', async () => {
    const answer = body<MapEquipment[]>(await outsider.post('/lfscada/map/equipment/queryAll'));
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual([]);
    expect(body(await new Client(server.app).post('/lfscada/map/equipment/queryAll')).code).toBe(
      1006,
    );
  });

  it('gives a socket token for the map', async () => {
    const answer = body<{ token: string }>(await user.post('/lfscada/websocket/map/token'));
    expect(answer.code).toBe(200);
    expect(answer.data.token.length).toBeGreaterThan(20);
  });
});

describe('track query', () => {
  it('answers the last hour simplified, with the stops at the stations and not at the light', async () => {
    const answer = await track(lastHour());
    expect(answer.code).toBe(200);
    const { rawCount, points, stops, distanceM: length } = answer.data;
    expect(rawCount).toBeGreaterThanOrEqual(359);
    expect(rawCount).toBeLessThanOrEqual(360);
    expect(points.length).toBeGreaterThan(5);
    expect(points.length).toBeLessThan(rawCount / 3);
    expect(points.map((p) => p[0])).toEqual(points.map((p) => p[0]).sort((a, b) => a - b));
    // An hour is more than one loop: it unloads at station 2's bay and loads at station 1's.
    expect(HOUR).toBeGreaterThan(TANKER_LOOP_MS);
    expect(stops.length).toBeGreaterThanOrEqual(1);
    for (const stop of stops) {
      const atStation = [STATION_1, STATION_2].some(
        ([lat, lng]) => distanceM(stop.lat, stop.lng, lat, lng) < 30,
      );
      expect(atStation).toBe(true);
      expect(stop.end - stop.start).toBeGreaterThanOrEqual(5 * 60_000);
    }
    expect(length).toBeGreaterThan(8000);
    expect(answer.data.signals.map((s) => s.name)).not.toContain('纬度');
  });

  it('reads a 30-day range one position per time bucket, counting every stored one', async () => {
    const days30 = { ...lastHour(), startTime: String(now - 30 * 24 * HOUR) };
    const [month, hour] = [await track(days30), await track(lastHour())];
    expect(month.code).toBe(200);
    const bucket = sampleBucketMs(now - 30 * 24 * HOUR, now);
    expect(bucket).toBe(130_000);
    // Every stored position is counted (2 hours are stored), but at most one per bucket is read.
    expect(month.data.rawCount).toBeGreaterThanOrEqual(719);
    const times = month.data.points.map((p) => p[0]);
    const buckets = times.map((t) => Math.floor((t - (now - 30 * 24 * HOUR)) / bucket));
    expect(new Set(buckets).size).toBe(times.length);
    expect(times.length).toBeLessThanOrEqual(Math.ceil((2 * HOUR) / bucket) + 1);
    expect(times.length).toBeGreaterThan(20);
    expect(hour.data.rawCount).toBeLessThan(month.data.rawCount);
  });

  it('marks no stop when the threshold is longer than the waits', async () => {
    const answer = await track({ ...lastHour(), stopMinutes: '15' });
    expect(answer.data.stops).toEqual([]);
  });

  it('refuses an end before the start and a range over 30 days, naming the field', async () => {
    const backwards = await track({
      ...lastHour(),
      startTime: String(now),
      endTime: String(now - 1),
    });
    expect(backwards.code).toBe(Code.BAD_REQUEST);
    expect(backwards.message).toBe('结束时间不能早于开始时间');
    const tooLong = await track({ ...lastHour(), startTime: String(now - 31 * 24 * HOUR) });
    expect(tooLong.code).toBe(Code.BAD_REQUEST);
    expect(tooLong.message).toBe('查询时间范围不能超过 30 天');
    const english = body(
      await user.post(
        '/lfscada/map/track/query',
        { ...lastHour(), startTime: String(now - 31 * 24 * HOUR) },
        {
          headers: {
            'accept-language': 'en',
            'content-type': 'application/x-www-form-urlencoded',
          },
        },
      ),
    );
    expect(english.message).toBe('The query range must not exceed 30 days');
  });

  it('refuses bad input as a 400, never a 5xx', async () => {
    for (const fields of [
      { ...lastHour(), startTime: 'yesterday' },
      { ...lastHour(), equipmentId: '' },
      { ...lastHour(), stopMinutes: '0' },
      { ...lastHour(), equipmentId: 'a\u0000b' },
      { ...lastHour(), equipmentId: 'x'.repeat(100_000) },
    ]) {
      const response = await user.post('/lfscada/map/track/query', fields);
      expect([fields, response.statusCode]).toEqual([fields, 400]);
    }
  });

  it('answers another organisation’s truck as not found, and an equipment without position signals', async () => {
    const foreign = body(await outsider.post('/lfscada/map/track/query', lastHour()));
    expect(foreign.code).toBe(Code.NOT_FOUND);
    const fixed = await track({ ...lastHour(), equipmentId: plant.equipmentId });
    expect(fixed.code).toBe(Code.BAD_REQUEST);
    expect(fixed.message).toBe('该设备未绑定位置变量（纬度、经度），没有轨迹');
  });
});

describe('track export', () => {
  it('writes a GPX 1.1 file of every position that parses, stops as waypoints', async () => {
    const { data } = await track(lastHour());
    const xml = (await exported({ ...lastHour(), format: 'gpx' })).toString('utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const gpx = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['trkpt', 'wpt'].includes(name),
    }).parse(xml).gpx;
    expect(gpx['@_version']).toBe('1.1');
    expect(gpx['@_xmlns']).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx.trk.name).toBe(DEMO_TANKER.name);
    const trkpts = gpx.trk.trkseg.trkpt as { '@_lat': string; '@_lon': string; time: string }[];
    expect(trkpts).toHaveLength(data.rawCount);
    const times = trkpts.map((p) => Date.parse(p.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Number(trkpts[0]?.['@_lat'])).toBeCloseTo(31.26, 0);
    expect(gpx.wpt ?? []).toHaveLength(data.stops.length);
  });

  it('writes CSV and Excel with a column for each chosen signal, times in the asked zone', async () => {
    const { data } = await track(lastHour());
    const csv = (
      await exported({ ...lastHour(), format: 'csv', signalIds: speedSignal, zoneOffset: '480' })
    ).toString('utf8');
    expect(csv.startsWith('\uFEFF时间 (UTC+08:00),纬度,经度,停留,车速 (km/h)\r\n')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(data.rawCount + 1);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,31\.\d+,121\.\d+,\d*,\d+(\.\d+)?$/);
    const workbook = new ExcelJS.Workbook();
    const xlsx = await exported({ ...lastHour(), format: 'xlsx', signalIds: speedSignal });
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(data.rawCount + 1);
    expect(sheet?.getRow(1).getCell(5).value).toBe('车速 (km/h)');
  });

  it('counts as a position only a time with both latitude and longitude, as the file writes it', async () => {
    const truck = await server.db
      .selectFrom('equipment')
      .select(['lat_signal_id', 'lng_signal_id'])
      .where('id', '=', truckId)
      .executeTakeFirstOrThrow();
    const [lat, lng] = [Number(truck.lat_signal_id), Number(truck.lng_signal_id)];
    // Before the seeded history: a latitude alone, then a whole position.
    const at = now - 3 * HOUR;
    await server.db
      .insertInto('signal_value')
      .values([
        { signal_id: lat, ts: new Date(at + 1000), value: 31.2 },
        { signal_id: lat, ts: new Date(at + 2000), value: 31.2 },
        { signal_id: lng, ts: new Date(at + 2000), value: 121.4 },
      ])
      .execute();
    const range = { equipmentId: truckId, startTime: String(at), endTime: String(at + 10_000) };
    expect((await track(range)).data.rawCount).toBe(1);
    const xml = (await exported({ ...range, format: 'gpx' })).toString('utf8');
    expect(xml.match(/<trkpt /g)).toHaveLength(1);
  });

  it('refuses a signal of another equipment as a column', async () => {
    const answer = body(
      await user.post('/lfscada/map/track/export', {
        ...lastHour(),
        format: 'csv',
        signalIds: plant.level,
      }),
    );
    expect(answer.code).toBe(Code.NOT_FOUND);
  });
});
