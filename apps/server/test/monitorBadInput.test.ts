import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client } from './harness';
import { projectId, server, start, startMonitorWorld, user } from './monitorWorld';

beforeAll(startMonitorWorld);

afterAll(async () => {
  await server?.close();
});

describe('bad input on every call', () => {
  const calls: [string, Record<string, string>, string][] = [
    ['/lfscada/equipment/multi/info', {}, 'id'],
    ['/lfscada/equipment/multi/query', { page: 'x' }, 'page'],
    ['/lfscada/monitor/multi/gateway/info', {}, 'equipmentId'],
    ['/lfscada/monitor/multi/signal/query', { equipmentId: 'x'.repeat(65) }, 'equipmentId'],
    ['/lfscada/monitor/multi/open', { equipmentId: 'e', delay: 'soon' }, 'delay'],
    ['/lfscada/monitor/multi/report/queryAll', {}, 'equipmentId'],
    ['/lfscada/monitor/multi/report/queryCols', { reportId: 'abc' }, 'reportId'],
    [
      '/lfscada/monitor/multi/history/queryAll',
      { equipmentId: 'e', signalIds: '1', startTime: 'yesterday', endTime: '1' },
      'startTime',
    ],
    ['/lfscada/monitor/equipment/setFollow', {}, 'equipmentId'],
    ['/lfscada/monitor/equipment/cancleFollow', {}, 'equipmentId'],
    ['/lfscada/monitor/equipment/query', { pageSize: '1000' }, 'pageSize'],
    ['/lfscada/equipment/multi/callback', { uuid: 'not-a-uuid' }, 'uuid'],
    ['/lfscada/monitor/multi/signal/writeVal', { signalId: '1' }, 'value'],
    ['/lfscada/monitor/multi/signal/read', { signalId: '1; drop table' }, 'signalId'],
    ['/lfscada/monitor/project/gateway/query', { dataEquip: 'a' }, 'pageId'],
    ['/lfscada/monitor/project/gateway/open', { equipmentId: 'e', delay: '10' }, 'projectId'],
    ['/lfscada/monitor/project/signal/query', { pageId: 'p', dataSignal: 'a,b' }, 'dataSignal.0'],
    [
      '/lfscada/monitor/project/signal/writeVal',
      { projectId: 'p', signalId: '1', value: 'high' },
      'value',
    ],
    ['/lfscada/monitor/project/signal/callback', {}, 'uuid'],
    ['/lfscada/monitor/project/equip/queryCount', { projectId: 'p', online: 'maybe' }, 'online'],
    ['/lfscada/monitor/project/alarm/queryCount', {}, 'projectId'],
    ['/lfscada/monitor/project/report/queryCols', {}, 'reportId'],
    [
      '/lfscada/monitor/project/history/queryAll',
      { projectId: 'p', startTime: '1', endTime: '2' },
      'signalIds',
    ],
    ['/lfscada/websocket/monitor/token', {}, 'equipmentId'],
    ['/lfscada/websocket/monitor/project/token', { dataEquip: 'a' }, 'pageId'],
  ];
  it.each(calls)('%s names the bad field', async (url, fields, field) => {
    const answer = body<{ field: string }>(await user.post(url, fields));
    expect(answer.code).toBe(1001);
    expect(answer.data.field).toBe(field);
    expect(answer.message).toContain(field);
  });

  it.each(calls.map(([url]) => [url]))('%s needs a login', async (url) => {
    expect(body(await new Client(server.app).post(url, {})).code).toBe(1006);
  });
});

describe('eleven history variables', () => {
  const elevenIds = Array.from({ length: 11 }, (_, i) => String(i + 1)).join(',');
  it.each([
    ['/lfscada/monitor/multi/history/queryAll', { equipmentId: 'e' }],
    ['/lfscada/monitor/project/history/queryAll', { projectId: 'p' }],
    ['/lfscada/datacenter/query', { bucket: 'hour', tzOffset: '480' }],
  ])('%s names the limit of 10 (SPEC §9), not a malformed list', async (url, fields) => {
    const range = { startTime: String(start), endTime: String(start + 3_600_000) };
    const answer = body<{ field: string }>(
      await user.post(url, { ...fields, ...range, signalIds: elevenIds }),
    );
    expect(answer.code).toBe(1001);
    expect(answer.data.field).toBe('signalIds');
    expect(answer.message).toBe('最多同时查询 10 个变量');
  });

  it('answers in English to an English reader', async () => {
    const answer = body(
      await user.post(
        '/lfscada/monitor/project/history/queryAll',
        { projectId, startTime: String(start), endTime: String(start + 1), signalIds: elevenIds },
        {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': 'en',
          },
        },
      ),
    );
    expect(answer.message).toBe('At most 10 variables can be queried at once');
  });
});
