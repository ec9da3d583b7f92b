import {
  agentConfig,
  Code,
  type AnnouncementRow,
  type GatewayCredentials,
  type GatewayPage,
  type ProtocolRow,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, driver, ok, signal } from './adminHelpers';
import { addEquipment, admin, demo, server, startAdminWorld } from './adminWorld';

beforeAll(startAdminWorld);
afterAll(() => server.close());

describe('gateways', () => {
  let credentials: GatewayCredentials;

  it('adds a gateway and answers its agent configuration once', async () => {
    const { id: hardwareId } = await ok<{ id: string }>(admin, '/lfscada/system/hardware/add', {
      name: 'LF-EG200',
      firmwareVersion: '2.1.0',
    });
    credentials = await ok(admin, '/lfscada/gateway/add', {
      id: 'gw-admin-1',
      name: '1号网关',
      hardwareId,
      economizeOpen: true,
      economizeMode: 'smart',
      interval: 30,
    });
    const file = agentConfig.parse(credentials.config);
    expect(file).toMatchObject({ gatewayId: 'gw-admin-1', username: 'gw-admin-1', devices: [] });
    expect(file.password?.length).toBeGreaterThan(20);
    expect(file.brokerUrl).toMatch(/^mqtt:\/\/.+:\d+$/);
    const stored = await server.db
      .selectFrom('gateway')
      .select('password_hash')
      .where('id', '=', 'gw-admin-1')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(file.password ?? '');
  });

  it('binds equipment (with its driver and signals) and the configuration carries it', async () => {
    const equipment = await addEquipment('网关下设备');
    await ok(admin, '/lfscada/equipment/multi/driver/edit', { id: equipment, driver });
    await ok(admin, '/lfscada/equipment/multi/signal/add', { equipmentId: equipment, ...signal });
    await ok(admin, '/lfscada/equipment/multi/bindGateway', {
      id: equipment,
      gatewayId: 'gw-admin-1',
    });
    const page = await ok<GatewayPage>(admin, '/lfscada/gateway/query', { keyword: 'gw-admin' });
    expect(page.list[0]).toMatchObject({
      id: 'gw-admin-1',
      online: false,
      economizeMode: 'smart',
      interval: 30,
      equipment: [{ id: equipment, name: '网关下设备' }],
    });
    const rotated = await ok<GatewayCredentials>(admin, '/lfscada/gateway/rotateCredentials', {
      id: 'gw-admin-1',
      brokerUrl: 'mqtts://cloud.example.com:8883',
    });
    expect(rotated.config.password).not.toBe(credentials.config.password);
    expect(rotated.config.brokerUrl).toBe('mqtts://cloud.example.com:8883');
    expect(rotated.config.devices).toEqual([
      expect.objectContaining({ id: equipment, host: '127.0.0.1', port: 1502 }),
    ]);
    expect(rotated.config.devices[0]?.signals).toEqual([
      expect.objectContaining({ name: '温度', address: 10, dataType: 'int16' }),
    ]);
    await ok(admin, '/lfscada/equipment/multi/unbindGateway', { id: equipment });
    const after = await ok<GatewayPage>(admin, '/lfscada/gateway/query', { keyword: 'gw-admin' });
    expect(after.list[0]?.equipment).toEqual([]);
  });

  it('edits and deletes a gateway', async () => {
    await ok(admin, '/lfscada/gateway/edit', {
      id: 'gw-admin-1',
      name: '一号网关',
      vpn: true,
      economizeMode: 'time',
      interval: 10,
    });
    const page = await ok<GatewayPage>(admin, '/lfscada/gateway/query', { keyword: 'gw-admin' });
    expect(page.list[0]).toMatchObject({
      name: '一号网关',
      vpn: true,
      hardwareId: null,
      interval: 10,
    });
    await ok(admin, '/lfscada/gateway/delete', { id: 'gw-admin-1' });
    expect(
      (await ok<GatewayPage>(admin, '/lfscada/gateway/query', { keyword: 'gw-admin' })).total,
    ).toBe(0);
  });
});

