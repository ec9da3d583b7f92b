/**
 * A small water-transfer plant, stepped in time by pure functions. Raw water flows through an
 * inlet valve into tank 1; pumps 1 and 2 lift it into tank 2; an outlet valve drains tank 2 by
 * gravity to consumers. In auto mode pump 1 keeps tank 2 near its level setpoint and the inlet
 * valve throttles to hold tank 1 inside its band, so the demo plant runs for days without
 * overfilling; in manual mode the inlet is open or shut as commanded.
 */

export interface PlantInputs {
  pump1Command: boolean;
  pump2Command: boolean;
  inletValveOpen: boolean;
  autoMode: boolean;
  /** Tank 2 level setpoint, m (used in auto mode). */
  tank2Setpoint: number;
  /** Pump 1 speed, % of nominal. */
  pump1Speed: number;
  /** Outlet valve opening, %. */
  outletValvePosition: number;
}

export interface PlantState {
  /** Seconds since the simulation started. */
  time: number;
  seed: number;
  tank1Level: number;
  tank2Level: number;
  pump1Running: boolean;
  pump2Running: boolean;
  pump1Flow: number;
  pump2Flow: number;
  inletFlow: number;
  outletFlow: number;
  dischargePressure: number;
  inletPressure: number;
  waterTemperature: number;
  motorTemperature: number;
  ambientTemperature: number;
  pump1RunSeconds: number;
  pump2RunSeconds: number;
  outletTotal: number;
}

export const PLANT = {
  tankArea: 2, // m²
  tankHeight: 5, // m
  inletFlowNominal: 30, // m³/h
  pump1FlowNominal: 40, // m³/h at 100 %
  pump2FlowNominal: 25, // m³/h
  outletFlowNominal: 35, // m³/h, valve fully open, tank full
  minSuctionLevel: 0.2, // m, pumps lose suction below
  autoHysteresis: 0.1, // m
  motorTimeConstant: 600, // s
  tank1HighAlarm: 4.5, // m
  tank1InletClosedAt: 4, // m, auto mode: the inlet is shut at this level …
  tank1InletBand: 1, // m, … and fully open this far below it
  tank2LowAlarm: 0.5, // m
} as const;

export const DEFAULT_INPUTS: PlantInputs = {
  pump1Command: true,
  pump2Command: false,
  inletValveOpen: true,
  autoMode: true,
  tank2Setpoint: 3,
  pump1Speed: 80,
  outletValvePosition: 60,
};

export function initialPlantState(seed = 1): PlantState {
  return {
    time: 0,
    seed,
    tank1Level: 2.5,
    tank2Level: 2.8,
    pump1Running: false,
    pump2Running: false,
    pump1Flow: 0,
    pump2Flow: 0,
    inletFlow: 0,
    outletFlow: 0,
    dischargePressure: 0.1,
    inletPressure: 0.745,
    waterTemperature: 18,
    motorTemperature: 22,
    ambientTemperature: 22,
    pump1RunSeconds: 0,
    pump2RunSeconds: 0,
    outletTotal: 0,
  };
}

/** mulberry32: a tiny deterministic generator, so a seeded plant replays identically. */
export function nextRandom(seed: number): { value: number; seed: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), 1 | next);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Auto mode: pump 1 starts below setpoint − hysteresis and stops above setpoint + hysteresis. */
export function pump1Demand(state: PlantState, inputs: PlantInputs): boolean {
  if (!inputs.autoMode) return inputs.pump1Command;
  if (state.tank2Level < inputs.tank2Setpoint - PLANT.autoHysteresis) return true;
  if (state.tank2Level > inputs.tank2Setpoint + PLANT.autoHysteresis) return false;
  return state.pump1Running;
}

/**
 * How far the inlet valve is open (0–1). In auto mode it closes proportionally over the top
 * metre of tank 1's band (a level controller on the raw-water inlet): the inflow then settles at
 * what the pumps draw, below the high-level alarm.
 */
