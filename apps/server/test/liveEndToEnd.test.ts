import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandResult, EquipmentQueryResponse, SignalView } from '@lf/protocol';
import { startDemo } from '../src/demo/startDemo';
import { body, seededUser, type Client } from './harness';
import { startLiveServer, waitFor, type LiveServer } from './liveHarness';
import { commandOutcome, writeValue } from './plantWorld';
import { historyCount } from './storedRows';

let server: LiveServer;
let user: Client;
let equipmentId: string;
let signals: SignalView[];

const signalNamed = (name: string) => {
  const signal = signals.find((s) => s.name === name);
  if (!signal) throw new Error(`no signal ${name}`);
  return signal;
};

beforeAll(async () => {
  server = await startLiveServer();
  await startDemo(server.db, server.app.live, {
    dataDir: server.config.dataDir,
    brokerUrl: server.brokerUrl,
    log: server.app.log,
  });
  user = await seededUser(server.app, 'demo');
  const list = body<EquipmentQueryResponse>(
    await user.post('/lfscada/equipment/multi/query', { keyword: '1号泵站' }),
  );
  equipmentId = list.data.list[0]?.id ?? '';
  signals = body<SignalView[]>(
    await user.post('/lfscada/monitor/multi/signal/query', { equipmentId }),
  ).data;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('simulator → agent → embedded broker → server → database and sockets', () => {
  it('brings the demo gateways online and stores their values', async () => {
    await waitFor(async () => {
      const gateways = await server.db.selectFrom('gateway').select('online').execute();
      // Two pump stations, the tanker truck and the OPC UA booster station.
      return gateways.length === 4 && gateways.every((g) => g.online);
    }, 15_000);
    const level = signalNamed('1#罐液位');
    await waitFor(async () => {
      return (await historyCount(server.db, level.signalId)) > 0;
    }, 15_000);
  });

  it('pushes live values to a monitor socket once monitoring is opened', async () => {
    const token = body<{ token: string }>(
      await user.post('/lfscada/websocket/monitor/token', { equipmentId }),
    );
    const { socket, messages } = await server.openSocket(
      `/lfscada/ws/eg/signal/subscribe/${token.data.token}`,
    );
    expect(
      body(
        await user.post('/lfscada/monitor/multi/open', {
          equipmentId,
          delay: '600',
          interval: '1',
        }),
      ).code,
    ).toBe(200);
    const level = signalNamed('1#罐液位');
    const since = Date.now();
    await waitFor(
      () =>
        messages.some(
          (m) =>
            m.type === 'signalVal' &&
            m.data.some((v) => v.signalId === level.signalId && v.ts >= since),
        ),
      15_000,
    );
    socket.close();
  });

  it('writes a setpoint down to the simulator and reads the result through the callback', async () => {
    const speed = signalNamed('1#泵转速设定');
    const write = await writeValue(user, speed.signalId, '55');
    expect(write.code).toBe(200);
    let result: CommandResult | undefined;
    await waitFor(async () => {
      result = (await commandOutcome(user, write.data.uuid)).data;
      return result.status !== 'pending';
    }, 15_000);
    expect(result).toMatchObject({ status: 'success', code: 200 });
    // The simulator's register now holds the value: the agent's next poll reports it back.
    await waitFor(() => server.app.live.cache.get(speed.signalId)?.value === 55, 15_000);
  });
});
