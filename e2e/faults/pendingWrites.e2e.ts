import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANT_REGISTER_MAP } from '@lf/simulators';
import { COMMAND_CODES } from '@lf/protocol';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../server';
import { mosquittoPresent, mosquittoProcess, type MosquittoProcess } from './mosquitto';
import {
  ApiSession,
  readHoldingRegister,
  WRITE_ANSWER_LIMIT_MS,
  writeAndWait,
  type WriteOutcome,
} from './operatorApi';
import { agentProcess, sleep, startSimulatorProcess, type AgentProcess } from './processes';
import { provisionPlants, withDatabase, type Plant } from './provision';
import { caughtUp, knob, LONG, recording } from './scenarioCount';

/**
 * Scenario f of the fault suite (issue 15: "pending writes answered — success, failure or
 * timeout 1301, never hanging"): an operator keeps writing a setpoint through the real API
 * (writeVal, then its callback polled as the web app does) while the private Mosquitto is
 * stopped and while the gateway agent is killed (kill -9). Every write must be settled within
 * the command's wait (COMMAND_WAIT_SECONDS) plus polling slack; after each recovery a new write
 * succeeds and the simulator's register holds its value.
 */
const OUTAGE_S = knob('LF_FAULTS_WRITES_OUTAGE_S', 8, 60);
const KILL_S = knob('LF_FAULTS_WRITES_KILL_S', 4, 30);
/** The plant's pump 1 speed setpoint: a holding register, 0–100 %. */
const SETPOINT = PLANT_REGISTER_MAP.find((signal) => signal.key === 'pump1Speed');
const DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let workDir: string;
let broker: MosquittoProcess;
let server: RunningServer;
let simulator: { port: number; stop(): Promise<void> } | undefined;
let agent: AgentProcess;
let api: ApiSession;
let signalId = '';

beforeAll(async () => {
  if (!mosquittoPresent()) return;
  workDir = mkdtempSync(join(tmpdir(), 'lf-faults-writes-'));
  broker = await mosquittoProcess(join(workDir, 'mosquitto'));
  await broker.start();
  server = await startServer({ LF_DEMO: 'off', MQTT_URL: broker.url });
  let plants: Plant[] = [];
  await server.restart(async () => {
    plants = await withDatabase(server, (db) => provisionPlants(db, ['fault-writes-0'], 1));
  });
  const [plant] = plants;
  if (!plant || !SETPOINT) throw new Error('no plant or no setpoint to write');
  signalId = plant.copies[0]?.get(SETPOINT.key) ?? '';
  simulator = await startSimulatorProcess();
  agent = agentProcess({
    plant,
    brokerPort: broker.port,
    simulatorPort: simulator.port,
    dir: workDir,
  });
  await agent.start();
  await recording([agent.journal]);
  api = new ApiSession(server.url);
  await api.login('demo', DEMO_PASSWORD);
}, 180_000);

