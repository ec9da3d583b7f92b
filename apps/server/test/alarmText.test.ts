import {
  renderLocalText,
  type AlarmJournalPage,
  type AlarmKpiReport,
  type AlarmQueryResponse,
  type DataCenterOverview,
  type FileDownload,
  type LocalText,
  type MessageItem,
  type SignalDefinition,
  type SocketMessage,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './adminHelpers';
import { Client, DEMO_PASSWORD } from './harness';
import { editRules, send, startAlarmWorld, summary, type AlarmWorld } from './alarmWorld';
import { publishStatus, waitFor, type LiveSocketClient } from './liveHarness';
import { watchEquipment } from './plantWorld';

/**
 * Alarm records keep their text as a message key (issue 28): every read path hands the key to
 * the reader, who renders it in their language; an author's own rule text and records older
 * than the key are shown as written.
 */
let world: AlarmWorld;
let watcher: LiveSocketClient;
let startedAt: number;

const HIGH_8: LocalText = { key: 'alarmRuleHigh', params: { limit: 8 } };
const en = (local: LocalText | undefined) => (local ? renderLocalText(local, 'en') : undefined);

beforeAll(async () => {
  world = await startAlarmWorld();
  startedAt = Date.now();
  await send(world, world.plant.level, 5);
  watcher = await watchEquipment(world.server, world.operator, world.plant.equipmentId);
  await send(world, world.plant.level, 9);
});
afterAll(async () => {
  watcher?.socket.terminate();
  await world?.close();
});

const pushes = () =>
  watcher.messages.flatMap((m: SocketMessage) => (m.type === 'signalAlarm' ? [m.data] : []));
const levelRow = async (client: Client = world.operator) =>
  (await summary(client)).find((row) => row.signalId === world.plant.level);

describe('an alarm record’s text is a key on every read path', () => {
  it('the summary and the raise pushed to the equipment’s watchers', async () => {
    const row = await levelRow();
    expect(row).toMatchObject({ text: '高于上限 8', local: HIGH_8 });
    expect(en(row?.local)).toBe('above the high limit 8');
    await waitFor(() => pushes().some((p) => p.active && p.local?.key === 'alarmRuleHigh'));
  });

  it('the journal, and its export in the reader’s language', async () => {
    const page = await ok<AlarmJournalPage>(world.operator, '/lfscada/alarm/journal/query', {});
    expect(page.list[0]).toMatchObject({ event: 'raised', text: '高于上限 8', local: HIGH_8 });
    const english = new Client(world.server.app, { 'accept-language': 'en' });
    await english.login('demo', DEMO_PASSWORD);
    const file = await ok<FileDownload>(english, '/lfscada/alarm/journal/export', {
      format: 'csv',
    });
    const csv = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(csv).toContain('above the high limit 8');
    expect(csv).not.toContain('高于上限');
  });

  it('the KPI report', async () => {
    const report = await ok<AlarmKpiReport>(world.operator, '/lfscada/alarm/kpi', {
      startTime: String(startedAt - 60_000),
      endTime: String(Date.now() + 60_000),
    });
    expect(report.top[0]).toMatchObject({ text: '高于上限 8', local: HIGH_8 });
  });

  it('the monitor’s alarm list and its acknowledgement, with the push it sends', async () => {
    const list = await ok<AlarmQueryResponse>(
      world.operator,
      '/lfscada/monitor/multi/alarm/query',
      {
        equipmentId: world.plant.equipmentId,
        view: 'egList',
      },
    );
    const record = list.list.find((r) => r.signalId === world.plant.level);
    expect(record).toMatchObject({ local: HIGH_8 });
    const acked = await ok<{ local?: LocalText }>(
      world.operator,
      '/lfscada/monitor/multi/alarm/acknowledge',
      { id: record?.id, view: 'egList' },
    );
    expect(acked.local).toEqual(HIGH_8);
    await waitFor(() => pushes().some((p) => p.acknowledged && p.local?.key === 'alarmRuleHigh'));
  });

  it('the data centre’s ranking leaves the text to the reader', async () => {
    const overview = await ok<DataCenterOverview>(world.operator, '/lfscada/datacenter/overview', {
      startTime: String(startedAt - 3_600_000),
      endTime: String(Date.now() + 60_000),
      bucket: 'hour',
      tzOffset: '0',
    });
    const rule = overview.topRules.find((entry) => entry.local);
    expect(rule).toMatchObject({ name: '测试泵站 · 液位', local: HIGH_8 });
  });

  it('an author’s own rule text is shown as written, with no key', async () => {
    await send(world, world.plant.level, 5);
    await editRules(world, world.plant.level, [
      { kind: 'high', value: 8, deadband: 0.5, level: 1, text: 'Tank overflow' },
    ]);
    await send(world, world.plant.level, 9);
    const row = (await summary(world.operator)).find(
      (r) => r.signalId === world.plant.level && r.state === 'unack_active',
    );
    expect(row?.text).toBe('Tank overflow');
    expect(row?.local).toBeUndefined();
  });

  it('an author’s rule text with its English: each reader gets their language', async () => {
    await send(world, world.plant.level, 5);
    await editRules(world, world.plant.level, [
      { kind: 'high', value: 8, deadband: 0.5, level: 1, text: '储罐溢出', textEn: 'Tank spills' },
    ]);
    const rules = await ok<SignalDefinition[]>(
      world.admin,
      '/lfscada/equipment/multi/signal/query',
      {
        equipmentId: world.plant.equipmentId,
      },
    );
    expect(rules.find((s) => s.id === world.plant.level)?.alarmRules[0]).toMatchObject({
      text: '储罐溢出',
      textEn: 'Tank spills',
    });
    await send(world, world.plant.level, 9);
    await waitFor(async () => (await summary(world.operator)).some((r) => r.text === '储罐溢出'));
    const row = (await summary(world.operator)).find((r) => r.text === '储罐溢出');
    expect(row?.local).toEqual({
      key: 'authoredText',
      params: { zh: '储罐溢出', en: 'Tank spills' },
    });
    expect(en(row?.local)).toBe('Tank spills');
    expect(renderLocalText(row?.local ?? { key: 'valueNone' }, 'zh-CN')).toBe('储罐溢出');
  });

  it('a record older than the key is shown by its text', async () => {
    await world.server.db.updateTable('alarm').set({ local: null }).execute();
    const rows = await summary(world.operator);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.local).toBeUndefined();
  });

  it('an offline gateway: its record’s title and its message’s time are for the reader', async () => {
    await publishStatus(world.gateway, world.plant.gatewayId, false);
    await waitFor(async () => (await summary(world.operator)).some((r) => r.signalId === null));
    const row = (await summary(world.operator)).find((r) => r.signalId === null);
    expect(row?.local).toMatchObject({ key: 'gatewayOfflineTitle' });
    expect(en(row?.local)).toMatch(/^Gateway offline: /);
    const messages = await ok<{ list: MessageItem[] }>(world.operator, '/lfscada/msg/query', {});
    const note = messages.list.find((m) => m.local?.note.key === 'gatewayOfflineNote')?.local?.note;
    expect(note?.params?.['time']).toMatchObject({ time: expect.any(Number) });
    expect(renderLocalText(note ?? { key: 'valueNone' }, 'en')).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});
