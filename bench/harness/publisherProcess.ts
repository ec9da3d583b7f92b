import type { PublisherTask } from './benchProcesses';
import { connectGateways, publishAtRate } from './gatewayPublishers';

/**
 * The simulated gateways in a process of their own (so a suite measures the server processes,
 * not its publishers): started by `runPublishers` with its task as JSON in argv[2], it prints
 * one JSON line `{startedAt, published, publishErrors, unacknowledged, publishSeconds}`.
 */
// Written by `runPublishers` of the same suite: trusted as it is.
const task = JSON.parse(process.argv[2] ?? '{}') as PublisherTask;

async function main(): Promise<void> {
  const clients = await connectGateways(task.url, task.gateways, task.password);
  let startedAt = 0;
  const result = await publishAtRate(clients, task.gateways, task.rate, task.seconds, () => {
    startedAt = Date.now();
  });
  await Promise.all(clients.map((client) => client.endAsync()));
  console.log(JSON.stringify({ startedAt, ...result }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
