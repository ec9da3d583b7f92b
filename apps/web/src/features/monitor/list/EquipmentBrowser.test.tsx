import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EquipmentSummary } from '@lf/protocol';
import '../../../i18n/i18n';
import { equipmentSummary } from '../../../test/equipmentFixtures';
import { fakeServer } from '../../../test/fakeServer';
import { EquipmentBrowser } from './EquipmentBrowser';

afterEach(() => vi.unstubAllGlobals());

const station = (n: number): EquipmentSummary =>
  equipmentSummary(`e${n}`, {
    name: `泵站${String(n).padStart(2, '0')}`,
    display: n === 1 ? 'designer' : 'list',
    model: 'LF-EG100',
    gatewayId: `gw${n}`,
    online: n % 2 === 0,
    alarmCount: n === 3 ? 2 : 0,
  });
const ALL = Array.from({ length: 12 }, (_, i) => station(i + 1));

function serve(more: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...more,
    '/lfscada/equipment/multi/query': (body) => {
      const page = Number(body.get('page'));
      const size = Number(body.get('pageSize'));
      const keyword = body.get('keyword') ?? '';
      const list = ALL.filter((e) => e.name.includes(keyword));
      return {
        code: 200,
        data: {
          total: list.length,
          page,
          pageSize: size,
          list: list.slice((page - 1) * size, page * size),
        },
      };
    },
    '/lfscada/equipment/multi/queryCount': () => ({
      code: 200,
      data: {
        equipment_count: 12,
        online_count: 6,
        offline_count: 6,
        alarm_equipment: 1,
        alarm_count: 2,
      },
    }),
    '/lfscada/equipment/group/queryAll': () => ({ code: 200, data: [] }),
  });
}

function renderBrowser() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/monitor/eg/list',
        element: (
          <QueryClientProvider client={client}>
            <EquipmentBrowser type="eg" defaultMode="list" />
          </QueryClientProvider>
        ),
      },
      { path: '*', element: <div>opened</div> },
    ],
    { initialEntries: ['/monitor/eg/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('EquipmentBrowser', () => {
  it('shows the counts, loads 10 at a time and then says all is loaded', async () => {
    const server = serve();
    renderBrowser();
    expect(await screen.findByText('泵站01')).toBeTruthy();
    expect(screen.getAllByTestId('equipment-card')).toHaveLength(10);
    const counts = screen.getByTestId('counts');
    expect(within(counts).getByText('报警数')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('泵站12')).toBeTruthy();
    expect(screen.getAllByTestId('equipment-card')).toHaveLength(12);
    expect(screen.getByText('已全部加载')).toBeTruthy();
    const pages = server.callsTo('/lfscada/equipment/multi/query').map((c) => c.body.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('shows each card state and opens an equipment by its display setting', async () => {
    serve();
    const router = renderBrowser();
    const alarmCard = (await screen.findByText('泵站03')).closest('[data-testid="equipment-card"]');
    expect(within(alarmCard as HTMLElement).getByTestId('equipment-state').textContent).toBe(
      '报警',
    );
    const online = screen.getByText('泵站02').closest('[data-testid="equipment-card"]');
    expect(within(online as HTMLElement).getByTestId('equipment-state').textContent).toBe('在线');
    fireEvent.click(screen.getByText('泵站01'));
    expect(router.state.location.pathname).toBe('/monitor/eg/detail/configuration/e1/0');
  });

  it('searches by name', async () => {
    const server = serve();
    renderBrowser();
    await screen.findByText('泵站01');
    const search = screen.getByLabelText('搜索设备名称');
    fireEvent.change(search, { target: { value: '泵站1' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('泵站10')).toBeTruthy();
    expect(screen.queryByText('泵站02')).toBeNull();
    expect(server.callsTo('/lfscada/equipment/multi/query').at(-1)?.body.get('keyword')).toBe(
      '泵站1',
    );
  });

  it('its cards share one socket, for every equipment on screen, reopened when more load', async () => {
    const opened: string[] = [];
    let open = 0;
    // Counts the sockets the page opens; none of them ever connects.
    class CountedSocket {
      onopen = null;
      onmessage = null;
      onclose = null;
      constructor(url: string) {
        opened.push(url);
        open += 1;
      }
      close() {
        open -= 1;
      }
    }
    vi.stubGlobal('WebSocket', CountedSocket);
    const token = { code: 200, data: { token: 't', expiresIn: 60 } };
    const server = serve({
      '/lfscada/websocket/monitor/list/token': () => token,
      // A card that opened its own socket would ask for this one.
      '/lfscada/websocket/monitor/token': () => token,
      '/lfscada/monitor/multi/signal/query': () => ({ code: 200, data: [] }),
    });
    renderBrowser();
    expect(await screen.findAllByTestId('equipment-card')).toHaveLength(10);
    await waitFor(() => expect(opened).toHaveLength(1));
    const tokens = () => server.callsTo('/lfscada/websocket/monitor/list/token');
    const first = ALL.slice(0, 10).map((e) => e.id);
    expect(tokens()[0]?.body.get('equipmentIds')?.split(',').sort()).toEqual(first.sort());

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('泵站12')).toBeTruthy();
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(open).toBe(1);
    expect(tokens().at(-1)?.body.get('equipmentIds')?.split(',')).toHaveLength(12);
    expect(server.callsTo('/lfscada/websocket/monitor/token')).toHaveLength(0);
  });
});
