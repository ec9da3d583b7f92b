import { describe, expect, it } from 'vitest';
import {
  distanceM,
  ROUTE_LENGTH_M,
  TANKER,
  TANKER_LOOP_MS,
  TANKER_ROUTE,
  tankerStateAt,
} from './tankerRoute';

const SECOND = 1000;
const first = TANKER_ROUTE[0] as readonly [number, number];
const last = TANKER_ROUTE[TANKER_ROUTE.length - 1] as readonly [number, number];
const near = (a: { lat: number; lng: number }, b: readonly [number, number]) =>
  distanceM([a.lat, a.lng], b) < 1;

describe('tanker route', () => {
  it('measures the route in metres (a few kilometres between the stations)', () => {
    expect(distanceM([31, 121], [31, 121])).toBe(0);
    // One degree of latitude is about 111 km.
    expect(distanceM([31, 121], [32, 121])).toBeGreaterThan(110_000);
    expect(distanceM([31, 121], [32, 121])).toBeLessThan(112_000);
    expect(ROUTE_LENGTH_M).toBeGreaterThan(7000);
    expect(ROUTE_LENGTH_M).toBeLessThan(12_000);
  });

  it('starts the loop at station 1 driving at cruising speed, full', () => {
    const s = tankerStateAt(0);
    expect(near(s, first)).toBe(true);
    expect(s.speedKmh).toBeCloseTo(36);
    expect(s.cargo).toBe(TANKER.capacity);
    expect(s.engineOn).toBe(true);
  });

  it('moves 10 m each second while driving', () => {
    const a = tankerStateAt(60 * SECOND);
    const b = tankerStateAt(61 * SECOND);
    expect(distanceM([a.lat, a.lng], [b.lat, b.lng])).toBeCloseTo(10, 0);
  });

  it('waits at the light halfway for a minute without moving', () => {
    const halfDrive = ((ROUTE_LENGTH_M / TANKER.speed) * SECOND) / 2;
    const a = tankerStateAt(halfDrive + 5 * SECOND);
    const b = tankerStateAt(halfDrive + 55 * SECOND);
    expect(a.speedKmh).toBe(0);
    expect(distanceM([a.lat, a.lng], [b.lat, b.lng])).toBeLessThan(0.01);
  });

  it('unloads at station 2 with the engine off, then drives back empty', () => {
    const arrive = (ROUTE_LENGTH_M / TANKER.speed) * SECOND + TANKER.lightMs;
    const unloading = tankerStateAt(arrive + TANKER.dwellMs / 2);
    expect(near(unloading, last)).toBe(true);
    expect(unloading.engineOn).toBe(false);
    expect(unloading.cargo).toBeCloseTo(TANKER.capacity / 2);
    const back = tankerStateAt(arrive + TANKER.dwellMs + 10 * SECOND);
    expect(back.cargo).toBe(0);
    expect(back.speedKmh).toBeCloseTo(36);
    expect(back.heading).toBeGreaterThan(90);
    expect(back.heading).toBeLessThan(270);
  });

  it('repeats every loop, at any epoch time', () => {
    const t = 1_790_000_123_456;
    expect(tankerStateAt(t)).toEqual(tankerStateAt(t + TANKER_LOOP_MS));
    expect(tankerStateAt(-5 * SECOND)).toEqual(tankerStateAt(TANKER_LOOP_MS - 5 * SECOND));
  });
});
