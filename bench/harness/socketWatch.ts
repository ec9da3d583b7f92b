import WebSocket from 'ws';
import type { SocketMessage } from '@lf/protocol';

/** A websocket watching one equipment on a server reached over HTTP, as a browser would. */
export interface SocketWatch {
  /** Arrival − sample time (ms) of each value heard since the last `take`, in arrival order. */
  take(): number[];
  close(): void;
}

/** Logs `loginname` in at `baseUrl`, asks for a live token for `equipmentId` and opens its socket. */
export async function watchEquipment(
  baseUrl: string,
  login: { loginname: string; password: string },
  equipmentId: string,
): Promise<SocketWatch> {
  const post = async (path: string, body: unknown, cookie = '') => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const loggedIn = await post('/lfscada/user/login', login);
  const cookie = loggedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const tokenReply = await post('/lfscada/websocket/monitor/token', { equipmentId }, cookie);
  const { token } = ((await tokenReply.json()) as { data: { token: string } }).data;
  const wsUrl = baseUrl.replace(/^http/, 'ws');
  const socket = new WebSocket(`${wsUrl}/lfscada/ws/eg/signal/subscribe/${token}`);
  let latencies: number[] = [];
  socket.on('message', (data: Buffer) => {
    const now = Date.now();
    const text = data.toString('utf8');
    if (!text.startsWith('{')) return;
    const message = JSON.parse(text) as SocketMessage;
    if (message.type !== 'signalVal') return;
    for (const value of message.data) latencies.push(now - value.ts);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    take() {
      const taken = latencies;
      latencies = [];
      return taken;
    },
    close: () => socket.close(),
  };
}