export function inletOpening(state: PlantState, inputs: PlantInputs): number {
  if (!inputs.inletValveOpen) return 0;
  if (!inputs.autoMode) return 1;
  return clamp((PLANT.tank1InletClosedAt - state.tank1Level) / PLANT.tank1InletBand, 0, 1);
}

/**
 * Advances the plant by `dt` seconds. `mainBackPressure` (bar) is the pressure the distribution
 * main pushes back with (0 normally; see pressureSurge.ts): the discharge pressure gauge reads
 * whichever is higher, the pumps' side or the main's.
 */
export function stepPlant(
  state: PlantState,
  inputs: PlantInputs,
  dt: number,
  mainBackPressure = 0,
): PlantState {
  const noise1 = nextRandom(state.seed);
  const noise2 = nextRandom(noise1.seed);
  const time = state.time + dt;
  const hasSuction = state.tank1Level > PLANT.minSuctionLevel;
  const pump1Running = pump1Demand(state, inputs) && hasSuction;
  const pump2Running = inputs.pump2Command && hasSuction;
  const speed = clamp(inputs.pump1Speed, 0, 100) / 100;

  const inletFlow =
    PLANT.inletFlowNominal *
    inletOpening(state, inputs) *
    (1 + 0.05 * Math.sin(time / 300)) *
    (0.98 + 0.04 * noise1.value);
  const pump1Flow = pump1Running
    ? PLANT.pump1FlowNominal * speed * (0.97 + 0.06 * noise2.value)
    : 0;
  const pump2Flow = pump2Running ? PLANT.pump2FlowNominal * (0.97 + 0.06 * noise1.value) : 0;
  const valve = clamp(inputs.outletValvePosition, 0, 100) / 100;
  const outletFlow =
    PLANT.outletFlowNominal * valve * Math.sqrt(Math.max(0, state.tank2Level) / PLANT.tankHeight);

  const metresPerM3h = dt / 3600 / PLANT.tankArea;
  const tank1Level = clamp(
    state.tank1Level + (inletFlow - pump1Flow - pump2Flow) * metresPerM3h,
    0,
    PLANT.tankHeight,
  );
  const tank2Level = clamp(
    state.tank2Level + (pump1Flow + pump2Flow - outletFlow) * metresPerM3h,
    0,
    PLANT.tankHeight,
  );

  const anyRunning = pump1Running || pump2Running;
  const head = anyRunning ? 1.2 + 3.2 * Math.max(speed, pump2Running ? 0.7 : 0) ** 2 : 0;
  const dischargePressure =
    Math.max(0.1 + head + tank2Level * 0.098, mainBackPressure) + 0.02 * (noise2.value - 0.5);
  const inletPressure = 0.5 + tank1Level * 0.098;

  const ambientTemperature = 22 + 4 * Math.sin((2 * Math.PI * time) / 86_400);
  const waterTemperature =
    18 + 1.5 * Math.sin((2 * Math.PI * time) / 86_400 - 1) + 0.05 * (noise1.value - 0.5);
  const heat = (pump1Running ? 30 * speed : 0) + (pump2Running ? 20 : 0);
  const motorTarget = ambientTemperature + heat;
  const motorTemperature =
    state.motorTemperature +
    (motorTarget - state.motorTemperature) * (1 - Math.exp(-dt / PLANT.motorTimeConstant));

  return {
    time,
    seed: noise2.seed,
    tank1Level,
    tank2Level,
    pump1Running,
    pump2Running,
    pump1Flow,
    pump2Flow,
    inletFlow,
    outletFlow,
    dischargePressure,
    inletPressure,
    waterTemperature,
    motorTemperature,
    ambientTemperature,
    pump1RunSeconds: state.pump1RunSeconds + (pump1Running ? dt : 0),
    pump2RunSeconds: state.pump2RunSeconds + (pump2Running ? dt : 0),
    outletTotal: state.outletTotal + (outletFlow * dt) / 3600,
  };
}
