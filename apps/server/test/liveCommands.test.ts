import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MqttClient } from 'mqtt';
import type { CommandResult, DownCommand } from '@lf/protocol';
import type { Client } from './harness';
import { body } from './harness';
import {
  publishStatus,
  seedProject,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
  type Plant,
  outsiderClient,
} from './liveHarness';
import { commandOutcome, startPlantWorld, takeCommands, writeValue } from './plantWorld';

let server: LiveServer;
let plant: Plant;
let projectId: string;
let gateway: MqttClient;
let user: Client;
let outsider: Client;
const received: DownCommand[] = [];
let answer: ((command: DownCommand) => object | undefined) | undefined;

beforeAll(async () => {
  const world = await startPlantWorld();
  ({ server, plant, gateway, operator: user } = world);
  projectId = await seedProject(server.db, plant);
  await takeCommands(world, (command) => {
    received.push(command);
    return answer?.(command);
  });
  outsider = await outsiderClient(server);
});

afterAll(async () => {
  await gateway?.endAsync();
  await server?.close();
});

/**
 * Resolves with the arguments of the next call of `target[method]` that `matches`, once that
 * call has finished (the method keeps working as before and is restored then).
 */
function nextCall<T extends object, K extends keyof T & string>(
  target: T,
  method: K,
  matches: (...args: Parameters<Extract<T[K], (...args: never[]) => unknown>>) => boolean = () =>
    true,
): Promise<Parameters<Extract<T[K], (...args: never[]) => unknown>>> {
  type Args = Parameters<Extract<T[K], (...args: never[]) => unknown>>;
  const original = (target[method] as (...args: Args) => unknown).bind(target);
  return new Promise((resolve) => {
    const spy = vi.spyOn(target, method as never).mockImplementation(((...args: Args) => {
      const result = original(...args);
      if (matches(...args)) {
        spy.mockRestore();
        void Promise.resolve(result).then(() => resolve(args));
      }
      return result;
    }) as never);
  });
}

