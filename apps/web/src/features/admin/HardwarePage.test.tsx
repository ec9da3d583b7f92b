import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HardwareRow } from '@lf/protocol';
import { openList } from './crudListTesting';

const ROWS: HardwareRow[] = [
  {
    id: 'h1',
    name: 'LF-GW100',
    firmwareVersion: '1.2.0',
    description: '四口网关',
    gatewayCount: 3,
  },
  { id: 'h2', name: 'LF-GW200', firmwareVersion: '2.0.1', description: '', gatewayCount: 0 },
];

const open = () =>
  openList({
    route: '/manage/system/hardware',
    base: '/lfscada/system/hardware',
    rows: ROWS,
    shows: 'LF-GW100',
  });

describe('firmware models of the system settings', () => {
  it('lists the models with their firmware, description and gateway count', async () => {
    const list = await open();
    const first = within(list.rowOf('LF-GW100'));
    expect(first.getByText('1.2.0')).toBeTruthy();
    expect(first.getByText('四口网关')).toBeTruthy();
    expect(first.getByText('3')).toBeTruthy();
    expect(within(list.rowOf('LF-GW200')).getByText('2.0.1')).toBeTruthy();
  });

  it('adds a model with the typed fields and asks the list again', async () => {
    const list = await open();
    list.click('新增');
    list.type('名称', 'LF-GW300');
    list.type('固件版本', '3.0.0');
    list.type('描述', '八口网关');
    list.click('保存');
    expect(await list.sent('add')).toEqual({
      name: 'LF-GW300',
      firmwareVersion: '3.0.0',
      description: '八口网关',
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
    await list.listAsked(2);
  });

  it("edits a model: the dialog shows the row's values and the edit carries its id", async () => {
    const list = await open();
    list.click('编辑', list.rowOf('LF-GW100'));
    expect(list.valueOf('名称')).toBe('LF-GW100');
    expect(list.valueOf('固件版本')).toBe('1.2.0');
    expect(list.valueOf('描述')).toBe('四口网关');
    list.type('固件版本', '1.3.0');
    list.click('保存');
    expect(await list.sent('edit')).toEqual({
      id: 'h1',
      name: 'LF-GW100',
      firmwareVersion: '1.3.0',
      description: '四口网关',
    });
    expect(list.calls('add')).toHaveLength(0);
    await list.listAsked(2);
  });

  it('deletes a model only after the confirmation', async () => {
    const list = await open();
    await list.deleteAfterConfirming('LF-GW200', 'h2');
  });
});
