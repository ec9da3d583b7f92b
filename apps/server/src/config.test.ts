import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/lf' });
    expect(config).toMatchObject({
      port: 8080,
      mqttPort: 1884,
      demo: true,
      databaseUrl: undefined,
      mqttUrl: undefined,
      dataDir: '/srv/lf/data',
    });
  });

  it('binds the embedded broker where the HTTP server listens unless MQTT_HOST says otherwise', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).mqttHost).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '127.0.0.1', MQTT_HOST: '10.0.0.5' }).mqttHost).toBe('10.0.0.5');
  });

  it('reads a relative data folder from where npm was started', () => {
    expect(loadConfig({ INIT_CWD: '/srv/lf', LF_DATA_DIR: 'var/db' }).dataDir).toBe(
      '/srv/lf/var/db',
    );
    expect(loadConfig({ INIT_CWD: '/srv/lf', LF_DATA_DIR: '/data/lf' }).dataDir).toBe('/data/lf');
  });

  it('has connection limits by default and refuses a head limit above the request limit', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 10_000,
    });
    expect(loadConfig({}).mqttConnectTimeoutMs).toBe(5_000);
    expect(() =>
      loadConfig({ LF_HTTP_HEADERS_TIMEOUT_MS: '5000', LF_HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/LF_HTTP_HEADERS_TIMEOUT_MS/);
  });

  it('runs the demo, shelves and code intervals in real time unless a test shortens them', () => {
    expect(loadConfig({})).toMatchObject({
      demoTimeScale: 1,
      demoAlarmPeriodMs: 300_000,
      shelveMinuteMs: 60_000,
      codeIntervalMs: 60_000,
    });
    expect(
      loadConfig({
        LF_DEMO_TIME_SCALE: '10',
        LF_DEMO_ALARM_PERIOD_S: '6',
        LF_SHELVE_MINUTE_MS: '5000',
        LF_CODE_INTERVAL_MS: '15000',
      }),
    ).toMatchObject({
      demoTimeScale: 10,
      demoAlarmPeriodMs: 6000,
      shelveMinuteMs: 5000,
      codeIntervalMs: 15_000,
    });
    expect(loadConfig({ LF_DEMO_ALARM_PERIOD_S: '0' }).demoAlarmPeriodMs).toBe(0);
    expect(() => loadConfig({ LF_SHELVE_MINUTE_MS: '10' })).toThrow(/LF_SHELVE_MINUTE_MS/);
  });

  it('turns demo off with off, 0, false or no', () => {
    for (const value of ['off', '0', 'false', 'no']) {
      expect(loadConfig({ LF_DEMO: value }).demo).toBe(false);
    }
  });

  it('reads the map tile source: an XYZ template and its datum, offline by default', () => {
    expect(loadConfig({}).map).toEqual({ tiles: undefined, coords: 'wgs84', attribution: '' });
    const amap = 'https://webrd01.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}';
    expect(loadConfig({ LF_MAP_TILES: amap }).map.tiles).toBe(amap);
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ LF_MAP_TILES: osm, LF_MAP_TILES_COORDS: 'gcj02' }).map).toMatchObject({
      tiles: osm,
      coords: 'gcj02',
    });
    expect(() => loadConfig({ LF_MAP_TILES: 'https://tiles.example.com/style.json' })).toThrow(
      /LF_MAP_TILES/,
    );
    expect(() => loadConfig({ LF_MAP_TILES_COORDS: 'bd09' })).toThrow(/LF_MAP_TILES_COORDS/);
  });

  it('refuses a bad value naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LF_ADMIN_PASSWORD: 'short' })).toThrow(/LF_ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
