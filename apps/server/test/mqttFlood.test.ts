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
/** Every run's figures, the first one's included when it was measured again. */
const runs: FloodFigures[] = [];

const socketBound = (baselineP99: number) => Math.max(250, 2 * baselineP99);
const historyBound = (baselineP99: number) => Math.max(1000, 2 * baselineP99);
const withinBounds = ({ baseline, flood }: FloodFigures) =>
  flood.socketP99 <= socketBound(baseline.socketP99) &&
  flood.historyP99 <= historyBound(baseline.historyP99);

beforeAll(async () => {
  server = await startLiveServer();
  const port = (server.app.server.address() as AddressInfo).port;
  const measure = () =>
    runFloodScenario({
      app: server.app,
      db: server.db,
      port,
      login: { loginname: 'demo', password: DEMO_PASSWORD },
      seconds: 4,
      floodPerMessage: 1000,
    });
  figures = await measure();
  runs.push(figures);
  // The suite's other files share the two cores: a latency figure a neighbour's burst spoiled is
  // measured once more. A real regression (no limit: history p99 over 6 s) misses both times.
  if (!withinBounds(figures)) {
    figures = await measure();
    runs.push(figures);
  }
}, 150_000);

afterAll(async () => {
  await server?.close();
});

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
    const all = JSON.stringify(runs);
    expect(flood.socketP99, all).toBeLessThanOrEqual(socketBound(baseline.socketP99));
    expect(flood.historyP99, all).toBeLessThanOrEqual(historyBound(baseline.historyP99));
  });
});
