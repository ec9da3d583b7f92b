import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AnnouncementRow } from '@lf/protocol';
import { buttonName, openList } from './crudListTesting';

const ROWS: AnnouncementRow[] = [
  {
    id: 'a1',
    title: '停电检修通知',
    content: '周六 8:00 起停电两小时',
    state: 'draft',
    publishedAt: null,
    gmtModified: '2026-03-01T08:00:00',
  },
  {
    id: 'a2',
    title: '平台升级公告',
    content: '新版本已上线',
    state: 'published',
    publishedAt: '2026-02-20T09:30:00',
    gmtModified: '2026-02-20T09:30:00',
  },
];

const BASE = '/lfscada/system/msg';
const ok = () => ({ code: 200, data: null });
const open = () =>
  openList({
    route: '/manage/system/msg',
    base: BASE,
    rows: ROWS,
    shows: '停电检修通知',
    more: { [`${BASE}/publish`]: ok, [`${BASE}/withdraw`]: ok },
  });

describe('announcements of the system settings', () => {
  it('lists the announcements with their state and publication time', async () => {
    const list = await open();
    const draft = within(list.rowOf('停电检修通知'));
    expect(draft.getByText('周六 8:00 起停电两小时')).toBeTruthy();
    expect(draft.getByText('草稿')).toBeTruthy();
    expect(draft.getByText('—')).toBeTruthy();
    const published = within(list.rowOf('平台升级公告'));
    expect(published.getByText('已发布')).toBeTruthy();
    expect(published.getByText('2026-02-20 09:30')).toBeTruthy();
  });

  it('adds an announcement with the typed fields and asks the list again', async () => {
    const list = await open();
    list.click('新增');
    list.type('标题', '消防演练');
    list.type('内容', '周五下午三点');
    list.click('保存');
    expect(await list.sent('add')).toEqual({ title: '消防演练', content: '周五下午三点' });
    await list.listAsked(2);
  });

  it("edits a draft: the dialog shows the row's values and the edit carries its id", async () => {
    const list = await open();
    list.click('编辑', list.rowOf('停电检修通知'));
    expect(list.valueOf('标题')).toBe('停电检修通知');
    expect(list.valueOf('内容')).toBe('周六 8:00 起停电两小时');
    list.type('内容', '周日 8:00 起停电两小时');
    list.click('保存');
    expect(await list.sent('edit')).toEqual({
      id: 'a1',
      title: '停电检修通知',
      content: '周日 8:00 起停电两小时',
    });
    await list.listAsked(2);
  });

  it('publishes a draft only after the confirmation', async () => {
    const list = await open();
    list.click('发布', list.rowOf('停电检修通知'));
    expect(await screen.findByText('发布后所有用户的消息中心都会收到此公告。继续？')).toBeTruthy();
    expect(list.calls('publish')).toHaveLength(0);
    list.confirm('发布');
    expect(await list.sent('publish')).toEqual({ id: 'a1' });
    await list.listAsked(2);
  });

  it('offers only withdraw on a published announcement', async () => {
    const list = await open();
    const published = list.rowOf('平台升级公告');
    for (const text of ['编辑', '删除', '发布']) {
      expect(within(published).queryByText(buttonName(text))).toBeNull();
    }
    list.click('撤回', published);
    expect(await list.sent('withdraw')).toEqual({ id: 'a2' });
    await list.listAsked(2);
  });

  it('deletes a draft only after the confirmation', async () => {
    const list = await open();
    await list.deleteAfterConfirming('停电检修通知', 'a1');
  });
});
