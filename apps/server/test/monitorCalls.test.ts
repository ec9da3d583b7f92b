import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProjectAlarmCounts,
  EquipmentDetail,
  EquipmentQueryResponse,
  GatewayRecord,
  HistoryCurveResponse,
  HistoryTableResponse,
  ReportColumn,
  ReportView,
  SignalView,
} from '@lf/protocol';
import { body } from './harness';
import { seedPlant } from './liveHarness';
import {
  HOUR,
  outsider,
  pageId,
  plant,
  projectId,
  reportId,
  server,
  start,
  startMonitorWorld,
  user,
} from './monitorWorld';

beforeAll(startMonitorWorld);

afterAll(async () => {
  await server?.close();
});

describe('equipment calls', () => {
  it('lists the organisation’s equipment with its gateway state, paged', async () => {
    const list = body<EquipmentQueryResponse>(
      await user.post('/lfscada/equipment/multi/query', { keyword: '泵站' }),
    );
    expect(list.code).toBe(200);
    expect(list.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.data.list[0]).toMatchObject({
      id: plant.equipmentId,
      online: true,
      type: 'eg',
      followed: false,
    });
    expect(
      body<EquipmentQueryResponse>(await outsider.post('/lfscada/equipment/multi/query')).data
        .total,
    ).toBe(0);
  });

  it('shows one equipment’s detail to its organisation only', async () => {
    const info = body<EquipmentDetail>(
      await user.post('/lfscada/equipment/multi/info', { id: plant.equipmentId }),
    );
    expect(info.data).toMatchObject({
      id: plant.equipmentId,
      signalCount: 3,
      gatewayId: plant.gatewayId,
    });
    expect(
      body(await outsider.post('/lfscada/equipment/multi/info', { id: plant.equipmentId })).code,
    ).toBe(1004);
  });

  it('follows and unfollows', async () => {
    expect(
      body(
        await user.post('/lfscada/monitor/equipment/setFollow', { equipmentId: plant.equipmentId }),
      ).code,
    ).toBe(200);
    expect(
      body<{ id: string }[]>(await user.post('/lfscada/monitor/equipment/queryAll')).data.map(
        (e) => e.id,
      ),
    ).toEqual([plant.equipmentId]);
    const paged = body<EquipmentQueryResponse>(await user.post('/lfscada/monitor/equipment/query'));
    expect(paged.data.list[0]?.followed).toBe(true);
    expect(
      body(
        await user.post('/lfscada/monitor/equipment/cancleFollow', {
          equipmentId: plant.equipmentId,
        }),
      ).code,
    ).toBe(200);
    expect(body<unknown[]>(await user.post('/lfscada/monitor/equipment/queryAll')).data).toEqual(
      [],
    );
    expect(
      body(
        await outsider.post('/lfscada/monitor/equipment/setFollow', {
          equipmentId: plant.equipmentId,
        }),
      ).code,
    ).toBe(1004);
  });
});

