import { Code } from '@lf/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, signalCsv } from './adminHelpers';
import { ADMIN_PASSWORD, body, Client, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: Client;
let equipmentId: string;
let signalId: string;

const TABLES = [
  'equipment',
  'signal',
  'report',
  'equipment_driver',
  'gateway',
  'hardware_model',
  'equipment_model',
  'announcement',
  'frame_link',
  'message',
  'operation_log',
] as const;

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.app);
  expect(body(await admin.login('admin', ADMIN_PASSWORD)).code).toBe(200);
  equipmentId = (
    await ok<{ id: string }>(admin, '/lfscada/equipment/multi/add', { name: '已有设备' })
  ).id;
  signalId = (
    await ok<{ id: string }>(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId,
      name: '已有变量',
      area: 'holding',
      address: 0,
      dataType: 'int16',
    })
  ).id;
  await ok(admin, '/lfscada/equipment/multi/report/add', {
    equipmentId,
    name: '已有报表',
    signalIds: [],
  });
  await ok(admin, '/lfscada/gateway/add', { id: 'gw-taken', name: '已有网关' });
  await ok(admin, '/lfscada/system/hardware/add', { name: '已有型号', firmwareVersion: '1' });
  await ok(admin, '/lfscada/system/frame/add', {
    path: 'taken',
    title: 't',
    url: 'https://a.example',
  });
});
afterAll(() => server.close());

const long = (n: number) => 'x'.repeat(n);
const signal = { name: '新变量', area: 'holding', address: '1', dataType: 'int16' };

interface Case {
  name: string;
  url: string;
  fields: () => Record<string, unknown>;
  field: string;
}

