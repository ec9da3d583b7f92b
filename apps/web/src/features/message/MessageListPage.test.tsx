import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageItem } from '@lf/protocol';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

vi.mock('../../api/liveSocket', () => ({
  LiveSocket: class {
    start() {}
    stop() {}
  },
}));

afterEach(() => vi.unstubAllGlobals());

const ALARM: MessageItem = {
  id: '3',
  type: 'alarm',
  title: '液位过低',
  note: '清水池液位 0.4 m',
  dataId: 'eq-9',
  equipType: 'eg',
  gmtCreate: '2026-11-22T01:00:00.000Z',
  readAt: null,
  local: null,
};

function serverWith(query: Handler, more: Record<string, Handler> = {}) {
  return fakeServer({
    ...signedInShell(ADMIN, 1),
    '/lfscada/msg/query': query,
    '/lfscada/msg/delete': () => ({ code: 200, data: { count: 1 } }),
    '/lfscada/msg/detail': () => ({ code: 200, data: ALARM }),
    '/lfscada/msg/markAsRead': () => ({ code: 200, data: { count: 1 } }),
    ...more,
  });
}

const page = (list: MessageItem[]) => () => ({
  code: 200,
  data: { total: list.length, page: 1, pageSize: 10, list },
});

describe('message list', () => {
  it('asks for the list’s read state and the chosen type', async () => {
    const server = serverWith(page([ALARM]));
    renderApp('/message/messageUnReaden');
    await screen.findByText('液位过低');
    expect(server.callsTo('/lfscada/msg/query')[0]?.body.get('readState')).toBe('unread');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '消息类型' }));
    fireEvent.click(await screen.findByTitle('到期'));
    await waitFor(() =>
      expect(server.callsTo('/lfscada/msg/query').at(-1)?.body.get('type')).toBe('expire'),
    );
  });

  it('deletes the selected messages after confirmation', async () => {
    const server = serverWith(page([ALARM]));
    renderApp('/msg/messageAll');
    fireEvent.click(await screen.findByRole('checkbox', { name: '液位过低' }));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(server.callsTo('/lfscada/msg/delete')).toHaveLength(0);
    const confirm = await screen.findByText('确定删除选中的 1 条消息？');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.callsTo('/lfscada/msg/delete')).toHaveLength(1));
    expect(server.callsTo('/lfscada/msg/delete')[0]?.body.get('ids')).toBe('["3"]');
  });

  it('shows the empty state', async () => {
    serverWith(page([]));
    renderApp('/message/messageAll');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    serverWith(() => ({ code: 500, message: 'boom', data: null }));
    renderApp('/message/messageAll');
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('opens an alarm’s detail, marks it read and offers its equipment’s alarm records', async () => {
    const server = serverWith(page([ALARM]));
    renderApp('/msg/detail/messageUnReaden/alarm/3');
    expect(await screen.findByText('清水池液位 0.4 m')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看设备报警记录' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('/lfscada/msg/markAsRead')).toHaveLength(1));
    expect(screen.getByRole('link', { name: '返回消息列表' }).getAttribute('href')).toBe(
      '/msg/messageUnReaden',
    );
  });
});
