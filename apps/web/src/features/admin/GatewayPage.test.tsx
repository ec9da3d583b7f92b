import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GatewayRow } from '@lf/protocol';
import { openList } from './crudListTesting';

const gateway = (
  id: string,
  name: string,
  sparkplugGroup: string | null,
  opcuaThumbprint: string | null = null,
): GatewayRow => ({
  id,
  name,
  online: true,
  vpn: false,
  economizeOpen: false,
  economizeMode: 'time',
  interval: 30,
  hardwareId: null,
  agentVersion: '0.1.0',
  opcuaThumbprint,
  sparkplugGroup,
  lastSeen: null,
  equipment: [],
});

const open = () =>
  openList({
    route: '/manage/eg/gateway',
    base: '/lfscada/gateway',
    rows: {
      list: [
        gateway('edge-7', '第三方边缘节点', 'Plant1'),
        gateway('gw-2', '二号网关', null),
        gateway('gw-ua', '增压站网关', null, 'FE5E78DB836C52443116814C4D0A8E6A95AA7C01'),
      ],
      total: 3,
    },
    shows: '第三方边缘节点',
    more: {
      '/lfscada/system/hardware/query': () => ({ code: 200, data: [] }),
      '/lfscada/gateway/sparkplug': () => ({ code: 200, data: null }),
    },
  });

describe('OPC UA thumbprint in the gateway list', () => {
  it('shows the first bytes in the row and the whole thumbprint on hover', async () => {
    const list = await open();
    const cell = within(list.rowOf('增压站网关')).getByText('FE:5E:78:DB…');
    fireEvent.mouseEnter(cell);
    expect(
      await screen.findByText('FE:5E:78:DB:83:6C:52:44:31:16:81:4C:4D:0A:8E:6A:95:AA:7C:01'),
    ).toBeTruthy();
    expect(within(list.rowOf('二号网关')).queryByText(/FE:5E/)).toBeNull();
  });
});

describe('Sparkplug B binding of the gateway list', () => {
  it('shows the group of a bound gateway and a dash for the others', async () => {
    const list = await open();
    expect(within(list.rowOf('第三方边缘节点')).getByText('Plant1')).toBeTruthy();
    expect(within(list.rowOf('二号网关')).queryByText('Plant1')).toBeNull();
  });

  it('binds a gateway to a group and shows the topics its edge node publishes on', async () => {
    const list = await open();
    list.click('Sparkplug B', list.rowOf('二号网关'));
    list.type('组编号（Group ID）', 'WaterWorks');
    expect(await screen.findByText('spBv1.0/WaterWorks/NBIRTH/gw-2')).toBeTruthy();
    const askedBefore = list.calls('query').length;
    list.click('保存');
    expect(await list.sent('sparkplug')).toEqual({ id: 'gw-2', groupId: 'WaterWorks' });
    await waitFor(() => expect(list.calls('query').length).toBeGreaterThan(askedBefore));
  });

  it('refuses a group id with a space before sending anything', async () => {
    const list = await open();
    list.click('Sparkplug B', list.rowOf('二号网关'));
    list.type('组编号（Group ID）', 'Water Works');
    list.click('保存');
    expect(await screen.findByText(/组编号只能包含字母/)).toBeTruthy();
    expect(list.calls('sparkplug')).toHaveLength(0);
  });

  it('unbinds a gateway when the group is emptied', async () => {
    const list = await open();
    list.click('Sparkplug B', list.rowOf('第三方边缘节点'));
    await waitFor(() => expect(list.valueOf('组编号（Group ID）')).toBe('Plant1'));
    list.type('组编号（Group ID）', '');
    list.click('保存');
    expect(await list.sent('sparkplug')).toEqual({ id: 'edge-7', groupId: '' });
    expect(await screen.findByText('已解除 Sparkplug B 绑定')).toBeTruthy();
  });
});