const cases: Case[] = [
  {
    name: 'equipment without name',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({}),
    field: 'name',
  },
  {
    name: 'equipment name too long',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: long(65) }),
    field: 'name',
  },
  {
    name: 'equipment name taken',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: '已有设备' }),
    field: 'name',
  },
  {
    name: 'equipment latitude as text',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: 'a', lat: 'north' }),
    field: 'lat',
  },
  {
    name: 'equipment latitude out of range',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: 'a', lat: 91 }),
    field: 'lat',
  },
  {
    name: 'equipment of an unknown gateway',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: 'a', gatewayId: 'nope' }),
    field: 'gatewayId',
  },
  {
    name: 'equipment from an unknown model',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: 'a', modelId: 'nope' }),
    field: 'modelId',
  },
  {
    name: 'equipment description too long',
    url: '/lfscada/equipment/multi/add',
    fields: () => ({ name: 'a', description: long(501) }),
    field: 'description',
  },
  {
    name: 'edit without id',
    url: '/lfscada/equipment/multi/edit',
    fields: () => ({ name: 'a' }),
    field: 'id',
  },
  {
    name: 'display of another kind',
    url: '/lfscada/equipment/multi/setDisplay',
    fields: () => ({ id: equipmentId, display: 'grid' }),
    field: 'display',
  },
  {
    name: 'driver not JSON',
    url: '/lfscada/equipment/multi/driver/edit',
    fields: () => ({ id: equipmentId, driver: '{' }),
    field: 'driver',
  },
  {
    name: 'driver of an unknown protocol',
    url: '/lfscada/equipment/multi/driver/edit',
    fields: () => ({ id: equipmentId, driver: { protocol: 'bacnet', settings: {} } }),
    field: 'driver.protocol',
  },
  {
    name: 'driver port out of range',
    url: '/lfscada/equipment/multi/driver/edit',
    fields: () => ({
      id: equipmentId,
      driver: { protocol: 'modbus-tcp', settings: { host: 'h', port: 70000 } },
    }),
    field: 'driver.settings.port',
  },
  {
    name: 'driver without host',
    url: '/lfscada/equipment/multi/driver/edit',
    fields: () => ({ id: equipmentId, driver: { protocol: 'modbus-tcp', settings: {} } }),
    field: 'driver.settings.host',
  },
  {
    name: 'image that is not an image',
    url: '/lfscada/equipment/multi/image/upload',
    fields: () => ({ id: equipmentId, image: 'data:text/html;base64,AAAA' }),
    field: 'image',
  },
  {
    name: 'image too large',
    url: '/lfscada/equipment/multi/image/upload',
    fields: () => ({ id: equipmentId, image: `data:image/png;base64,${long(1_400_000)}` }),
    field: 'image',
  },
  {
    name: 'signal without area',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, name: 'a', address: 1, dataType: 'int16' }),
    field: 'area',
  },
  {
    name: 'signal address as text',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, address: 'ten' }),
    field: 'address',
  },
  {
    name: 'signal address too large',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, address: 65536 }),
    field: 'address',
  },
  {
    name: 'signal name taken',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, name: '已有变量' }),
    field: 'name',
  },
  {
    name: 'signal name too long',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, name: long(65) }),
    field: 'name',
  },
  {
    name: 'signal scale zero',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, scale: 0 }),
    field: 'scale',
  },
  {
    name: 'bool signal in a register',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, dataType: 'bool' }),
    field: 'dataType',
  },
  {
    name: 'writable input register',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, area: 'input', access: 'rw' }),
    field: 'access',
  },
  {
    name: 'signal min above max',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, min: 10, max: 1 }),
    field: 'min',
  },
  {
    name: 'alarm rule of an unknown kind',
    url: '/lfscada/equipment/multi/signal/add',
    fields: () => ({ equipmentId, ...signal, alarmRules: [{ kind: 'odd', value: 1 }] }),
    field: 'alarmRules.0.kind',
  },
  {
    name: 'signal edit with a word order unknown',
    url: '/lfscada/equipment/multi/signal/edit',
    fields: () => ({ id: signalId, ...signal, wordOrder: 'BADC' }),
    field: 'wordOrder',
  },
  {
    name: 'signal delete without ids',
    url: '/lfscada/equipment/multi/signal/delete',
    fields: () => ({ ids: [] }),
    field: 'ids',
  },
  {
    name: 'import of another format',
    url: '/lfscada/equipment/multi/signal/import',
    fields: () => ({ equipmentId, format: 'pdf', content: 'AAAA' }),
    field: 'format',
  },
  {
    name: 'import that is not base64',
    url: '/lfscada/equipment/multi/signal/import',
    fields: () => ({ equipmentId, format: 'csv', content: '<<<' }),
    field: 'content',
  },
  {
    name: 'import too large',
    url: '/lfscada/equipment/multi/signal/import',
    fields: () => ({ equipmentId, format: 'csv', content: long(1_900_000) }),
    field: 'content',
  },
  {
    name: 'report name taken',
    url: '/lfscada/equipment/multi/report/add',
    fields: () => ({ equipmentId, name: '已有报表', signalIds: [] }),
    field: 'name',
  },
  {
    name: 'report ids not a list',
    url: '/lfscada/equipment/multi/report/add',
    fields: () => ({ equipmentId, name: 'r', signalIds: '{"a":1}' }),
    field: 'signalIds',
  },
  {
    name: 'gateway id with a slash',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'a/b', name: 'g' }),
    field: 'id',
  },
  {
    name: 'gateway id taken',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'gw-taken', name: 'g' }),
    field: 'id',
  },
  {
    name: 'gateway interval as text',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'gw-x', name: 'g', interval: 'often' }),
    field: 'interval',
  },
  {
    name: 'gateway economize mode unknown',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'gw-x', name: 'g', economizeMode: 'lazy' }),
    field: 'economizeMode',
  },
  {
    name: 'gateway vpn not a flag',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'gw-x', name: 'g', vpn: 'maybe' }),
    field: 'vpn',
  },
  {
    name: 'gateway broker not a URL',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'gw-x', name: 'g', brokerUrl: 'ftp://x' }),
    field: 'brokerUrl',
  },
  {
    name: 'gateway of an unknown firmware model',
    url: '/lfscada/gateway/add',
    fields: () => ({ id: 'gw-x', name: 'g', hardwareId: 'nope' }),
    field: 'hardwareId',
  },
  {
    name: 'firmware model without version',
    url: '/lfscada/system/hardware/add',
    fields: () => ({ name: 'h' }),
    field: 'firmwareVersion',
  },
  {
    name: 'firmware model name taken',
    url: '/lfscada/system/hardware/add',
    fields: () => ({ name: '已有型号', firmwareVersion: '1' }),
    field: 'name',
  },
  {
    name: 'protocol unknown',
    url: '/lfscada/system/protocol/edit',
    fields: () => ({ id: 'bacnet', enabled: true }),
    field: 'id',
  },
  {
    name: 'model template with a bad signal',
    url: '/lfscada/system/model/add',
    fields: () => ({
      name: 'm',
      template: { signals: [{ name: 's', area: 'holding', address: -1, dataType: 'int16' }] },
    }),
    field: 'template.signals.0.address',
  },
  {
    name: 'model without template or equipment',
    url: '/lfscada/system/model/add',
    fields: () => ({ name: 'm' }),
    field: 'template',
  },
  {
    name: 'announcement without content',
    url: '/lfscada/system/msg/add',
    fields: () => ({ title: 't' }),
    field: 'content',
  },
  {
    name: 'announcement title too long',
    url: '/lfscada/system/msg/add',
    fields: () => ({ title: long(101), content: 'c' }),
    field: 'title',
  },
  {
    name: 'frame path with a slash',
    url: '/lfscada/system/frame/add',
    fields: () => ({ path: 'a/b', title: 't', url: 'https://a' }),
    field: 'path',
  },
  {
    name: 'frame of a javascript URL',
    url: '/lfscada/system/frame/add',
    fields: () => ({ path: 'js', title: 't', url: 'javascript:alert(1)' }),
    field: 'url',
  },
  {
    name: 'frame path taken',
    url: '/lfscada/system/frame/add',
    fields: () => ({ path: 'taken', title: 't', url: 'https://a' }),
    field: 'path',
  },
];

