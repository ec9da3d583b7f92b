import { describe, expect, it } from 'vitest';
import type { AlarmSummaryRow } from '@lf/protocol';
import { alarmSummaryRow } from '../../test/alarmFixtures';
import { alarmPath, topActiveAlarms } from './overviewLogic';
import { parseRecentPages, RECENT_PAGES_MAX, withRecentPage, type RecentPage } from './recentPages';

const alarm = (id: string, fields: Partial<AlarmSummaryRow>) =>
  alarmSummaryRow({ id, priority: 'medium', ...fields });

describe('the overview’s active alarms', () => {
  it('leaves out returned alarms and orders by priority, unacknowledged first, newest first', () => {
    const rows = [
      alarm('returned', { state: 'rtn_unack', priority: 'critical' }),
      alarm('medium-old', { raisedAt: 1 }),
      alarm('medium-new', { raisedAt: 2 }),
      alarm('medium-acked', { raisedAt: 3, state: 'ack_active' }),
      alarm('critical', { priority: 'critical' }),
    ];
    expect(topActiveAlarms(rows, 10).map((a) => a.id)).toEqual([
      'critical',
      'medium-new',
      'medium-old',
      'medium-acked',
    ]);
    expect(topActiveAlarms(rows, 2).map((a) => a.id)).toEqual(['critical', 'medium-new']);
  });

  it('links an alarm to its equipment’s alarm tab', () => {
    expect(alarmPath({ equipmentId: 'abc' })).toBe('/monitor/eg/detail/list/abc/1');
  });
});

describe('recently opened monitoring pages', () => {
  const page = (pageId: string, openedAt = 0): RecentPage => ({
    projectId: 'p',
    pageId,
    title: pageId,
    openedAt,
  });

  it('puts the latest visit first, once, and keeps the newest few', () => {
    let list: RecentPage[] = [];
    for (const id of ['a', 'b', 'c', 'a']) list = withRecentPage(list, page(id));
    expect(list.map((p) => p.pageId)).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 10; i += 1) list = withRecentPage(list, page(`x${i}`));
    expect(list).toHaveLength(RECENT_PAGES_MAX);
    expect(list[0]?.pageId).toBe('x9');
  });

  it('reads back what it stored and nothing from unreadable storage', () => {
    expect(parseRecentPages(JSON.stringify([page('a', 5)]))).toEqual([page('a', 5)]);
    expect(parseRecentPages('[{"pageId":1}]')).toEqual([]);
    expect(parseRecentPages('oops')).toEqual([]);
    expect(parseRecentPages(null)).toEqual([]);
  });
});
