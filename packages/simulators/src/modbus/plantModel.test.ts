import { describe, expect, it } from 'vitest';
import type { PlantInputs, PlantState } from './plantModel';
import {
  DEFAULT_INPUTS,
  initialPlantState,
  inletOpening,
  nextRandom,
  PLANT,
  pump1Demand,
  stepPlant,
} from './plantModel';

const manual: PlantInputs = { ...DEFAULT_INPUTS, autoMode: false };

function run(state: PlantState, inputs: PlantInputs, seconds: number, dt = 1): PlantState {
  let current = state;
  for (let t = 0; t < seconds; t += dt) current = stepPlant(current, inputs, dt);
  return current;
}

describe('plant model', () => {
  it('is deterministic for a seed', () => {
    const a = run(initialPlantState(7), DEFAULT_INPUTS, 60);
    const b = run(initialPlantState(7), DEFAULT_INPUTS, 60);
    expect(a).toEqual(b);
    expect(nextRandom(1).value).toBeGreaterThanOrEqual(0);
    expect(nextRandom(1).value).toBeLessThan(1);
  });

  it('moves water only through running pumps', () => {
    const stopped = stepPlant(
      initialPlantState(),
      { ...manual, pump1Command: false, pump2Command: false },
      1,
    );
    expect(stopped.pump1Flow).toBe(0);
    expect(stopped.pump2Flow).toBe(0);
    const started = stepPlant(initialPlantState(), { ...manual, pump2Command: true }, 1);
    expect(started.pump2Running).toBe(true);
    expect(started.pump2Flow).toBeGreaterThan(20);
  });

  it('scales pump 1 flow with its speed setpoint', () => {
    const slow = stepPlant(initialPlantState(), { ...manual, pump1Speed: 25 }, 1);
    const fast = stepPlant(initialPlantState(), { ...manual, pump1Speed: 100 }, 1);
    expect(fast.pump1Flow).toBeGreaterThan(slow.pump1Flow * 3);
    expect(fast.dischargePressure).toBeGreaterThan(slow.dischargePressure);
  });

  it('fills tank 1 with the inlet open and drains it when closed', () => {
    const stopped = { ...manual, pump1Command: false };
    expect(run(initialPlantState(), stopped, 60).tank1Level).toBeGreaterThan(2.5);
    expect(
      run(initialPlantState(), { ...stopped, inletValveOpen: false, pump2Command: true }, 60)
        .tank1Level,
    ).toBeLessThan(2.5);
  });

  it('keeps levels inside the tanks and pumps off without suction', () => {
    const dry = run(
      initialPlantState(),
      { ...manual, inletValveOpen: false, pump2Command: true },
      3600,
      10,
    );
    expect(dry.tank1Level).toBeGreaterThanOrEqual(0);
    expect(dry.tank1Level).toBeLessThan(PLANT.minSuctionLevel + 0.1);
    expect(dry.pump1Running).toBe(false);
    const full = run(initialPlantState(), { ...manual, pump1Command: false }, 7200, 10);
    expect(full.tank1Level).toBe(PLANT.tankHeight);
  });

  it('holds tank 1 below its high alarm in auto mode for a day (the demo left running)', () => {
    let state = initialPlantState(3);
    let highest = 0;
    for (let t = 0; t < 86_400; t += 5) {
      state = stepPlant(state, DEFAULT_INPUTS, 5);
      highest = Math.max(highest, state.tank1Level);
    }
    expect(highest).toBeLessThan(PLANT.tank1HighAlarm);
    expect(state.tank1Level).toBeGreaterThan(PLANT.minSuctionLevel);
    expect(state.tank2Level).toBeGreaterThan(PLANT.tank2LowAlarm);
    expect(state.outletTotal).toBeGreaterThan(0);
  });

  it('throttles the inlet by tank 1 level only in auto mode', () => {
    const at = (tank1Level: number) => ({ ...initialPlantState(), tank1Level });
    expect(inletOpening(at(2.5), DEFAULT_INPUTS)).toBe(1);
    expect(inletOpening(at(3.5), DEFAULT_INPUTS)).toBeCloseTo(0.5);
    expect(inletOpening(at(4.2), DEFAULT_INPUTS)).toBe(0);
    expect(inletOpening(at(4.2), manual)).toBe(1);
    expect(inletOpening(at(2.5), { ...DEFAULT_INPUTS, inletValveOpen: false })).toBe(0);
  });

  it('runs pump 1 in auto mode with hysteresis around the tank 2 setpoint', () => {
    const state = initialPlantState();
    expect(pump1Demand({ ...state, tank2Level: 2.8 }, DEFAULT_INPUTS)).toBe(true);
    expect(pump1Demand({ ...state, tank2Level: 3.2 }, DEFAULT_INPUTS)).toBe(false);
    expect(pump1Demand({ ...state, tank2Level: 3.0, pump1Running: true }, DEFAULT_INPUTS)).toBe(
      true,
    );
    expect(pump1Demand({ ...state, tank2Level: 3.0, pump1Running: false }, DEFAULT_INPUTS)).toBe(
      false,
    );
    const settled = run(state, DEFAULT_INPUTS, 3600, 5);
    expect(Math.abs(settled.tank2Level - DEFAULT_INPUTS.tank2Setpoint)).toBeLessThan(0.3);
  });

  it('counts run time and warms the motor only while running', () => {
    const running = run(initialPlantState(), { ...manual, pump2Command: true }, 600, 10);
    expect(running.pump1RunSeconds).toBe(600);
    expect(running.pump2RunSeconds).toBe(600);
    expect(running.motorTemperature).toBeGreaterThan(35);
    const idle = run(initialPlantState(), { ...manual, pump1Command: false }, 600, 10);
    expect(idle.pump1RunSeconds).toBe(0);
    expect(idle.motorTemperature).toBeLessThan(25);
  });

  it('accumulates the outlet total from the outlet flow', () => {
    const after = run(initialPlantState(), manual, 3600, 10);
    expect(after.outletTotal).toBeGreaterThan(10);
    const closed = run(initialPlantState(), { ...manual, outletValvePosition: 0 }, 3600, 10);
    expect(closed.outletTotal).toBe(0);
  });
});
