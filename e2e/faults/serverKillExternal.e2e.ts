import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE, externalBrokerRig, type ExternalBrokerRig } from './externalBroker';
import { mosquittoPresent } from './mosquitto';
import { sleep } from './processes';
import { caughtUp, knob, LONG } from './scenarioCount';

/**
 * Scenario c with an external broker: the server (MQTT_URL, a private Mosquitto) is killed
 * (kill -9) during ingest and restarted 2 s later. The server's storing link keeps a durable
 * session, so Mosquitto queues what the gateways publish meanwhile, and acknowledges a message
 * only once stored: nothing Mosquitto acknowledged to a gateway may be lost.
 */
const RUN_S = knob('LF_FAULTS_RUN_S', 5, 60);
const CATCH_UP_TIMEOUT_MS = 120_000;

let rig: ExternalBrokerRig | undefined;

beforeAll(async () => {
  if (mosquittoPresent()) rig = await externalBrokerRig('kill-ext');
}, 180_000);

afterAll(async () => {
  await rig?.close();
});

describe.skipIf(!mosquittoPresent())(
  `fault injection: the server killed behind an external broker (${LONG ? 'long' : 'short'}, ${DATABASE})`,
  () => {
    it(
      'c (external broker). the server is killed (kill -9) during ingest and restarted: none lost',
      async () => {
        if (!rig) throw new Error('not provisioned');
        const { server, fleet } = rig;
        await rig.startFleet();
        await sleep(RUN_S * 1000);
        await server.crash();
        await sleep(2000);
        await server.restart();
        const restartedAt = Date.now();
        const catchUpSeconds = await caughtUp(fleet.agents, restartedAt, CATCH_UP_TIMEOUT_MS);
        const result = await rig.count({
          name: 'server-kill-external',
          since: restartedAt,
          catchUpSeconds,
          drainTimeoutMs: CATCH_UP_TIMEOUT_MS,
        });
        expect(result.sent).toBeGreaterThan(0);
        expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({
          lost: 0,
          duplicated: 0,
        });
      },
      RUN_S * 1000 + 2 * CATCH_UP_TIMEOUT_MS + 120_000,
    );
  },
);