afterAll(async () => {
  agent?.thaw();
  await agent?.stop();
  await simulator?.stop();
  await server?.stop();
  await broker?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** How soon a killed agent's pending write is answered: the broker sees the socket close at once. */
const WILL_SETTLES_MS = 15_000;

/** One write a second for `seconds` (none awaited): what an operator keeps trying. */
async function writeEverySecond(seconds: number, first: number): Promise<Promise<WriteOutcome>[]> {
  const writes: Promise<WriteOutcome>[] = [];
  for (let i = 0; i < seconds; i++) {
    writes.push(writeAndWait(api, signalId, String(first + i)));
    await sleep(1000);
  }
  return writes;
}

/**
 * A write the server accepted (answered its uuid) while the agent hangs (SIGSTOP): it is pending
 * when the fault comes. Resolves once accepted (or refused) with the write's outcome to come.
 */
async function pendingWrite(value: string): Promise<{ outcome: Promise<WriteOutcome> }> {
  agent.freeze();
  let accepted = () => {};
  const isAccepted = new Promise<void>((resolve) => (accepted = resolve));
  const outcome = writeAndWait(api, signalId, value, accepted);
  await Promise.race([isAccepted, outcome]);
  return { outcome };
}

/**
 * Once the path is back: writes until one is not refused as offline (the server learns the
 * gateway is back from its status message), which must then succeed and reach the register.
 */
async function recoveredWrite(value: number): Promise<{ outcome: WriteOutcome; register: number }> {
  const deadline = Date.now() + 60_000;
  let outcome = await writeAndWait(api, signalId, String(value));
  while (outcome.answer === 'refused' && Date.now() < deadline) {
    await sleep(1000);
    outcome = await writeAndWait(api, signalId, String(value));
  }
  return {
    outcome,
    register: await readHoldingRegister(simulator?.port ?? 0, SETPOINT?.address ?? 0),
  };
}

function summary(outcomes: WriteOutcome[]) {
  const byAnswer: Record<string, number> = {};
  for (const { answer, code } of outcomes) {
    const key = `${answer} ${code}`;
    byAnswer[key] = (byAnswer[key] ?? 0) + 1;
  }
  return {
    writes: outcomes.length,
    byAnswer,
    slowestMs: Math.max(0, ...outcomes.map((outcome) => outcome.ms)),
  };
}

function expectAnswered(outcomes: WriteOutcome[]) {
  for (const outcome of outcomes) {
    expect(outcome.answer, JSON.stringify(outcome)).not.toBe('unanswered');
    expect(outcome.ms).toBeLessThanOrEqual(WRITE_ANSWER_LIMIT_MS);
    if (outcome.answer === 'success') expect(outcome.code).toBe(COMMAND_CODES.success);
    else expect(outcome.code, JSON.stringify(outcome)).not.toBe(COMMAND_CODES.success);
  }
}

describe.skipIf(!mosquittoPresent())(
  `fault injection: writes during outages (${LONG ? 'long' : 'short'}, ${DATABASE})`,
  () => {
    it(
      `f. writes while the broker is stopped ${OUTAGE_S} s and while the agent is killed ${KILL_S} s are all answered; after each, a new write reaches the register`,
      async () => {
        const before = await recoveredWrite(11);
        expect(before.outcome.answer).toBe('success');
        expect(before.register).toBe(11);

        // A write is pending (the agent hangs) when the broker stops; the agent wakes up to a
        // closed connection; the operator keeps trying.
        const pendingAtOutage = await pendingWrite('20');
        await broker.stop();
        agent.thaw();
        const outage = await writeEverySecond(OUTAGE_S, 21);
        await broker.start();
        await caughtUp([agent], Date.now(), 120_000);
        // Whether the hung agent carried out the write pending at the stop when it woke up.
        const registerAfterOutage = await readHoldingRegister(
          simulator?.port ?? 0,
          SETPOINT?.address ?? 0,
        );
        const afterOutage = await recoveredWrite(33);

        // A write is pending (the agent hangs) when the agent is killed; restarted after KILL_S.
        const pendingAtKill = await pendingWrite('40');
        await agent.crash();
        const kill = await writeEverySecond(KILL_S, 41);
        await agent.start();
        const afterKill = await recoveredWrite(55);

        const atOutage = await pendingAtOutage.outcome;
        const atKill = await pendingAtKill.outcome;
        const outageOutcomes = await Promise.all(outage);
        const killOutcomes = await Promise.all(kill);
        const line = JSON.stringify({
          suite: 'faults',
          scenario: 'pending-writes',
          database: DATABASE,
          variant: LONG ? 'long' : 'short',
          pendingAtOutage: { ...atOutage, carriedOut: registerAfterOutage === 20 },
          pendingAtKill: atKill,
          brokerOutage: { seconds: OUTAGE_S, ...summary(outageOutcomes) },
          agentKill: { seconds: KILL_S, ...summary(killOutcomes) },
          afterOutage: afterOutage.outcome,
          afterKill: afterKill.outcome,
          answerLimitMs: WRITE_ANSWER_LIMIT_MS,
        });
        console.warn(line);
        if (process.env.LF_FAULTS_OUT) appendFileSync(process.env.LF_FAULTS_OUT, `${line}\n`);

        expectAnswered([atOutage, atKill, ...outageOutcomes, ...killOutcomes]);
        // Back to normal after each fault: the gateway is seen online again and obeys.
        expect(afterOutage.outcome, 'the first write after the broker restart').toMatchObject({
          answer: 'success',
        });
        expect(afterOutage.register).toBe(33);
        expect(afterKill.outcome, 'the first write after the agent restart').toMatchObject({
          answer: 'success',
        });
        expect(afterKill.register).toBe(55);
        // The two pending writes were accepted, and settled: done, failed, or 1301 at the expiry.
        for (const pending of [atOutage, atKill]) {
          expect(pending.answer, JSON.stringify(pending)).not.toBe('refused');
          if (pending.answer === 'failure') expect(pending.code).toBe(COMMAND_CODES.timeout);
        }
        // The killed agent's will settles what it left pending, long before the 60 s expiry.
        expect(atKill, JSON.stringify(atKill)).toMatchObject({
          answer: 'failure',
          code: COMMAND_CODES.timeout,
        });
        expect(atKill.ms, JSON.stringify(atKill)).toBeLessThan(WILL_SETTLES_MS);
      },
      (OUTAGE_S + KILL_S) * 1000 + 2 * WRITE_ANSWER_LIMIT_MS + 240_000,
    );
  },
);