describe('monitor calls', () => {
  it('answers the gateway record', async () => {
    const info = body<GatewayRecord>(
      await user.post('/lfscada/monitor/multi/gateway/info', { equipmentId: plant.equipmentId }),
    );
    expect(info.data).toMatchObject({
      equipmentId: plant.equipmentId,
      gatewayId: plant.gatewayId,
      online: true,
      economizeMode: 'time',
    });
    expect(
      body(
        await outsider.post('/lfscada/monitor/multi/gateway/info', {
          equipmentId: plant.equipmentId,
        }),
      ).code,
    ).toBe(1004);
  });

  it('lists signals with their latest stored values', async () => {
    const signals = body<SignalView[]>(
      await user.post('/lfscada/monitor/multi/signal/query', { equipmentId: plant.equipmentId }),
    );
    expect(signals.data.map((s) => s.name)).toEqual(['液位', '压力', '泵']);
    const level = signals.data[0];
    expect(level?.ts).toBe(start + (48 * 60 - 1) * 60_000);
    expect(signals.data[1]).toMatchObject({ value: null, quality: 'bad' });
    expect(signals.data[2]).toMatchObject({ value: null, ts: null });
  });

  it('answers project signal values for the organisation’s signals only', async () => {
    const values = body<SignalView[]>(
      await user.post('/lfscada/monitor/project/signal/query', {
        pageId,
        dataSignal: `${plant.level},${plant.pump}`,
      }),
    );
    expect(values.data.map((s) => s.signalId)).toEqual([plant.level, plant.pump]);
    expect(
      body(
        await outsider.post('/lfscada/monitor/project/signal/query', {
          pageId,
          dataSignal: plant.level,
        }),
      ).code,
    ).toBe(1004);
  });

  it('lists reports and their columns', async () => {
    const reports = body<ReportView[]>(
      await user.post('/lfscada/monitor/multi/report/queryAll', { equipmentId: plant.equipmentId }),
    );
    expect(reports.data).toEqual([
      {
        id: reportId,
        equipmentId: plant.equipmentId,
        name: '日报',
        signalIds: [plant.level, plant.pressure],
      },
    ]);
    const cols = body<ReportColumn[]>(
      await user.post('/lfscada/monitor/multi/report/queryCols', { reportId }),
    );
    expect(cols.data.map((c) => c.name)).toEqual(['液位', '压力']);
    expect(
      body(await user.post('/lfscada/monitor/project/report/queryCols', { reportId })).code,
    ).toBe(200);
    expect(
      body(await outsider.post('/lfscada/monitor/multi/report/queryCols', { reportId })).code,
    ).toBe(1004);
  });

  it('counts the project’s equipment', async () => {
    const count = (fields: Record<string, string>) =>
      user.post('/lfscada/monitor/project/equip/queryCount', { projectId, ...fields });
    expect(body(await count({})).data).toBe(1);
    expect(body(await count({ online: 'true' })).data).toBe(1);
    expect(body(await count({ online: 'false' })).data).toBe(0);
    expect(body(await count({ alarm: 'true' })).data).toBe(0);
    const counts = body<ProjectAlarmCounts>(
      await user.post('/lfscada/monitor/project/alarm/queryCount', { projectId }),
    );
    expect(counts.data).toEqual({
      equipment_count: 1,
      online_count: 1,
      offline_count: 0,
      alarm_equipment: 0,
      alarm_count: 0,
      unack_count: 0,
    });
    expect(
      body(await outsider.post('/lfscada/monitor/project/alarm/queryCount', { projectId })).code,
    ).toBe(1004);
  });

  it('refuses project pages that do not exist or are another organisation’s', async () => {
    expect(
      body(
        await user.post('/lfscada/monitor/project/signal/query', {
          pageId: 'no-such-page',
          dataSignal: plant.level,
        }),
      ).code,
    ).toBe(1004);
    expect(
      body(
        await user.post('/lfscada/websocket/monitor/project/token', {
          pageId: 'no-such-page',
          dataEquip: plant.equipmentId,
        }),
      ).code,
    ).toBe(1004);
    expect(
      body(
        await outsider.post('/lfscada/websocket/monitor/project/token', {
          pageId,
          dataEquip: plant.equipmentId,
        }),
      ).code,
    ).toBe(1004);
    expect(
      body(
        await user.post('/lfscada/websocket/monitor/project/token', {
          pageId,
          dataEquip: plant.equipmentId,
        }),
      ).code,
    ).toBe(200);
  });

  it('answers project gateway records for the listed equipment', async () => {
    const records = body<GatewayRecord[]>(
      await user.post('/lfscada/monitor/project/gateway/query', {
        pageId,
        dataEquip: plant.equipmentId,
      }),
    );
    expect(records.data).toHaveLength(1);
    expect(
      body(
        await outsider.post('/lfscada/monitor/project/gateway/query', {
          pageId,
          dataEquip: plant.equipmentId,
        }),
      ).code,
    ).toBe(1004);
  });
});

