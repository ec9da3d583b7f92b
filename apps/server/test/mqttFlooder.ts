/**
 * A hostile gateway, run as its own process (`node --import tsx mqttFlooder.ts`), so that its
 * work does not share the server's event loop: connects with a gateway's real credentials and
 * publishes value batches to its own topic (QoS 0) as fast as its socket takes them, for a
 * number of seconds. Prints one JSON line: messages and values it wrote.
 * Arguments: brokerUrl gatewayId password seconds valuesPerMessage signalId…
 */
import { connectAsync } from 'mqtt';
import { mqttTopics } from '@lf/protocol';

const [url, gatewayId, password, secondsText, perMessageText, ...signalIds] = process.argv.slice(2);
if (!url || !gatewayId || !password || signalIds.length === 0) {
  throw new Error('usage: mqttFlooder url gatewayId password seconds valuesPerMessage signalId…');
}
const seconds = Number(secondsText);
const perMessage = Number(perMessageText);

const client = await connectAsync(url, {
  clientId: gatewayId,
  username: gatewayId,
  password,
  reconnectPeriod: 0,
});
const topic = mqttTopics.values(gatewayId);
const until = Date.now() + seconds * 1000;
let messages = 0;
let values = 0;
let ts = 0;
while (Date.now() < until && client.connected) {
  const parts: string[] = [];
  for (let i = 0; i < perMessage; i++) {
    const signalId = signalIds[i % signalIds.length] as string;
    if (i % signalIds.length === 0) ts = Math.max(ts + 1, Date.now());
    parts.push(`{"signalId":"${signalId}","value":${(i % 97) + 0.5},"ts":${ts}}`);
  }
  client.publish(topic, `{"values":[${parts.join(',')}]}`, { qos: 0 });
  messages += 1;
  values += perMessage;
  // As fast as the socket takes it: wait only when its buffer is full.
  const stream = client.stream as NodeJS.WritableStream & { writableNeedDrain?: boolean };
  if (stream.writableNeedDrain) {
    await new Promise((resolve) => stream.once('drain', resolve));
  } else if (messages % 50 === 0) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
process.stdout.write(`${JSON.stringify({ messages, values, connected: client.connected })}\n`);
await client.endAsync(true);