describe('write commands', () => {
  it('sends a write to the gateway, and its reply settles the callback as success', async () => {
    answer = (command) =>
      command.type === 'write'
        ? {
            uuid: command.uuid,
            status: 'success',
            code: 200,
            message: '成功',
            data: {
              signalId: command.signalId,
              value: command.value,
              ts: Date.now(),
              quality: 'good',
            },
          }
        : undefined;
    // Waits on the server's own steps, not on a clock: a busy machine only makes them later.
    const commandSettled = nextCall(server.app.live.commands, 'settleFromReply');
    const valueApplied = nextCall(
      server.app.live.cache,
      'apply',
      (value) => value.signalId === plant.level && value.value === 6.5,
    );
    const write = await writeValue(user, plant.level, '6.5');
    expect(write.code).toBe(200);
    const [, reply] = await commandSettled;
    expect(reply.uuid).toBe(write.data.uuid);
    expect((await commandOutcome(user, write.data.uuid)).data.status).toBe('success');
    const command = received.find((c) => c.type === 'write' && c.uuid === write.data.uuid);
    expect(command).toMatchObject({ type: 'write', signalId: plant.level, value: 6.5 });
    await valueApplied;
    expect(server.app.live.cache.get(plant.level)?.value).toBe(6.5);
  });

  it('sends a switch value as a boolean', async () => {
    const write = await writeValue(user, plant.pump, 'true');
    await waitFor(() => received.some((c) => c.type === 'write' && c.uuid === write.data.uuid));
    expect(received.find((c) => c.type === 'write' && c.uuid === write.data.uuid)).toMatchObject({
      value: true,
    });
  });

  it('carries the device failure code of a failed write', async () => {
    answer = (command) =>
      command.type === 'write'
        ? { uuid: command.uuid, status: 'failure', code: 1712, message: '下位设备忙', data: null }
        : undefined;
    const write = await writeValue(user, plant.level, '2');
    await waitFor(
      async () => (await commandOutcome(user, write.data.uuid)).data.status === 'failure',
    );
    expect((await commandOutcome(user, write.data.uuid)).data).toMatchObject({
      code: 1712,
      message: '下位设备忙',
    });
  });

  it('settles a command nobody answers as failure 1301 通讯超时 once it expires', async () => {
    answer = undefined;
    const write = await writeValue(user, plant.level, '3');
    expect((await commandOutcome(user, write.data.uuid)).data.status).toBe('pending');
    server.clock.offsetMs = 61_000;
    try {
      expect((await commandOutcome(user, write.data.uuid)).data).toMatchObject({
        status: 'failure',
        code: 1301,
        message: '通讯超时',
      });
      const row = await server.db
        .selectFrom('command')
        .selectAll()
        .where('uuid', '=', write.data.uuid)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failure', code: 1301 });
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('the sweep fails expired commands without anyone polling, and a late reply changes nothing', async () => {
    const write = await writeValue(user, plant.level, '4');
    server.clock.offsetMs = 61_000;
    try {
      expect(await server.app.live.commands.sweep()).toBeGreaterThanOrEqual(1);
      const late = await server.app.live.commands.settleFromReply(plant.gatewayId, {
        uuid: write.data.uuid,
        status: 'success',
        code: 200,
        message: '成功',
        data: null,
      });
      expect(late).toBe(false);
    } finally {
      server.clock.offsetMs = 0;
    }
    expect((await commandOutcome(user, write.data.uuid)).data).toMatchObject({
      status: 'failure',
      code: 1301,
    });
  });

  it('refuses out-of-range, read-only and malformed values before sending anything', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const count = received.length;
    const high = await writeValue(user, plant.level, '10.5');
    expect(high).toMatchObject({ code: 2003, message: '写入值超出限制（0 ~ 10）' });
    const readOnly = await writeValue(user, plant.pressure, '1');
    expect(readOnly).toMatchObject({ code: 2004, message: '变量只读，不能写入' });
    const notSwitch = await writeValue(user, plant.pump, '2');
    expect(notSwitch.code).toBe(2003);
    const empty = await writeValue(user, plant.level, '');
    expect(empty).toMatchObject({ code: 1001, data: { field: 'value' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = received.slice(count);
    expect(
      sent.some(
        (c) =>
          c.type === 'write' &&
          (c.value === 10.5 || c.signalId === plant.pressure || c.value === 2),
      ),
    ).toBe(false);
  });

  it('reads a signal: the reply brings the value', async () => {
    answer = (command) =>
      command.type === 'read'
        ? {
            uuid: command.uuid,
            status: 'success',
            code: 200,
            message: '成功',
            data: { signalId: command.signalId, value: 0.77, ts: Date.now() + 50, quality: 'good' },
          }
        : undefined;
    const read = body<{ uuid: string }>(
      await user.post('/lfscada/monitor/multi/signal/read', { signalId: plant.pressure }),
    );
    expect(read.code).toBe(200);
    await waitFor(
      async () => (await commandOutcome(user, read.data.uuid)).data.status === 'success',
    );
    expect((await commandOutcome(user, read.data.uuid)).data.data).toMatchObject({
      signalId: plant.pressure,
      value: 0.77,
    });
    expect(server.app.live.cache.get(plant.pressure)?.value).toBe(0.77);
  });

  it('writes through a project page, authorised by the project', async () => {
    answer = (command) =>
      command.type === 'write'
        ? { uuid: command.uuid, status: 'success', code: 200, message: '成功', data: null }
        : undefined;
    const write = body<{ uuid: string }>(
      await user.post('/lfscada/monitor/project/signal/writeVal', {
        projectId,
        signalId: plant.level,
        value: '1',
      }),
    );
    expect(write.code).toBe(200);
    await waitFor(
      async () =>
        body<CommandResult>(
          await user.post('/lfscada/monitor/project/signal/callback', { uuid: write.data.uuid }),
        ).data.status === 'success',
    );
  });

  it('keeps another organisation out of writes, reads and callbacks', async () => {
    const write = await writeValue(user, plant.level, '5');
    expect((await writeValue(outsider, plant.level, '5')).code).toBe(1004);
    expect(
      body(await outsider.post('/lfscada/monitor/multi/signal/read', { signalId: plant.level }))
        .code,
    ).toBe(1004);
    expect((await commandOutcome(outsider, write.data.uuid)).code).toBe(1004);
    expect(
      body(
        await outsider.post('/lfscada/monitor/project/signal/writeVal', {
          projectId,
          signalId: plant.level,
          value: '5',
        }),
      ).code,
    ).toBe(1004);
  });

  it('refuses to send to an offline device with 设备离线', async () => {
    await publishStatus(gateway, plant.gatewayId, false);
    await waitGatewayOnline(server.db, plant.gatewayId, false);
    const count = received.length;
    const offline = await writeValue(user, plant.level, '5');
    expect(offline).toMatchObject({ code: 1302, message: '设备离线，命令无法下发' });
    const open = body(
      await user.post('/lfscada/monitor/multi/open', {
        equipmentId: plant.equipmentId,
        delay: '600',
      }),
    );
    expect(open.code).toBe(1302);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.length).toBe(count);
    await publishStatus(gateway, plant.gatewayId, true);
  });
});
