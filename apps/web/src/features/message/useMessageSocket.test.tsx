import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageItem } from '@lf/protocol';
import { fakeAudio } from '../../test/fakeAudio';
import { sockets } from '../../test/fakeLiveSocket';
import { ADMIN, fakeServer, signedInShell } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

vi.mock('../../api/liveSocket', () => import('../../test/fakeLiveSocket'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const PUSHED: MessageItem = {
  id: '7',
  type: 'alarm',
  title: '泵压过高',
  note: '1 号泵出口压力 1.2 MPa',
  dataId: 'eq-1',
  equipType: 'eg',
  gmtCreate: '2026-11-22T01:00:00.000Z',
  readAt: null,
  local: null,
};

const NEWEST_UNREAD: MessageItem = {
  ...PUSHED,
  id: '8',
  title: '液位过低',
  note: '2 号罐液位 0.3 m',
};

function serverWith(prompType: ('title' | 'sound' | 'alter')[]) {
  return fakeServer({
    ...signedInShell({ ...ADMIN, prompType }, 1),
    // The newest unread message is another one: the pop-up must show the one pushed.
    '/lfscada/msg/query': () => ({
      code: 200,
      data: { total: 2, page: 1, pageSize: 10, list: [NEWEST_UNREAD, PUSHED] },
    }),
    '/lfscada/msg/markAsRead': () => ({ code: 200, data: { count: 1 } }),
  });
}

/** What the server's message socket sends: the message's fields beside its kind. */
async function push(type: 'alarm' | 'notice' = 'alarm', message: MessageItem = PUSHED) {
  await waitFor(() => expect(sockets).toHaveLength(1));
  const { readAt: _unread, local: _none, ...fields } = message;
  act(() => sockets[0]?.onMessage({ type, data: { ...fields, type } }));
}

describe('message pop-ups', () => {
  it('shows the pushed message bottom right; a click opens its detail and marks it read', async () => {
    const server = serverWith(['alter']);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp('/monitor/gm/list');
    await push();
    const popup = await screen.findByText('报警 · 泵压过高');
    expect(screen.getByText('1 号泵出口压力 1.2 MPa')).toBeTruthy();
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
    expect(screen.queryByText('报警 · 液位过低')).toBeNull();
    expect(server.callsTo('/lfscada/msg/query')).toHaveLength(0);
    fireEvent.click(popup);
    expect(open).toHaveBeenCalledWith('/system/msg/detail/7/alarm', '_blank');
    await waitFor(() => expect(server.callsTo('/lfscada/msg/markAsRead')).toHaveLength(1));
    expect(server.callsTo('/lfscada/msg/markAsRead')[0]?.body.get('ids')).toBe('["7"]');
  });

  it('shows a burst of pushes as its first and its last pushed message, not a card each', async () => {
    serverWith(['alter']);
    renderApp('/monitor/gm/list');
    await screen.findByTestId('user-menu');
    await push('alarm', PUSHED);
    for (let i = 0; i < 6; i++)
      await push('alarm', { ...PUSHED, id: String(20 + i), title: `中间 ${i}` });
    await push('alarm', NEWEST_UNREAD);
    await screen.findByText('报警 · 泵压过高');
    await screen.findByText('报警 · 液位过低', undefined, { timeout: 2500 });
    expect(screen.queryByText(/中间/)).toBeNull();
  });

  it('scrolls the tab title only when the user asked for it', async () => {
    serverWith(['title']);
    renderApp('/monitor/gm/list');
    await screen.findByTestId('user-menu');
    const before = document.title;
    await push();
    await waitFor(() => expect(document.title).not.toBe(before), { timeout: 2000 });
  });

  it('sounds the alarm tone for an alarm when the user asked for sound', async () => {
    const beeps = fakeAudio();
    serverWith(['sound']);
    renderApp('/monitor/gm/list');
    await screen.findByTestId('user-menu');
    await push('notice');
    expect(beeps).toHaveLength(0);
    await push('alarm');
    expect(beeps).toHaveLength(2);
  });

  it('stays silent and shows no pop-up when the user asked for neither', async () => {
    const beeps = fakeAudio();
    serverWith(['title']);
    renderApp('/monitor/gm/list');
    await screen.findByTestId('user-menu');
    await push('alarm');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(beeps).toHaveLength(0);
    expect(screen.queryByText('报警 · 泵压过高')).toBeNull();
  });

  it('leaves the tab title alone otherwise', async () => {
    fakeAudio();
    serverWith(['sound', 'alter']);
    renderApp('/monitor/gm/list');
    await screen.findByTestId('user-menu');
    const before = document.title;
    await push();
    await screen.findByText('报警 · 泵压过高');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.title).toBe(before);
  });
});
