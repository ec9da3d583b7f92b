import type { MqttClient } from 'mqtt';
import { downCommand, mqttTopics, type CommandResult, type DownCommand } from '@lf/protocol';
import { body, seededUser, type Client } from './harness';
import {
  connectGateway,
  publishStatus,
  seedPlant,
  startLiveServer,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
  type LiveSocketClient,
  type Plant,
} from './liveHarness';

/** A live server with a plant whose gateway is connected, and the operator (demo) logged in. */
export interface PlantWorld {
  server: LiveServer;
  plant: Plant;
  gateway: MqttClient;
  operator: Client;
}

export async function startPlantWorld(
  options: Parameters<typeof startLiveServer>[0] = {},
): Promise<PlantWorld> {
  const server = await startLiveServer(options);
  const plant = await seedPlant(server.db);
  const gateway = await connectGateway(server.brokerUrl, plant);
  const operator = await seededUser(server.app, 'demo');
  return { server, plant, gateway, operator };
}

/** Publishes the gateway's online status and waits until the server has taken it. */
export async function bringOnline(world: Omit<PlantWorld, 'operator'>): Promise<void> {
  await publishStatus(world.gateway, world.plant.gatewayId, true);
  await waitGatewayOnline(world.server.db, world.plant.gatewayId);
}

/**
 * Opens `viewer`'s live socket on an equipment and resolves only once the server watches it for
 * them. The socket opens before the server has checked the token and put its watch in place, so
 * a value or alarm published at once can go unheard. The server's first `signalVal` comes after
 * the watch: the snapshot of the current values or, where the equipment has none yet, the value
 * `prime` publishes (in the snapshot if it lands before the watch, pushed if after).
 */
export async function watchEquipment(
  server: LiveServer,
  viewer: Client,
  equipmentId: string,
  prime?: () => Promise<unknown>,
): Promise<LiveSocketClient> {
  const token = body<{ token: string }>(
    await viewer.post('/lfscada/websocket/monitor/token', { equipmentId }),
  );
  const watcher = await server.openSocket(`/lfscada/ws/eg/signal/subscribe/${token.data.token}`);
  await prime?.();
  await waitFor(() => watcher.messages.some((m) => m.type === 'signalVal'), 20_000);
  return watcher;
}

/**
 * The plant's gateway takes the commands sent down to it, handing each to `reply` and
 * publishing what that answers (nothing: the command stays unanswered); then it goes online.
 */
export async function takeCommands(
  world: Omit<PlantWorld, 'operator'>,
  reply: (command: DownCommand) => object | undefined,
): Promise<void> {
  const { gateway, plant } = world;
  await gateway.subscribeAsync(mqttTopics.cmd(plant.gatewayId), { qos: 1 });
  gateway.on('message', (_topic, payload) => {
    const answer = reply(downCommand.parse(JSON.parse(payload.toString('utf8'))));
    if (answer)
      void gateway.publishAsync(mqttTopics.reply(plant.gatewayId), JSON.stringify(answer), {
        qos: 1,
      });
  });
  await bringOnline(world);
}

/** `client` writes `value` to a signal from the equipment monitor: the answer's envelope. */
export async function writeValue(client: Client, signalId: string, value: string) {
  return body<{ uuid: string }>(
    await client.post('/lfscada/monitor/multi/signal/writeVal', { signalId, value }),
  );
}

/** What the command callback tells `client` of the command `uuid`: the answer's envelope. */
export async function commandOutcome(client: Client, uuid: string) {
  return body<CommandResult>(await client.post('/lfscada/equipment/multi/callback', { uuid }));
}
