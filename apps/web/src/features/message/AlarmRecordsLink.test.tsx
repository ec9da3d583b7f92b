import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  AUTH,
  AUTH_CODES,
  type EquipmentDetail,
  type MessageItem,
  type UserInfo,
} from '@lf/protocol';
import { changeLocale } from '../../i18n/i18n';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

vi.mock('../../api/liveSocket', () => ({
  LiveSocket: class {
    start() {}
    stop() {}
  },
}));

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('zh-CN');
});

const alarmOf = (dataId: string, equipType: 'eg' | 'gm'): MessageItem => ({
  id: '3',
  type: 'alarm',
  title: '液位过低',
  note: '清水池液位 0.4 m',
  dataId,
  equipType,
  gmtCreate: '2026-11-22T01:00:00.000Z',
  readAt: '2026-11-22T01:05:00.000Z',
  local: null,
});

const equipment = (
  id: string,
  type: 'eg' | 'gm',
  display: 'list' | 'designer',
): EquipmentDetail => ({
  id,
  name: '清水池',
  type,
  display,
  model: 'M-1',
  gatewayId: null,
  online: true,
  alarmCount: 1,
  starred: false,
  top: false,
  followed: false,
  groupIds: [],
  gmtCreate: '2026-11-01T00:00:00.000Z',
  share: null,
  description: '',
  location: null,
  signalCount: 3,
  gmtModified: '2026-11-01T00:00:00.000Z',
  moving: false,
});

function serverWith(message: MessageItem, lookup: Handler, user: UserInfo = ADMIN) {
  return fakeServer({
    ...signedInShell(user),
    '/lfscada/msg/detail': () => ({ code: 200, data: message }),
    '/lfscada/msg/getExpireById': () => ({ code: 200, data: message }),
    '/lfscada/equipment/multi/info': lookup,
    '/lfscada/msg/markAsReadForEquipAlarm': () => ({ code: 200, data: { count: 2 } }),
  });
}

async function openAlarmRecords(path = '/message/detail/alarm/3') {
  const app = renderApp(path);
  fireEvent.click(await screen.findByRole('button', { name: '查看设备报警记录' }));
  return app;
}

describe('an alarm message leads to its equipment’s alarm records (SPEC §3, §6, §7, §8)', () => {
  it.each([
    ['eg', 'list', '/monitor/eg/detail/list/eq-9/1'],
    ['eg', 'designer', '/monitor/eg/detail/configuration/eq-9/1'],
    ['gm', 'list', '/monitor/gm/detail/eq-9/00/1'],
    ['gm', 'designer', '/monitor/gm/detail/eq-9/01/1'],
  ] as const)('a %s equipment shown as %s opens %s', async (type, display, path) => {
    const server = serverWith(alarmOf('eq-9', type), () => ({
      code: 200,
      data: equipment('eq-9', type, display),
    }));
    const { router } = await openAlarmRecords();
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    const marks = server.callsTo('/lfscada/msg/markAsReadForEquipAlarm');
    expect(marks).toHaveLength(1);
    expect(Object.fromEntries(marks[0]?.body ?? [])).toEqual({ dataId: 'eq-9', equipType: type });
  });

  it('refuses a reader without the permission of that view, and stays', async () => {
    const withoutGmDesigner: UserInfo = {
      ...ADMIN,
      auths: AUTH_CODES.filter((code) => code !== AUTH.monitorDesignerMenuAlarm),
    };
    const server = serverWith(
      alarmOf('eq-9', 'gm'),
      () => ({ code: 200, data: equipment('eq-9', 'gm', 'designer') }),
      withoutGmDesigner,
    );
    const { router } = await openAlarmRecords();
    expect((await screen.findByTestId('alarm-records-problem')).textContent).toBe(
      '暂无权限查看该设备报警记录',
    );
    expect(router.state.location.pathname).toBe('/message/detail/alarm/3');
    expect(server.callsTo('/lfscada/msg/markAsReadForEquipAlarm')).toHaveLength(0);
  });

  it('says 跳转组态页面失败 and why when the lookup fails', async () => {
    serverWith(alarmOf('eq-gone', 'eg'), () => ({ code: 1004, message: '设备不存在', data: null }));
    const { router } = await openAlarmRecords();
    expect((await screen.findByTestId('alarm-records-problem')).textContent).toBe(
      '跳转组态页面失败：设备不存在',
    );
    expect(router.state.location.pathname).toBe('/message/detail/alarm/3');
  });

  it('says it in English to an English reader', async () => {
    await changeLocale('en');
    serverWith(alarmOf('eq-gone', 'eg'), () => ({
      code: 1004,
      message: 'The equipment does not exist',
      data: null,
    }));
    renderApp('/message/detail/alarm/3');
    fireEvent.click(
      await screen.findByRole('button', { name: 'View the equipment’s alarm records' }),
    );
    expect((await screen.findByTestId('alarm-records-problem')).textContent).toBe(
      'Failed to open the configuration page: The equipment does not exist',
    );
  });
});

describe('an expiry message', () => {
  it('is read through msg/getExpireById (SPEC §7)', async () => {
    const expiry: MessageItem = {
      ...alarmOf('', 'eg'),
      id: '5',
      type: 'expire',
      title: '服务即将到期',
      note: '网关 G-1 的服务将于 30 天后到期',
    };
    const server = serverWith(expiry, () => ({ code: 1004, data: null }));
    renderApp('/message/detail/expire/5');
    expect(await screen.findByText('网关 G-1 的服务将于 30 天后到期')).toBeTruthy();
    expect(server.callsTo('/lfscada/msg/getExpireById')[0]?.body.get('id')).toBe('5');
    expect(server.callsTo('/lfscada/msg/detail')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '查看设备报警记录' })).toBeNull();
  });
});
