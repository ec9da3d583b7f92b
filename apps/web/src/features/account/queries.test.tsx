import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TIMING } from '@lf/protocol';
import { useSession } from '../../state/session';
import { ADMIN, fakeServer } from '../../test/fakeServer';
import { useUserInfoRefresh } from './queries';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

function Refresher() {
  useUserInfoRefresh();
  return null;
}

describe('useUserInfoRefresh', () => {
  it('asks for user info again every 1,000,000 ms and keeps the store current', async () => {
    vi.useFakeTimers();
    let tel = '100';
    const server = fakeServer({
      '/lfscada/user/info': () => ({ code: 200, data: { ...ADMIN, tel } }),
    });
    useSession.getState().setUser(ADMIN);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Refresher />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(server.callsTo('/lfscada/user/info')).toHaveLength(1);
    expect(useSession.getState().user?.tel).toBe('100');

    tel = '200';
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userInfoRefreshMs - 100));
    expect(server.callsTo('/lfscada/user/info')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(server.callsTo('/lfscada/user/info')).toHaveLength(2);
    expect(useSession.getState().user?.tel).toBe('200');
  });

  it('does not ask while nobody is logged in', async () => {
    vi.useFakeTimers();
    const server = fakeServer({});
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Refresher />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userInfoRefreshMs * 2));
    expect(server.calls).toHaveLength(0);
  });
});
