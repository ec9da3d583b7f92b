import {
  agentConfig,
  Code,
  type AnnouncementRow,
  type FileDownload,
  type GatewayCredentials,
  type GatewayPage,
  type ManagedEquipment,
  type ManageEquipmentPage,
  type ModelRow,
  type ProtocolRow,
  type SignalDefinition,
  type SignalImportResult,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrls, call, ok, signalCsv } from './adminHelpers';
import {
  ADMIN_PASSWORD,
  body,
  Client,
  DEMO_PASSWORD,
  startTestServer,
  type TestServer,
} from './harness';

let server: TestServer;
let admin: Client;
let demo: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.app);
  demo = new Client(server.app);
  expect(body(await admin.login('admin', ADMIN_PASSWORD)).code).toBe(200);
  expect(body(await demo.login('demo', DEMO_PASSWORD)).code).toBe(200);
});
afterAll(() => server.close());

const driver = {
  protocol: 'modbus-tcp',
  settings: { host: '127.0.0.1', port: 1502, unitId: 1, timeoutMs: 500, pollIntervalMs: 1000 },
};
const signal = { name: '温度', unit: '℃', area: 'holding', address: 10, dataType: 'int16' };

async function operationCount(action: string): Promise<number> {
  const row = await server.db
    .selectFrom('operation_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function addEquipment(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  return (await ok<{ id: string }>(admin, '/lfscada/equipment/multi/add', { name, ...extra })).id;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('who may manage', () => {
  const userCalls = new Set(['/usual/EquipAction!getEquipDetail.action', '/lfscada/notice/detail']);

  it('refuses a normal user every manage call, before reading the input', async () => {
    const urls = adminUrls().filter((url) => !userCalls.has(url));
    expect(urls.length).toBeGreaterThan(35);
    for (const url of urls) {
      const answer = await call(demo, url, {});
      expect({ url, code: answer.code }).toEqual({ url, code: Code.FORBIDDEN });
    }
  });

  it('refuses a visitor who is not logged in', async () => {
    const answer = await call(new Client(server.app), '/lfscada/equipment/multi/add', {
      name: 'x',
    });
    expect(answer.code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('equipment', () => {
  let id: string;

  it('adds, edits, lists with filters, sets the display and records each change', async () => {
    const before = await operationCount('equipment.add');
    id = await addEquipment('1号锅炉', {
      model: 'B-100',
      location: '一车间',
      lat: 31.2,
      lng: 121.4,
      description: '测试',
    });
    expect(await operationCount('equipment.add')).toBe(before + 1);
    const log = await server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'equipment.add')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.address).toBe(admin.remoteAddress);
    expect(JSON.parse(log.detail)).toMatchObject({ id, name: '1号锅炉' });

    await ok(admin, '/lfscada/equipment/multi/edit', { id, name: '1号锅炉A', location: '二车间' });
    await ok(admin, '/lfscada/equipment/multi/setDisplay', { id, display: 'designer' });
    const page = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      keyword: '锅炉',
    });
    expect(page.list).toEqual([
      expect.objectContaining({ id, name: '1号锅炉A', location: '二车间', display: 'designer' }),
    ]);
    const online = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      online: true,
    });
    expect(online.list.map((e) => e.id)).not.toContain(id);
    const offline = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      online: false,
      alarm: false,
    });
    expect(offline.list.map((e) => e.id)).toContain(id);
  });

  it('pages by 10', async () => {
    for (let i = 0; i < 11; i += 1) await addEquipment(`分页设备${i}`);
    const first = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      keyword: '分页设备',
    });
    const second = await ok<ManageEquipmentPage>(admin, '/lfscada/equipment/multi/manage/query', {
      keyword: '分页设备',
      page: 2,
    });
    expect([first.total, first.list.length, second.list.length]).toEqual([11, 10, 1]);
  });

  it('saves the driver, uploads an image and answers the detail on both paths', async () => {
    await ok(admin, '/lfscada/equipment/multi/driver/edit', { id, driver });
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { url } = await ok<{ url: string }>(admin, '/lfscada/equipment/multi/image/upload', {
      id,
      image: `data:image/png;base64,${png}`,
    });
    expect((await admin.get(url)).statusCode).toBe(200);
    const detail = await ok<ManagedEquipment>(admin, '/lfscada/equipment/multi/manage/info', {
      id,
    });
    expect(detail).toMatchObject({ driver, image: url, lat: 31.2, signals: [] });
    const legacy = await ok<ManagedEquipment & { signalCount: number }>(
      demo,
      '/usual/EquipAction!getEquipDetail.action',
      { id },
    );
    expect(legacy).toMatchObject({ id, driver, signalCount: 0, gateway: null });
  });

  it('keeps a deleted equipment and its history until purged', async () => {
    const doomed = await addEquipment('待删除设备');
    const { id: signalId } = await ok<{ id: string }>(
      admin,
      '/lfscada/equipment/multi/signal/add',
      {
        equipmentId: doomed,
        ...signal,
      },
    );
    await server.db
      .insertInto('signal_value')
      .values({ signal_id: Number(signalId), ts: new Date(), value: 1 })
      .execute();
    expect(await ok(admin, '/lfscada/equipment/multi/delete', { id: doomed })).toEqual({
      historyKept: true,
    });
    expect((await call(admin, '/lfscada/equipment/multi/manage/info', { id: doomed })).code).toBe(
      Code.NOT_FOUND,
    );
    const deleted = await ok<{ id: string; signalCount: number }[]>(
      admin,
      '/lfscada/equipment/multi/deleted/query',
    );
    expect(deleted).toContainEqual(expect.objectContaining({ id: doomed, signalCount: 1 }));
    const history = () =>
      server.db
        .selectFrom('signal_value')
        .select('ts')
        .where('signal_id', '=', Number(signalId))
        .execute();
    expect(await history()).toHaveLength(1);
    await ok(admin, '/lfscada/equipment/multi/purge', { id: doomed });
    expect(await history()).toHaveLength(0);
    expect((await call(admin, '/lfscada/equipment/multi/purge', { id: doomed })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe('signals and reports', () => {
  let id: string;
  let signals: SignalDefinition[];

  it('adds, edits and deletes signals', async () => {
    id = await addEquipment('2号泵');
    const { id: signalId } = await ok<{ id: string }>(
      admin,
      '/lfscada/equipment/multi/signal/add',
      {
        equipmentId: id,
        ...signal,
        alarmRules: [{ kind: 'high', value: 80 }],
      },
    );
    await ok(admin, '/lfscada/equipment/multi/signal/edit', {
      id: signalId,
      ...signal,
      scale: 0.1,
      access: 'rw',
      min: 0,
      max: 100,
      alarmRules: [{ kind: 'high', value: 90 }],
    });
    signals = await ok(admin, '/lfscada/equipment/multi/signal/query', { equipmentId: id });
    expect(signals).toEqual([
      expect.objectContaining({ id: signalId, scale: 0.1, access: 'rw', min: 0, max: 100 }),
    ]);
    expect(signals[0]?.alarmRules).toEqual([
      { kind: 'high', value: 90, deadband: 0, level: 1, text: '' },
    ]);
    await ok(admin, '/lfscada/equipment/multi/signal/delete', { ids: [signalId] });
    expect(await ok(admin, '/lfscada/equipment/multi/signal/query', { equipmentId: id })).toEqual(
      [],
    );
  });

  it('imports a CSV file: the bad row is reported with its number, the rest imported', async () => {
    const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: id,
      format: 'csv',
      content: b64(signalCsv),
    });
    expect(result.imported).toBe(3);
    expect(result.errors).toEqual([{ row: 4, field: 'address', reason: expect.any(String) }]);
    signals = await ok(admin, '/lfscada/equipment/multi/signal/query', { equipmentId: id });
    expect(signals.map((s) => s.name)).toEqual(['液位', '压力', '转速']);
    expect(signals[1]).toMatchObject({ scale: 0.01, min: 0, max: 10 });
    expect(await operationCount('signal.import')).toBe(1);
  });

  it('refuses a second import of the same names row by row', async () => {
    const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: id,
      format: 'csv',
      content: b64(signalCsv),
    });
    expect(result.imported).toBe(0);
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'name'],
      [3, 'name'],
      [4, 'address'],
      [5, 'name'],
    ]);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`exports ${format} and imports it into another equipment unchanged`, async () => {
      const file = await ok<FileDownload>(admin, '/lfscada/equipment/multi/signal/export', {
        equipmentId: id,
        format,
      });
      expect(file.filename).toBe(`2号泵-signals.${format}`);
      const copy = await addEquipment(`2号泵副本${format}`);
      const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
        equipmentId: copy,
        format,
        content: file.base64,
      });
      expect(result).toEqual({ imported: 3, errors: [] });
      const copied = await ok<SignalDefinition[]>(admin, '/lfscada/equipment/multi/signal/query', {
        equipmentId: copy,
      });
      const strip = (list: SignalDefinition[]) =>
        list.map(({ id: _id, equipmentId: _e, ...rest }) => rest);
      expect(strip(copied)).toEqual(strip(signals));
    });
  }

  it('imports and round-trips the largest signal table (10,000 rows, batched inserts)', async () => {
    const big = await addEquipment('大表设备');
    const lines = ['name,area,address,dataType'];
    for (let i = 0; i < 10_000; i += 1) lines.push(`s${i},holding,${i},uint16`);
    const csv = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: big,
      format: 'csv',
      content: b64(lines.join('\n')),
    });
    expect(csv).toEqual({ imported: 10_000, errors: [] });
    const file = await ok<FileDownload>(admin, '/lfscada/equipment/multi/signal/export', {
      equipmentId: big,
      format: 'xlsx',
    });
    const copy = await addEquipment('大表设备副本');
    const xlsx = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: copy,
      format: 'xlsx',
      content: file.base64,
    });
    expect(xlsx).toEqual({ imported: 10_000, errors: [] });
    const more = await call(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId: copy,
      name: 'one too many',
      area: 'holding',
      address: 1,
      dataType: 'int16',
    });
    expect(more).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('10000'),
    });
  }, 60_000);

  it('refuses an unreadable file or one without a required column, importing nothing', async () => {
    const missing = await call(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: id,
      format: 'csv',
      content: b64('name,area,dataType\nX,holding,int16\n'),
    });
    expect(missing).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('address'),
    });
    const broken = await call(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: id,
      format: 'xlsx',
      content: b64('not a workbook'),
    });
    expect(broken.code).toBe(Code.BAD_REQUEST);
  });

  it('manages named groups of signals (reports)', async () => {
    const [first, second] = signals;
    const { id: reportId } = await ok<{ id: string }>(
      admin,
      '/lfscada/equipment/multi/report/add',
      {
        equipmentId: id,
        name: '日报',
        signalIds: [first?.id],
      },
    );
    await ok(admin, '/lfscada/equipment/multi/report/edit', {
      id: reportId,
      name: '日报2',
      signalIds: [first?.id, second?.id],
    });
    expect(await ok(admin, '/lfscada/equipment/multi/report/query', { equipmentId: id })).toEqual([
      { id: reportId, equipmentId: id, name: '日报2', signalIds: [first?.id, second?.id] },
    ]);
    const foreign = await call(admin, '/lfscada/equipment/multi/report/add', {
      equipmentId: id,
      name: '别的',
      signalIds: ['999999'],
    });
    expect(foreign).toMatchObject({
      code: Code.BAD_REQUEST,
      message: expect.stringContaining('signalIds'),
    });
    await ok(admin, '/lfscada/equipment/multi/report/delete', { id: reportId });
    expect(await ok(admin, '/lfscada/equipment/multi/report/query', { equipmentId: id })).toEqual(
      [],
    );
  });

  it('creates equipment from a model in one step', async () => {
    await ok(admin, '/lfscada/equipment/multi/driver/edit', { id, driver });
    await ok(admin, '/lfscada/equipment/multi/report/add', {
      equipmentId: id,
      name: '班报',
      signalIds: [signals[0]?.id],
    });
    const { id: modelId } = await ok<{ id: string }>(admin, '/lfscada/system/model/add', {
      name: '泵模型',
      fromEquipmentId: id,
    });
    const models = await ok<ModelRow[]>(admin, '/lfscada/system/model/query');
    expect(models[0]?.template.signals).toHaveLength(3);
    const created = await addEquipment('3号泵', { modelId });
    const detail = await ok<ManagedEquipment>(admin, '/lfscada/equipment/multi/manage/info', {
      id: created,
    });
    expect(detail.model).toBe('泵模型');
    expect(detail.driver).toEqual(driver);
    expect(detail.signals.map((s) => s.name)).toEqual(['液位', '压力', '转速']);
    expect(detail.reports).toEqual([
      expect.objectContaining({ name: '班报', signalIds: [detail.signals[0]?.id] }),
    ]);
    const template = models[0]?.template;
    await ok(admin, '/lfscada/system/model/edit', { id: modelId, name: '泵模型B', template });
    await ok(admin, '/lfscada/system/model/delete', { id: modelId });
    expect(await ok(admin, '/lfscada/system/model/query')).toEqual([]);
  });
});

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
