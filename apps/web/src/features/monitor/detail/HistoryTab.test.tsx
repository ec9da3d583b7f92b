import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignalView } from '@lf/protocol';
import '../../../i18n/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { HistoryTab } from './HistoryTab';

// jsdom has no canvas to draw the curve on; this file is about the query form.
vi.mock('./EChart', () => ({ EChart: () => null }));

afterEach(() => vi.unstubAllGlobals());

const signal = (signalId: string, name: string): SignalView => ({
  signalId,
  equipId: 'e1',
  name,
  unit: 'm',
  area: 'holding',
  address: 0,
  dataType: 'float32',
  access: 'r',
  min: null,
  max: null,
  value: 1,
  ts: 1,
  quality: 'good',
  alarm: false,
  confirmWrite: false,
});
const SIGNALS = [signal('1', '液位'), signal('2', '压力'), signal('3', '流量')];

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoryTab equipmentId="e1" signals={SIGNALS} equipmentName="1 号泵站" />
    </QueryClientProvider>,
  );
}

describe('HistoryTab reports (SPEC §7 report/queryAll, report/queryCols)', () => {
  it('lists the equipment’s reports; choosing one selects its columns', async () => {
    const server = fakeServer({
      '/lfscada/monitor/multi/report/queryAll': () => ({
        code: 200,
        data: [{ id: '4', equipmentId: 'e1', name: '日报', signalIds: ['1', '3'] }],
      }),
      '/lfscada/monitor/multi/report/queryCols': () => ({
        code: 200,
        data: [
          { signalId: '1', name: '液位', unit: 'm' },
          { signalId: '3', name: '流量', unit: 'm³/h' },
        ],
      }),
      '/lfscada/monitor/multi/history/queryAll': (body) => ({
        code: 200,
        data:
          body.get('mode') === 'table'
            ? { mode: 'table', columns: [], total: 0, page: 1, pageSize: 10, rows: [] }
            : { mode: 'curve', decimated: false, series: [] },
      }),
    });
    renderTab();
    const report = await screen.findByLabelText('报表');
    expect(
      server.callsTo('/lfscada/monitor/multi/report/queryAll')[0]?.body.get('equipmentId'),
    ).toBe('e1');
    fireEvent.mouseDown(report);
    fireEvent.click(await screen.findByTitle('日报'));
    expect((await screen.findByTestId('history-report-chosen')).textContent).toBe(
      '已选中报表的 2 个变量',
    );
    expect(server.callsTo('/lfscada/monitor/multi/report/queryCols')[0]?.body.get('reportId')).toBe(
      '4',
    );
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(server.callsTo('/lfscada/monitor/multi/history/queryAll').length).toBeGreaterThan(0),
    );
    expect(
      server.callsTo('/lfscada/monitor/multi/history/queryAll')[0]?.body.get('signalIds'),
    ).toBe('1,3');
  });

  it('offers no report choice to equipment without reports', async () => {
    const server = fakeServer({
      '/lfscada/monitor/multi/report/queryAll': () => ({ code: 200, data: [] }),
    });
    renderTab();
    await waitFor(() =>
      expect(server.callsTo('/lfscada/monitor/multi/report/queryAll')).toHaveLength(1),
    );
    expect(screen.getByLabelText('变量（最多 10 个）')).toBeTruthy();
    expect(screen.queryByLabelText('报表')).toBeNull();
  });
});
