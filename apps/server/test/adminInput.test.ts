import { Code } from '@lf/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, signalCsv } from './adminHelpers';
import { manageAreaCases, type ExistingRows } from './adminInputCases';
import { body, startTestServer, type TestServer, seededUser, type Client } from './harness';
import { rowCounts } from './storedRows';

let server: TestServer;
let admin: Client;
const existing: ExistingRows = { equipmentId: '', signalId: '' };

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

const tableCounts = () => rowCounts(server.db, TABLES);

beforeAll(async () => {
  server = await startTestServer();
  admin = await seededUser(server.app, 'admin');
  existing.equipmentId = (
    await ok<{ id: string }>(admin, '/lfscada/equipment/multi/add', { name: '已有设备' })
  ).id;
  existing.signalId = (
    await ok<{ id: string }>(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId: existing.equipmentId,
      name: '已有变量',
      area: 'holding',
      address: 0,
      dataType: 'int16',
    })
  ).id;
  await ok(admin, '/lfscada/equipment/multi/report/add', {
    equipmentId: existing.equipmentId,
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

describe('bad input to the manage area', () => {
  it.each(manageAreaCases(existing))(
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
    const response = await admin.postRaw(
      '/lfscada/equipment/multi/add',
      'name=a&name=b',
      'application/x-www-form-urlencoded',
    );
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
      equipmentId: existing.equipmentId,
      format: 'csv',
      content: Buffer.from(csv).toString('base64'),
    });
    expect(answer.code).toBe(Code.INTERNAL);
    expect(await tableCounts()).toEqual(before);
  });
});
