import { Code, type ManagedEquipment, type SignalDefinition } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, driver as modbusDriver, ok, signal as modbusSignal } from './adminHelpers';
import { addEquipment, admin, server, startAdminWorld } from './adminWorld';
import { ADMIN_PASSWORD, Client, body } from './harness';

beforeAll(startAdminWorld);
afterAll(() => server.close());

const s7Driver = {
  protocol: 's7',
  settings: {
    host: '10.0.0.9',
    port: 102,
    rack: 0,
    slot: 1,
    timeoutMs: 1000,
    pollIntervalMs: 1000,
  },
};
const add = (equipmentId: string, fields: Record<string, unknown>) =>
  call<{ id: string }>(admin, '/lfscada/equipment/multi/signal/add', { equipmentId, ...fields });
const signalsOf = (equipmentId: string) =>
  ok<SignalDefinition[]>(admin, '/lfscada/equipment/multi/signal/query', { equipmentId });

describe('signals of an S7 equipment', () => {
  let plc: string;

  beforeAll(async () => {
    plc = await addEquipment('S7 泵站');
    await ok(admin, '/lfscada/equipment/multi/driver/edit', { id: plc, driver: s7Driver });
  });

  it('shows the S7 driver parameters saved from the driver tab', async () => {
    const detail = await ok<ManagedEquipment>(admin, '/lfscada/equipment/multi/manage/info', {
      id: plc,
    });
    expect(detail.driver).toEqual(s7Driver);
  });

  it('stores the S7 address as the point and derives the shape from its type', async () => {
    await ok(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId: plc,
      name: '出口压力',
      unit: 'bar',
      s7Address: 'db1, real4',
    });
    const { id } = await ok<{ id: string }>(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId: plc,
      name: '阀门',
      s7Address: 'DB1,X0.1',
      access: 'rw',
    });
    expect(await signalsOf(plc)).toEqual([
      expect.objectContaining({
        name: '出口压力',
        pointAddress: 'DB1,REAL4',
        dataType: 'float32',
        area: 'input',
        access: 'r',
      }),
      expect.objectContaining({
        name: '阀门',
        pointAddress: 'DB1,X0.1',
        dataType: 'bool',
        area: 'coil',
      }),
    ]);
    await ok(admin, '/lfscada/equipment/multi/signal/edit', {
      id,
      name: '阀门',
      s7Address: 'MW20',
      access: 'rw',
      scale: 0.01,
    });
    const row = await server.db
      .selectFrom('signal')
      .select(['point', 'data_type', 'area'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ point: { address: 'MW20' }, data_type: 'uint16', area: 'holding' });
  });

  it('refuses a bad S7 address with the rule it breaks, in the asker’s language', async () => {
    expect(await add(plc, { name: 'x', s7Address: 'DB1,X0' })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('位地址需写明位号'),
    });
    expect((await add(plc, { name: 'x', s7Address: 'DB0,INT2' })).message).toContain('数据块编号');
    const english = new Client(server.app, { 'accept-language': 'en' });
    expect(body(await english.login('admin', ADMIN_PASSWORD)).code).toBe(200);
    const refused = await call(english, '/lfscada/equipment/multi/signal/add', {
      equipmentId: plc,
      name: 'x',
      s7Address: 'DB1,FLOAT4',
    });
    expect(refused.message).toContain('s7Address: unknown data type; use X (bit), BYTE');
    expect(await add(plc, { name: 'x', s7Address: 'IW4', access: 'rw' })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('输入区'),
    });
  });

  it('asks for the S7 address, and refuses addresses of another protocol', async () => {
    expect(await add(plc, modbusSignal)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('s7Address'),
    });
    expect(await add(plc, { name: 'n', nodeId: 'ns=1;s=X', dataType: 'float32' })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('nodeId'),
    });
    const pumps = await addEquipment('Modbus 泵');
    await ok(admin, '/lfscada/equipment/multi/driver/edit', { id: pumps, driver: modbusDriver });
    expect(await add(pumps, { ...modbusSignal, s7Address: 'MW20' })).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('s7Address'),
    });
    await ok(admin, '/lfscada/equipment/multi/signal/add', { equipmentId: pumps, ...modbusSignal });
    expect(await signalsOf(pumps)).toEqual([
      expect.not.objectContaining({ pointAddress: expect.anything() }),
    ]);
  });
});

describe('signals of an OPC UA equipment from the form', () => {
  it('stores the NodeId as the point, keeping an imported sampling interval on edit', async () => {
    const station = await addEquipment('OPC UA 站');
    await ok(admin, '/lfscada/equipment/multi/driver/edit', {
      id: station,
      driver: { protocol: 'opcua', settings: { endpointUrl: 'opc.tcp://127.0.0.1:4840' } },
    });
    const { id } = await ok<{ id: string }>(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId: station,
      name: '压力',
      nodeId: 'ns=1;s=Station.Pressure',
      dataType: 'float32',
    });
    await server.db
      .updateTable('signal')
      .set({
        point: JSON.stringify({
          nodeId: 'ns=1;s=Station.Pressure',
          samplingIntervalMs: 250,
          deadband: 0.5,
        }),
      })
      .where('id', '=', Number(id))
      .execute();
    await ok(admin, '/lfscada/equipment/multi/signal/edit', {
      id,
      name: '压力',
      nodeId: 'ns=1;s=Station.Outlet',
      dataType: 'float32',
    });
    const [saved] = await signalsOf(station);
    expect(saved).toMatchObject({ pointAddress: 'ns=1;s=Station.Outlet', area: 'input' });
    const row = await server.db
      .selectFrom('signal')
      .select('point')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.point).toEqual({
      nodeId: 'ns=1;s=Station.Outlet',
      samplingIntervalMs: 250,
      deadband: 0.5,
    });
  });
});
