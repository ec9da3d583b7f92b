import type { AlarmJournalPage, AlarmKpiReport, FileDownload } from '@lf/protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './adminHelpers';
import { body, Client, DEMO_PASSWORD } from './harness';
import { outsiderClient } from './liveHarness';
import { send, startAlarmWorld, summary, type AlarmWorld } from './alarmWorld';

let world: AlarmWorld;
let startedAt: number;

beforeAll(async () => {
  world = await startAlarmWorld();
  startedAt = Date.now();
  const { level } = world.plant;
  // Two occurrences: one acknowledged with a comment a spreadsheet would run as a formula.
  await send(world, level, 9);
  const [first] = await summary(world.operator);
  await ok(world.operator, '/lfscada/alarm/acknowledge', {
    ids: first?.id,
    comment: '=HYPERLINK("http://evil")',
  });
  await send(world, level, 5);
  await send(world, level, 9.4);
  const [second] = await summary(world.operator);
  await ok(world.operator, '/lfscada/alarm/acknowledge', {
    ids: second?.id,
    comment: '现场已确认',
  });
});
afterAll(() => world?.close());

const journal = (fields: Record<string, string> = {}) =>
  ok<AlarmJournalPage>(world.operator, '/lfscada/alarm/journal/query', fields);

describe('alarm journal', () => {
  it('lists every transition newest first, with who acknowledged and the comment', async () => {
    const page = await journal({ pageSize: '20' });
    expect(page.list.map((e) => e.event)).toEqual([
      'acknowledged',
      'raised',
      'cleared',
      'acknowledged',
      'raised',
    ]);
    expect(page.total).toBe(5);
    expect(page.list[0]).toMatchObject({
      comment: '现场已确认',
      priority: 'high',
      equipmentName: '测试泵站',
      signalName: '液位',
    });
    expect(page.list[0]?.userName).not.toBe('');
    expect(page.list[1]?.userName).toBe('');
  });

  it('is searchable by word, event, priority and time, and paged', async () => {
    expect((await journal({ keyword: '现场' })).list).toHaveLength(1);
    expect((await journal({ keyword: '液位' })).total).toBe(5);
    expect((await journal({ keyword: '100%_' })).total).toBe(0);
    expect((await journal({ event: 'raised' })).total).toBe(2);
    expect((await journal({ priority: 'critical' })).total).toBe(0);
    expect((await journal({ endTime: String(startedAt - 1) })).total).toBe(0);
    const second = await journal({ page: '2', pageSize: '2' });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.list.map((e) => e.event)).toEqual(['cleared', 'acknowledged']);
  });

  it('exports CSV in Chinese with formulas made inert', async () => {
    const file = await ok<FileDownload>(world.operator, '/lfscada/alarm/journal/export', {
      format: 'csv',
    });
    expect(file.mimeType).toBe('text/csv');
    const text = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFF时间,事件,优先级,设备,变量,报警,操作人,备注')).toBe(true);
    expect(text).toContain('已确认');
    expect(text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(text.trim().split('\n')).toHaveLength(6);
  });

  it('exports Excel in English for an English reader, filtered like the list', async () => {
    const english = new Client(world.server.app, { 'accept-language': 'en' });
    await english.login('demo', DEMO_PASSWORD);
    const file = await ok<FileDownload>(english, '/lfscada/alarm/journal/export', {
      format: 'xlsx',
      event: 'acknowledged',
    });
    const workbook = new ExcelJS.Workbook();
    // exceljs types an older Buffer; the bytes are what it reads.
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Alarm journal');
    const rows: string[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows[0]).toEqual([
      'Time',
      'Event',
      'Priority',
      'Equipment',
      'Signal',
      'Alarm',
      'Operator',
      'Comment',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(1, 3)).toEqual(['Acknowledged', 'High']);
    expect(rows[1]?.[7]).toBe('现场已确认');
    expect(rows[2]?.[7]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('shows another organisation nothing', async () => {
    const stranger = await outsiderClient(world.server);
    const page = body<AlarmJournalPage>(await stranger.post('/lfscada/alarm/journal/query'));
    expect(page.data.total).toBe(0);
  });
});

describe('KPI report', () => {
  it('reports the period’s alarms, operators and standing alarms', async () => {
    const report = await ok<AlarmKpiReport>(world.operator, '/lfscada/alarm/kpi', {
      startTime: String(startedAt - 60_000),
      endTime: String(Date.now() + 600_000),
    });
    expect(report.total).toBe(2);
    expect(report.operators).toBe(1);
    expect(report.byPriority.high).toBe(2);
    expect(report.top[0]).toMatchObject({ source: '测试泵站 · 液位', count: 2 });
    // The second occurrence is still active at the end of the period.
    expect(report.standing).toBe(1);
    expect(report.stale).toEqual([]);
  });

  it('refuses a period over 31 days', async () => {
    const response = await world.operator.post('/lfscada/alarm/kpi', {
      startTime: '0',
      endTime: String(32 * 24 * 3600_000),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toContain('endTime');
  });
});