describe('history', () => {
  const query = (fields: Record<string, string>) =>
    user.post('/lfscada/monitor/multi/history/queryAll', {
      equipmentId: plant.equipmentId,
      startTime: String(start),
      endTime: String(start + 48 * HOUR),
      ...fields,
    });

  it('answers raw points in time order', async () => {
    const result = body<HistoryCurveResponse>(
      await query({ signalIds: JSON.stringify([plant.pressure]) }),
    );
    expect(result.data.decimated).toBe(false);
    const points = result.data.series[0]?.points ?? [];
    expect(points).toHaveLength(49);
    expect(points[0]).toEqual([start, 0]);
    expect(points[48]).toEqual([start + 48 * HOUR, null]);
  });

  it('decimates to min/max per bucket and keeps the extremes', async () => {
    const result = body<HistoryCurveResponse>(
      await query({ signalIds: plant.level, buckets: '100' }),
    );
    expect(result.data.decimated).toBe(true);
    const values = (result.data.series[0]?.points ?? []).map(([, v]) => v ?? 0);
    expect(values.length).toBeLessThanOrEqual(200);
    expect(Math.max(...values)).toBeCloseTo(9, 2);
    expect(Math.min(...values)).toBeCloseTo(1, 2);
  });

  it('answers the same extremes from the minute rollup as from the raw rows, edges included', async () => {
    const from = start + 90 * 60_000 + 30_000;
    const to = from + 20 * HOUR + 15_000;
    const fields = { signalIds: plant.level, startTime: String(from), endTime: String(to) };
    const raw = body<HistoryCurveResponse>(await query(fields)).data.series[0]?.points ?? [];
    const rolled =
      body<HistoryCurveResponse>(await query({ ...fields, buckets: '50' })).data.series[0]
        ?.points ?? [];
    const values = (points: typeof raw) => points.map(([, v]) => v ?? NaN);
    expect(Math.max(...values(rolled))).toBe(Math.max(...values(raw)));
    expect(Math.min(...values(rolled))).toBe(Math.min(...values(raw)));
    for (const [ts] of rolled) {
      expect(ts).toBeGreaterThanOrEqual(from);
      expect(ts).toBeLessThanOrEqual(to);
    }
  });

  it('pages a report as table rows, newest first, 10 a page', async () => {
    const result = body<HistoryTableResponse>(await query({ reportId, mode: 'table', page: '2' }));
    expect(result.data).toMatchObject({ total: 48 * 60 + 1, page: 2, pageSize: 10 });
    expect(result.data.rows).toHaveLength(10);
    expect(result.data.rows[0]?.ts).toBe(start + (48 * 60 - 10) * 60_000);
    expect(result.data.columns.map((c) => c.signalId)).toEqual([plant.level, plant.pressure]);
  });

  it('refuses ranges over 30 days, an end before the start and more than 10 variables', async () => {
    const long = body(
      await query({ signalIds: plant.level, endTime: String(start + 31 * 24 * HOUR) }),
    );
    expect(long).toMatchObject({ code: 1001, message: '查询时间范围不能超过 30 天' });
    const reversed = body(await query({ signalIds: plant.level, endTime: String(start - 1) }));
    expect(reversed).toMatchObject({ code: 1001, message: '结束时间不能早于开始时间' });
    const many = body<{ field: string }>(
      await query({ signalIds: Array.from({ length: 11 }, (_, i) => String(i + 1)).join(',') }),
    );
    expect(many).toMatchObject({ code: 1001, data: { field: 'signalIds' } });
  });

  it('keeps other organisations’ signals out of history', async () => {
    const other = await seedPlant(server.db);
    expect(body(await query({ signalIds: other.level })).code).toBe(1004);
    expect(
      body(
        await outsider.post('/lfscada/monitor/project/history/queryAll', {
          projectId,
          signalIds: plant.level,
          startTime: String(start),
          endTime: String(start + HOUR),
        }),
      ).code,
    ).toBe(1004);
    const viaProject = body<HistoryCurveResponse>(
      await user.post('/lfscada/monitor/project/history/queryAll', {
        projectId,
        signalIds: plant.level,
        startTime: String(start),
        endTime: String(start + HOUR),
      }),
    );
    expect(viaProject.data.series[0]?.points).toHaveLength(61);
  });
});
