/**
 * A gateway publishing synthetic value batches at a fixed rate, as its own process, for the
 * server-kill scenario (the plant simulator changes too few values to reach thousands per
 * second):   node --import tsx e2e/faults/loadProcess.ts '<json options>'
 * Each sample is journaled (`signalId ts`) once the broker acknowledged its batch (QoS 1): from
 * then on the product promises to store it. Ticks while disconnected publish nothing.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import mqtt from 'mqtt';
import { MAX_VALUES_PER_BATCH, MQTT_QOS, mqttTopics } from '@lf/protocol';

interface LoadOptions {
  url: string;
  gatewayId: string;
  password: string;
  signalIds: string[];
  valuesPerSecond: number;
  journal: string;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const TICK_MS = 100;
const journal = openSync(options.journal, 'a');
const client = mqtt.connect(options.url, {
  clientId: options.gatewayId,
  username: options.gatewayId,
  password: options.password,
  protocolVersion: 4,
  clean: true,
  reconnectPeriod: 500,
  reconnectOnConnackError: true,
});
const topic = mqttTopics.values(options.gatewayId);
let lastTs = 0;
let next = 0;
let inFlight = 0;
let published = 0;
let acknowledged = 0;
let skippedTicks = 0;

const timer = setInterval(() => {
  if (!client.connected) {
    skippedTicks++;
    return;
  }
  const ts = Math.max(Date.now(), lastTs + 1);
  lastTs = ts;
  const count = Math.min(
    options.signalIds.length,
    Math.round((options.valuesPerSecond * TICK_MS) / 1000),
  );
  const values = Array.from({ length: count }, () => {
    const signalId = options.signalIds[next++ % options.signalIds.length] as string;
    return { signalId, ts, value: (ts % 1000) / 10 };
  });
  for (let i = 0; i < values.length; i += MAX_VALUES_PER_BATCH) {
    const batch = values.slice(i, i + MAX_VALUES_PER_BATCH);
    inFlight++;
    published += batch.length;
    client.publish(topic, JSON.stringify({ values: batch }), { qos: MQTT_QOS }, (error) => {
      inFlight--;
      if (error) return;
      acknowledged += batch.length;
      writeSync(journal, batch.map((v) => `${v.signalId} ${v.ts}\n`).join(''));
    });
  }
}, TICK_MS);

process.on('SIGTERM', () => {
  clearInterval(timer);
  const deadline = Date.now() + 60_000;
  const finish = setInterval(() => {
    if (inFlight > 0 && Date.now() < deadline) return;
    clearInterval(finish);
    process.stdout.write(
      `${JSON.stringify({ published, acknowledged, inFlight, skippedTicks })}\n`,
    );
    closeSync(journal);
    client.end(false, {}, () => process.exit(0));
  }, 100);
});
