import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SignalAlarmPush, SignalView } from '@lf/protocol';
import { sockets } from '../../../test/fakeLiveSocket';
import { fakeServer } from '../../../test/fakeServer';
import { useEquipmentLive } from './useEquipmentLive';

vi.mock('../../../api/liveSocket', () => import('../../../test/fakeLiveSocket'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const LEVEL: SignalView = {
  signalId: '11',
  equipId: 'eq-1',
  name: '1#罐液位',
  unit: 'm',
  area: 'holding',
  address: 0,
  dataType: 'uint16',
  access: 'r',
  min: null,
  max: null,
  value: 2.5,
  ts: 1_000,
  quality: 'good',
  alarm: false,
  confirmWrite: false,
};

const ALARM: SignalAlarmPush = {
  alarmId: 'a1',
  signalId: '11',
  equipId: 'eq-1',
  level: 1,
  active: true,
  value: 9,
  text: '液位过高',
  ts: 3_000,
};

function serverWithSignals() {
  return fakeServer({
    '/lfscada/monitor/multi/signal/query': () => ({ code: 200, data: [LEVEL] }),
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const push = (type: string, data: unknown) => act(() => sockets[0]?.onMessage({ type, data }));

describe('useEquipmentLive for a configuration page', () => {
  it('shows the signal query’s values, then newer pushed ones, never an older one', async () => {
    serverWithSignals();
    const { result } = renderHook(() => useEquipmentLive('eq-1'), { wrapper });
    await waitFor(() =>
      expect(result.current.pageValues.get('11')).toEqual({ value: 2.5, time: 1_000 }),
    );
    expect(sockets).toHaveLength(1);

    push('signalVal', [{ signalId: '11', equipId: 'eq-1', value: 3, ts: 2_000, quality: 'good' }]);
    await waitFor(() =>
      expect(result.current.pageValues.get('11')).toEqual({ value: 3, time: 2_000 }),
    );
    expect(result.current.values.get('11')).toMatchObject({ value: 3, ts: 2_000, quality: 'good' });

    push('signalVal', [{ signalId: '11', equipId: 'eq-1', value: 1, ts: 1_500, quality: 'good' }]);
    expect(result.current.pageValues.get('11')).toEqual({ value: 3, time: 2_000 });
  });

  it('asks nothing and opens no socket while the page has not loaded', async () => {
    const server = serverWithSignals();
    const { rerender, result } = renderHook(
      ({ enabled }: { enabled: boolean }) => useEquipmentLive('eq-1', { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(sockets).toHaveLength(0);
    expect(server.calls).toHaveLength(0);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.pageValues.get('11')).toBeDefined());
    expect(sockets).toHaveLength(1);
  });

  it('hands signal alarms to the page and does not start the equipment’s monitoring', async () => {
    const server = serverWithSignals();
    const onSignalAlarm = vi.fn();
    const { result } = renderHook(() => useEquipmentLive('eq-1', { onSignalAlarm }), { wrapper });
    await waitFor(() => expect(result.current.signals).toHaveLength(1));

    push('signalAlarm', ALARM);
    expect(onSignalAlarm).toHaveBeenCalledWith(ALARM);
    expect(result.current.monitor).toBeUndefined();
    expect(server.callsTo('/lfscada/monitor/multi/gateway/info')).toHaveLength(0);
  });
});
