import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH, BUILT_IN_ROLE_AUTHS } from '@lf/protocol';
import '../../../i18n/i18n';
import { useSession } from '../../../state/session';
import { fakeServer, NORMAL_USER } from '../../../test/fakeServer';
import { AlarmTab } from './AlarmTab';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

function renderTab(auths: string[], view: 'egList' | 'gmDesigner' = 'egList') {
  useSession.getState().setUser({ ...NORMAL_USER, auths });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AlarmTab equipmentId="e1" view={view} />
    </QueryClientProvider>,
  );
}

const REFUSAL = '暂无权限查看该设备报警记录';
const record = {
  id: '7',
  kind: 'signal',
  equipmentId: 'e1',
  signalId: '3',
  signalName: '出口压力',
  level: 2,
  text: '出口压力过高',
  value: 4.77,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  acknowledged: false,
};

describe('AlarmTab', () => {
  it('shows the records with level, value and an active end', async () => {
    fakeServer({
      '/lfscada/monitor/multi/alarm/query': () => ({
        code: 200,
        data: { total: 1, page: 1, pageSize: 10, list: [record] },
      }),
    });
    renderTab([...BUILT_IN_ROLE_AUTHS.operator]);
    expect(await screen.findByText('出口压力过高')).toBeTruthy();
    expect(screen.getByText('2 级')).toBeTruthy();
    expect(screen.getByText('4.77')).toBeTruthy();
    expect(screen.getByText('报警中')).toBeTruthy();
  });

  it('refuses without the view permission and asks the server nothing', () => {
    const server = fakeServer({});
    renderTab(
      BUILT_IN_ROLE_AUTHS.operator.filter((a) => a !== AUTH.monitorDesignerMenuAlarm),
      'gmDesigner',
    );
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the same text when the server refuses', async () => {
    fakeServer({
      '/lfscada/monitor/multi/alarm/query': () => ({ code: 1003, message: REFUSAL, data: null }),
    });
    renderTab([...BUILT_IN_ROLE_AUTHS.operator]);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
  });
});
