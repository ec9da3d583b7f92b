import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE, externalBrokerRig, type ExternalBrokerRig } from './externalBroker';
import { mosquittoPresent } from './mosquitto';
import { sleep } from './processes';
import { caughtUp, knob, LONG } from './scenarioCount';

/**
 * Scenario g of the fault suite (issue 15: "broker stopped while gateways keep polling, then
 * back; agents replay from disk"): the server in external-broker mode (MQTT_URL, with a durable
 * session: MQTT_CLIENT_ID) against a private Mosquitto, which is stopped (SIGTERM) for the
 * outage and started again on the same port with its persistence file. Counted like the other
 * scenarios (see faults.e2e.ts).
 */
const RUN_S = knob('LF_FAULTS_RUN_S', 5, 60);
const OUTAGE_S = knob('LF_FAULTS_OUTAGE_S', 10, 900);
const CATCH_UP_TIMEOUT_MS = Math.max(120_000, OUTAGE_S * 1000);

let rig: ExternalBrokerRig | undefined;

beforeAll(async () => {
  if (mosquittoPresent()) rig = await externalBrokerRig('broker');
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

describe.skipIf(!mosquittoPresent())(
  `fault injection: the external broker restarted (${LONG ? 'long' : 'short'}, ${DATABASE})`,
  () => {
    it(
      `g. Mosquitto stopped for ${OUTAGE_S} s while the agents keep polling, then started again: they replay from disk, nothing lost or doubled`,
      async () => {
        if (!rig) throw new Error('not provisioned');
        const { broker, server, fleet } = rig;
        const { agents } = fleet;
        await rig.startFleet();
        await sleep(RUN_S * 1000);
        const stoppedAt = Date.now();
        await broker.stop();
        await sleep(OUTAGE_S * 1000);
        const bufferedBytes = agents.reduce((sum, agent) => sum + agent.pendingBytes(), 0);
        const startingAt = Date.now();
        await broker.start();
        const restartedAt = Date.now();
        const catchUpSeconds = await caughtUp(agents, restartedAt, CATCH_UP_TIMEOUT_MS);
        // The agents' buffers are acknowledged by the broker; the server may still be taking
        // what the broker queued for it.
        const result = await rig.count({
          name: 'broker-restart',
          since: restartedAt,
          catchUpSeconds,
          drainTimeoutMs: LONG ? CATCH_UP_TIMEOUT_MS : 30_000,
          extra: {
            outageSeconds: OUTAGE_S,
            bufferedBytes,
            serverLinkOffline: server.output().includes('mqtt: link offline'),
          },
        });
        // When the lost samples were recorded: before the stop (what the broker held for the
        // server), during the outage (replayed from an agent's disk), or once it was starting.
        const lostWhen = { beforeStop: 0, duringOutage: 0, afterRestart: 0 };
        for (const key of result.lostKeys) {
          const ts = Number(key.split(' ')[1]);
          if (ts < stoppedAt) lostWhen.beforeStop++;
          else if (ts < startingAt) lostWhen.duringOutage++;
          else lostWhen.afterRestart++;
        }
        console.warn(JSON.stringify({ scenario: 'broker-restart', lostWhen }));
        expect(bufferedBytes).toBeGreaterThan(0);
        expect(result.sent).toBeGreaterThan(0);
        // The storing link's session is durable (MQTT_CLIENT_ID) with a plain subscription,
        // which Mosquitto restores from its persistence file and queues for until the server
        // is back (a restored shared one receives nothing: docs/reliability.md, scenario g).
        expect({ lost: result.lost, duplicated: result.duplicated, lostWhen }).toEqual({
          lost: 0,
          duplicated: 0,
          lostWhen: { beforeStop: 0, duringOutage: 0, afterRestart: 0 },
        });
      },
      (RUN_S + OUTAGE_S) * 1000 + 2 * CATCH_UP_TIMEOUT_MS + 120_000,
    );
  },
);
