import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, fakeServer, signedInShell } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const row = (n: number) => ({
  id: String(n),
  action: n % 2 === 0 ? 'project.page.save' : 'signal.edit',
  target: `对象${n}`,
  address: '10.0.0.8',
  gmtCreate: new Date(Date.UTC(2026, 10, 21, 8, 0, n)).toISOString(),
});

describe('operation log', () => {
  it('lists the operations page by page, in words', async () => {
    const fake = fakeServer({
      ...signedInShell(ADMIN),
      '/lfscada/user/log/query': (body) => {
        const page = Number(body.get('page'));
        const first = page === 2 ? 21 : 1;
        const count = page === 2 ? 5 : 20;
        return {
          code: 200,
          data: {
            total: 25,
            page,
            pageSize: 20,
            list: Array.from({ length: count }, (_, i) => row(first + i)),
          },
        };
      },
    });
    renderApp('/account/log');
    expect(await screen.findByText('对象1')).toBeTruthy();
    expect(screen.getAllByText('变量 · 编辑').length).toBeGreaterThan(0);
    expect(screen.getAllByText('监控页面 · 保存').length).toBeGreaterThan(0);
    expect(fake.callsTo('/lfscada/user/log/query')[0]?.body.get('pageSize')).toBe('20');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('对象21')).toBeTruthy();
    await waitFor(() =>
      expect(fake.callsTo('/lfscada/user/log/query').at(-1)?.body.get('page')).toBe('2'),
    );
    expect(screen.queryByText('对象1')).toBeNull();
  }, 60_000);
});
