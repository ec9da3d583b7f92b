import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './client';
import { LiveSocket, type LiveSocketMessage } from './liveSocket';

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

const fetchMock = vi.fn<typeof fetch>();
let tokenNumber = 0;
const tokenReply = () =>
  new Response(JSON.stringify({ code: 200, message: '', data: { token: `t${++tokenNumber}` } }));

function socketUnderTest(received: LiveSocketMessage[]) {
  return new LiveSocket({
    tokenPath: '/lfscada/websocket/monitor/token',
    tokenBody: { equipmentId: 'e1' },
    socketPath: (token) => `/lfscada/ws/eg/signal/subscribe/${token}`,
    onMessage: (message) => received.push(message),
    origin: 'http://console.example',
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ locale: () => 'zh-CN', onSessionLoss: vi.fn(), onError: vi.fn() });
  FakeSocket.made = [];
  tokenNumber = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('LiveSocket', () => {
  it('opens the socket with a fresh token and dispatches JSON messages, ignoring the keep-alive', async () => {
    fetchMock.mockImplementation(async () => tokenReply());
    const received: LiveSocketMessage[] = [];
    const live = socketUnderTest(received);
    live.start();
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const socket = FakeSocket.made[0] as FakeSocket;
    expect(socket.url).toBe('ws://console.example/lfscada/ws/eg/signal/subscribe/t1');
    socket.onmessage?.({ data: 'msg idle' });
    socket.onmessage?.({ data: '{"type":"signalVal","data":[{"signalId":"s","value":1,"ts":1}]}' });
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: '{"type":"alarm","id":"7","title":"泵压过高"}' });
    expect(received).toEqual([
      { type: 'signalVal', data: [{ signalId: 's', value: 1, ts: 1 }] },
      // A message-centre push has its fields beside the kind: the push itself is the data.
      { type: 'alarm', data: { type: 'alarm', id: '7', title: '泵压过高' } },
    ]);
    live.stop();
    expect(socket.closed).toBe(true);
  });

  it('reconnects 10 s after a close, with a new token', async () => {
    fetchMock.mockImplementation(async () => tokenReply());
    const live = socketUnderTest([]);
    live.start();
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    FakeSocket.made[0]?.onclose?.();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    expect(FakeSocket.made[1]?.url).toMatch(/\/t2$/);
    live.stop();
  });

  it('retries a failed token call 10 s later', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 1500, message: 'down', data: null })),
      )
      .mockImplementation(async () => tokenReply());
    const live = socketUnderTest([]);
    live.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeSocket.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    live.stop();
  });

  it('stays closed once stopped', async () => {
    fetchMock.mockImplementation(async () => tokenReply());
    const live = socketUnderTest([]);
    live.start();
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    live.stop();
    FakeSocket.made[0]?.onclose?.();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