describe('bad input to the manage area', () => {
  it.each(cases)(
    '$name: refused, naming $field, nothing written',
    async ({ url, fields, field }) => {
      const before = await tableCounts();
      const answer = await call(admin, url, fields());
      expect(answer.code).toBe(Code.BAD_REQUEST);
      expect(answer.message).toContain(field);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('refuses a repeated form field', async () => {
    const response = await admin.send({
      method: 'POST',
      url: '/lfscada/equipment/multi/add',
      payload: 'name=a&name=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(body(response)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('name'),
    });
  });
});

describe('an error mid-way rolls the whole change back', () => {
  beforeAll(async () => {
    // A failure the validation cannot foresee: the database refuses one signal name.
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.name = 'boom' then raise exception 'boom refused'; end if;
        return new;
      end $$`.execute(server.db);
    await sql`create trigger refuse_boom before insert on signal for each row execute function refuse_boom()`.execute(
      server.db,
    );
  });

  it('leaves no equipment behind when creating it from a model fails', async () => {
    const { id: modelId } = await ok<{ id: string }>(admin, '/lfscada/system/model/add', {
      name: '会失败的模型',
      template: {
        signals: [
          { name: 'fine', area: 'holding', address: 0, dataType: 'int16' },
          { name: 'boom', area: 'holding', address: 1, dataType: 'int16' },
        ],
      },
    });
    const before = await tableCounts();
    const answer = await call(admin, '/lfscada/equipment/multi/add', { name: '半成品', modelId });
    expect(answer.code).toBe(Code.INTERNAL);
    expect(await tableCounts()).toEqual(before);
  });

  it('imports none of the good rows when storing them fails', async () => {
    const before = await tableCounts();
    const csv = `${signalCsv}\nboom,m,input,20,float32,ABCD,1,0,r,,,`;
    const answer = await call(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId,
      format: 'csv',
      content: Buffer.from(csv).toString('base64'),
    });
    expect(answer.code).toBe(Code.INTERNAL);
    expect(await tableCounts()).toEqual(before);
  });
});
