import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFloodScenario, type FloodFigures } from './floodScenario';
import { DEMO_PASSWORD } from './harness';
import { startLiveServer, type LiveServer } from './liveHarness';

/**
 * Issue 15's bound, with the default per-device rate: while one gateway publishes as fast as it
 * can, two normal gateways' values reach the socket with p99 ≤ max(250 ms, twice the p99
 * without the flood), and history with p99 ≤ max(1 s, twice the p99 without it) — the rows the
 * flooder may still send share the one history writer (docs/reliability.md, "MQTT").
 * `npm run bench -- mqttFlood` measures the same for longer.
 */
let server: LiveServer;
let figures: FloodFigures;

beforeAll(async () => {
  server = await startLiveServer();
  const port = (server.app.server.address() as AddressInfo).port;
  figures = await runFloodScenario({
    app: server.app,
    db: server.db,
    port,
    login: { loginname: 'demo', password: DEMO_PASSWORD },
    seconds: 4,
    floodPerMessage: 1000,
  });
}, 90_000);

afterAll(async () => {
  await server?.close();
});

const socketBound = (baselineP99: number) => Math.max(250, 2 * baselineP99);
const historyBound = (baselineP99: number) => Math.max(1000, 2 * baselineP99);

describe('a gateway flooding the embedded broker', () => {
  it('is held back by its rate and counted, its accepted values stored', () => {
    expect(figures.flooder.values).toBeGreaterThan(0);
    expect(figures.throttled).toBeGreaterThan(0);
    expect(figures.floodRowsStored).toBeGreaterThan(0);
    // 256 KiB/s of ~50-byte values plus a 256 KiB burst: far under what it tried to send.
    expect(figures.floodRowsStored).toBeLessThan(figures.flooder.values / 2);
  });

  it('does not slow the other gateways beyond the bound, nor lose their values', () => {
    const { baseline, flood } = figures;
    expect(baseline.socketMissing + baseline.historyMissing).toBe(0);
    expect(flood.historyMissing).toBe(0);
    const all = JSON.stringify(figures);
    expect(flood.socketP99, all).toBeLessThanOrEqual(socketBound(baseline.socketP99));
    expect(flood.historyP99, all).toBeLessThanOrEqual(historyBound(baseline.historyP99));
  });
});
