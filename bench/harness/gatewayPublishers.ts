import { connectAsync, type MqttClient } from 'mqtt';
import { MAX_VALUES_PER_BATCH, mqttTopics } from '@lf/protocol';

/** One simulated gateway: its id (MQTT client id, user name and topic) and its signals' ids. */
export interface BenchGateway {
  gatewayId: string;
  signalIds: string[];
}

export interface Published {
  /** Values in batches the broker acknowledged (QoS 1 PUBACK). */
  published: number;
  /** Batches the broker did not acknowledge. */
  publishErrors: number;
  /** Values in those batches. */
  unacknowledged: number;
  /** From the first tick to the last publication (not counting the wait for acknowledgements). */
  publishSeconds: number;
}

/** Connects one MQTT client per gateway, each under its gateway's id and `password`. */
export async function connectGateways(
  url: string,
  gateways: readonly BenchGateway[],
  password: string,
): Promise<MqttClient[]> {
  return Promise.all(
    gateways.map((gateway) =>
      connectAsync(url, {
        clientId: gateway.gatewayId,
        username: gateway.gatewayId,
        password,
        reconnectPeriod: 0,
      }),
    ),
  );
}

/**
 * The gateways publish value batches (QoS 1) at `rate` values/s in all for `seconds`, a tick
 * every 100 ms, each tick publishing what the rate asks for by then (so a late timer does not
 * lower the rate). Every value has a (signal, timestamp) of its own, never repeated across
 * ticks, so what is stored can be counted against what was published. `onStart` runs just
 * before the first tick. Resolves once every batch is acknowledged or refused.
 */
export async function publishAtRate(
  clients: readonly MqttClient[],
  gateways: readonly BenchGateway[],
  rate: number,
  seconds: number,
  onStart: () => void = () => undefined,
): Promise<Published> {
  const TICK_MS = 100;
  let published = 0;
  let offered = 0;
  let publishErrors = 0;
  let unacknowledged = 0;
  const pending: Promise<void>[] = [];
  // The next free timestamp per gateway: a tick's timestamps start after the previous tick's.
  const nextTs = gateways.map(() => 0);
  onStart();
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = Date.now();
      if (now - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      const due = Math.floor((rate * (now - started)) / 1000) - offered;
      const perGateway = Math.ceil(due / gateways.length);
      if (perGateway <= 0) return;
      clients.forEach((client, g) => {
        const gateway = gateways[g];
        if (!gateway) return;
        const signals = gateway.signalIds.length;
        const first = Math.max(now, nextTs[g] ?? 0);
        const values = Array.from({ length: perGateway }, (_, i) => ({
          signalId: gateway.signalIds[i % signals] as string,
          value: 50 + 40 * Math.sin(now / 1000 + i),
          ts: first + Math.floor(i / signals),
        }));
        nextTs[g] = first + Math.ceil(perGateway / signals);
        offered += values.length;
        // A late tick owes more than one batch may hold (the contract refuses larger ones).
        for (let i = 0; i < values.length; i += MAX_VALUES_PER_BATCH) {
          const batch = values.slice(i, i + MAX_VALUES_PER_BATCH);
          pending.push(
            client
              .publishAsync(
                mqttTopics.values(gateway.gatewayId),
                JSON.stringify({ values: batch }),
                {
                  qos: 1,
                },
              )
              .then(
                () => {
                  published += batch.length;
                },
                () => {
                  publishErrors += 1;
                  unacknowledged += batch.length;
                },
              ),
          );
        }
      });
    }, TICK_MS);
  });
  const publishSeconds = (Date.now() - started) / 1000;
  await Promise.all(pending);
  return { published, publishErrors, unacknowledged, publishSeconds };
}
