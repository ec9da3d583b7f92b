import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ModelRow } from '@lf/protocol';
import { openList } from './crudListTesting';

const TEMPLATE: ModelRow['template'] = {
  driver: null,
  signals: [],
  reports: [
    { name: '日报', signalNames: [] },
    { name: '月报', signalNames: [] },
  ],
};
const ROWS: ModelRow[] = [
  {
    id: 'm1',
    name: '离心泵',
    description: '标准泵型',
    template: TEMPLATE,
    gmtModified: '2026-03-04T05:06:00',
  },
];

const open = () =>
  openList({
    route: '/manage/system/model',
    base: '/lfscada/system/model',
    rows: ROWS,
    shows: '离心泵',
    more: {
      // The add dialog offers the equipment to copy a model from.
      '/lfscada/equipment/multi/manage/query': () => ({
        code: 200,
        data: { total: 0, page: 1, pageSize: 100, list: [] },
      }),
    },
  });

/** Opens the add dialog, types a name and `template`, and saves. */
async function addWithTemplate(template: string) {
  const list = await open();
  list.click('新增');
  list.type('名称', '螺杆泵');
  list.type('模板（JSON）', template);
  list.click('保存');
  return list;
}

describe('equipment models of the system settings', () => {
  it('lists the models with their template counts and modification time', async () => {
    const list = await open();
    const row = within(list.rowOf('离心泵'));
    expect(row.getByText('标准泵型')).toBeTruthy();
    expect(row.getByText('0')).toBeTruthy();
    expect(row.getByText('2')).toBeTruthy();
    expect(row.getByText('2026-03-04 05:06')).toBeTruthy();
  });

  it('adds a model with its template sent as parsed JSON, then asks the list again', async () => {
    const list = await addWithTemplate('{ "signals": [], "reports": [] }');
    expect(await list.sent('add')).toEqual({
      name: '螺杆泵',
      template: '{"signals":[],"reports":[]}',
    });
    await list.listAsked(2);
  });

  it('refuses a template that is not JSON and sends nothing', async () => {
    const list = await addWithTemplate('{ "signals": [ }');
    expect(await screen.findByText('模板不是有效的 JSON')).toBeTruthy();
    expect(list.calls('add')).toHaveLength(0);
    expect(list.valueOf('名称')).toBe('螺杆泵');
  });

  it("edits a model: the dialog shows the row's template and the edit carries its id", async () => {
    const list = await open();
    list.click('编辑', list.rowOf('离心泵'));
    expect(list.valueOf('名称')).toBe('离心泵');
    expect(list.valueOf('模板（JSON）')).toBe(JSON.stringify(TEMPLATE, null, 2));
    expect(screen.queryByLabelText('从设备复制')).toBeNull();
    list.type('描述', '改进泵型');
    list.click('保存');
    expect(await list.sent('edit')).toEqual({
      id: 'm1',
      name: '离心泵',
      description: '改进泵型',
      template: JSON.stringify(TEMPLATE),
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
    await list.listAsked(2);
  });

  it('deletes a model only after the confirmation', async () => {
    const list = await open();
    await list.deleteAfterConfirming('离心泵', 'm1');
  });
});
