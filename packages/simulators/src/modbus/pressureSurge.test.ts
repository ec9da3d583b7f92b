import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUTS, initialPlantState, stepPlant, type PlantState } from './plantModel';
import { mainBackPressure, surgeActive } from './pressureSurge';

/** The demo's rule on the discharge pressure (apps/server/src/demo/demoPlant.ts): 4.5 bar, deadband 0.2. */
const HIGH_LIMIT = 4.5;
const CLEAR_BELOW = 4.3;

describe('the demo plant’s pressure-surge scenario', () => {
  it('surges during the last fifth of every period, never without a period', () => {
    expect(surgeActive(10_000, 0)).toBe(false);
    expect(surgeActive(10_000, 7_999)).toBe(false);
    expect(surgeActive(10_000, 8_000)).toBe(true);
    expect(surgeActive(10_000, 9_999)).toBe(true);
    expect(surgeActive(10_000, 10_000)).toBe(false);
    expect(surgeActive(10_000, 18_500)).toBe(true);
    expect(surgeActive(0, 8_000)).toBe(false);
  });

  it('raises the discharge pressure past its limit once per period and lets it fall back', () => {
    // Driven clock: one step per second over three periods of 5 minutes, as the simulator ticks.
    const periodMs = 300_000;
    let state: PlantState = initialPlantState(3);
    let above = false;
    const raised: number[] = [];
    const cleared: number[] = [];
    for (let second = 1; second <= 900; second++) {
      state = stepPlant(state, DEFAULT_INPUTS, 1, mainBackPressure(periodMs, second * 1000));
      if (!above && state.dischargePressure > HIGH_LIMIT) {
        above = true;
        raised.push(second);
      } else if (above && state.dischargePressure < CLEAR_BELOW) {
        above = false;
        cleared.push(second);
      }
    }
    expect(raised).toEqual([240, 540, 840]);
    expect(cleared).toEqual([300, 600, 900]);
  });

  it('leaves the plant as it was without a surge', () => {
    const calm = stepPlant(initialPlantState(3), DEFAULT_INPUTS, 1, mainBackPressure(0, 250_000));
    expect(calm).toEqual(stepPlant(initialPlantState(3), DEFAULT_INPUTS, 1));
    expect(calm.dischargePressure).toBeLessThan(CLEAR_BELOW);
  });
});