describe('system settings', () => {
  it('manages firmware models', async () => {
    const { id } = await ok<{ id: string }>(admin, '/lfscada/system/hardware/add', {
      name: 'LF-EG300',
      firmwareVersion: '1.0',
    });
    await ok(admin, '/lfscada/system/hardware/edit', {
      id,
      name: 'LF-EG300',
      firmwareVersion: '1.1',
    });
    const rows = await ok<{ id: string; firmwareVersion: string }[]>(
      admin,
      '/lfscada/system/hardware/query',
    );
    expect(rows.find((r) => r.id === id)?.firmwareVersion).toBe('1.1');
    await ok(admin, '/lfscada/system/hardware/delete', { id });
    expect((await call(admin, '/lfscada/system/hardware/delete', { id })).code).toBe(
      Code.NOT_FOUND,
    );
    const logged = await server.db
      .selectFrom('operation_log')
      .select(['action', 'detail'])
      .where('action', 'in', ['hardware.edit', 'hardware.delete'])
      .orderBy('id')
      .execute();
    expect(logged.map((r) => [r.action, JSON.parse(r.detail)])).toEqual([
      ['hardware.edit', { id, name: 'LF-EG300', firmwareVersion: '1.1' }],
      ['hardware.delete', { id }],
    ]);
  });

  it('lists protocols with their parameter schemas and turns one off', async () => {
    const rows = await ok<ProtocolRow[]>(admin, '/lfscada/system/protocol/query');
    expect(rows[0]).toMatchObject({ id: 'modbus-tcp', enabled: true });
    expect(rows[0]?.parameters.map((p) => p.key)).toEqual([
      'host',
      'port',
      'unitId',
      'timeoutMs',
      'pollIntervalMs',
    ]);
    await ok(admin, '/lfscada/system/protocol/edit', { id: 'modbus-tcp', enabled: false });
    expect((await ok<ProtocolRow[]>(admin, '/lfscada/system/protocol/query'))[0]?.enabled).toBe(
      false,
    );
    const equipment = await addEquipment('协议已停用');
    const refused = await call(admin, '/lfscada/equipment/multi/driver/edit', {
      id: equipment,
      driver,
    });
    expect(refused).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('driver.protocol'),
    });
    await ok(admin, '/lfscada/system/protocol/edit', { id: 'modbus-tcp', enabled: true });
  });

  it('publishes an announcement to every message centre and withdraws it', async () => {
    const { id } = await ok<{ id: string }>(admin, '/lfscada/system/msg/add', {
      title: '停机维护',
      content: '周六 8:00 停机维护两小时',
    });
    await ok(admin, '/lfscada/system/msg/edit', { id, title: '停机维护通知', content: '周六停机' });
    await ok(admin, '/lfscada/system/msg/publish', { id });
    const notices = () =>
      server.db
        .selectFrom('message')
        .selectAll()
        .where('type', '=', 'notice')
        .where('data_id', '=', id)
        .execute();
    const sent = await notices();
    expect(sent.length).toBe(2);
    expect(sent[0]).toMatchObject({ title: '停机维护通知', note: '周六停机' });
    expect(await ok(demo, '/lfscada/notice/detail', { id })).toMatchObject({
      title: '停机维护通知',
      content: '周六停机',
    });
    expect(
      (await call(admin, '/lfscada/system/msg/edit', { id, title: 't', content: 'c' })).code,
    ).toBe(Code.BAD_REQUEST);
    await ok(admin, '/lfscada/system/msg/withdraw', { id });
    expect(await notices()).toEqual([]);
    expect((await call(demo, '/lfscada/notice/detail', { id })).code).toBe(Code.NOT_FOUND);
    const rows = await ok<AnnouncementRow[]>(admin, '/lfscada/system/msg/query');
    expect(rows.find((r) => r.id === id)?.state).toBe('withdrawn');
    await ok(admin, '/lfscada/system/msg/delete', { id });
  });

  it('opens configured frames only', async () => {
    await ok(admin, '/lfscada/system/frame/add', {
      path: 'grafana',
      title: 'Grafana',
      url: 'https://grafana.example.com/d/1',
    });
    expect(await ok(admin, '/lfscada/system/frame/info', { path: 'grafana' })).toEqual({
      path: 'grafana',
      title: 'Grafana',
      url: 'https://grafana.example.com/d/1',
    });
    const unknown = await call(admin, '/lfscada/system/frame/info', { path: 'evil' });
    expect(unknown).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('evil'),
    });
    await ok(admin, '/lfscada/system/frame/delete', { path: 'grafana' });
    expect(await ok(admin, '/lfscada/system/frame/query')).toEqual([]);
  });
});
