import {
  Code,
  type FileDownload,
  type ManagedEquipment,
  type ModelRow,
  type SignalDefinition,
  type SignalImportResult,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, call, driver, ok, signal, signalCsv } from './adminHelpers';
import { addEquipment, admin, operationCount, server, startAdminWorld } from './adminWorld';

beforeAll(startAdminWorld);
afterAll(() => server.close());

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
    expect(result.errors).toEqual([
      { row: 4, field: 'address', reason: 'invalid', value: '99999' },
    ]);
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
    expect(result.errors.map((e) => [e.row, e.field, e.reason])).toEqual([
      [2, 'name', 'nameTaken'],
      [3, 'name', 'nameTaken'],
      [4, 'address', 'invalid'],
      [5, 'name', 'nameTaken'],
    ]);
  });

  it('previews an update-mode import of the export with two edited rows, storing nothing', async () => {
    const file = await ok<FileDownload>(admin, '/lfscada/equipment/multi/signal/export', {
      equipmentId: id,
      format: 'csv',
    });
    const [header, level, pressure, speed] = Buffer.from(file.base64, 'base64')
      .toString('utf8')
      .trim()
      .split('\n');
    const edited = [
      header,
      level,
      pressure?.replace(',MPa,', ',kPa,'),
      speed,
      '流量,m3/h,input,10,float32,ABCD,1,0,r,,,',
    ].join('\n');
    const request = { equipmentId: id, format: 'csv', content: b64(edited), mode: 'update' };
    const logged = await operationCount('signal.import');
    const preview = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      ...request,
      preview: true,
    });
    expect(preview).toEqual({
      preview: true,
      imported: 1,
      updated: 1,
      unchanged: 2,
      errors: [],
      added: ['流量'],
      changed: [{ name: '压力', fields: ['unit'] }],
    });
    const untouched = await ok<SignalDefinition[]>(admin, '/lfscada/equipment/multi/signal/query', {
      equipmentId: id,
    });
    expect(untouched).toEqual(signals);
    expect(await operationCount('signal.import')).toBe(logged);

    const stored = await ok<SignalImportResult>(
      admin,
      '/lfscada/equipment/multi/signal/import',
      request,
    );
    expect(stored).toEqual({ ...preview, preview: false });
    const after = await ok<SignalDefinition[]>(admin, '/lfscada/equipment/multi/signal/query', {
      equipmentId: id,
    });
    expect(after.map((s) => [s.name, s.unit])).toEqual([
      ['液位', 'm'],
      ['压力', 'kPa'],
      ['转速', '%'],
      ['流量', 'm3/h'],
    ]);
    // The changed signal keeps its id (history and pages stay bound to it).
    expect(after[1]?.id).toBe(signals[1]?.id);
    expect(await operationCount('signal.import')).toBe(logged + 1);
    const [, changed, , added] = after;
    await ok(admin, '/lfscada/equipment/multi/signal/delete', { ids: [added?.id] });
    await ok(admin, '/lfscada/equipment/multi/signal/edit', { ...changed, unit: 'MPa' });
    signals = await ok(admin, '/lfscada/equipment/multi/signal/query', { equipmentId: id });
  });

  it('refuses a file row holding a NUL by the signal schema (the request check sees only base64)', async () => {
    const copy = await addEquipment('NUL导入');
    const csv = [signalCsv.split('\n')[0], '液\u0000位,m,input,0,float32,ABCD,1,0,r,,,'].join('\n');
    const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: copy,
      format: 'csv',
      content: b64(csv),
    });
    expect(result).toMatchObject({
      imported: 0,
      errors: [{ row: 2, field: 'name', reason: 'invalid', value: '液\u0000位' }],
    });
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
      expect(result).toMatchObject({ imported: 3, errors: [] });
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
    expect(csv).toMatchObject({ imported: 10_000, errors: [] });
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
    expect(xlsx).toMatchObject({ imported: 10_000, errors: [] });
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
