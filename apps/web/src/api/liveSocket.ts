import { liveToken, TIMING } from '@lf/protocol';
import { call, type RequestBody } from './client';

/** Every token call answers a LiveToken; the socket needs only the token. */
const tokenAnswer = liveToken.pick({ token: true });

export interface LiveSocketMessage {
  type: string;
  data: unknown;
}

export type LiveSocketStatus = 'connecting' | 'open' | 'waiting';

export interface LiveSocketOptions {
  /** Token call, e.g. `/lfscada/websocket/monitor/token`, and its body. */
  tokenPath: string;
  tokenBody?: RequestBody;
  /** Socket path for a token, e.g. (t) => `/lfscada/ws/eg/signal/subscribe/${t}`. */
  socketPath: (token: string) => string;
  onMessage: (message: LiveSocketMessage) => void;
  onStatus?: (status: LiveSocketStatus) => void;
  /** The server closed the socket with this code (e.g. SOCKET_CLOSE.shareEnded); it still retries. */
  onClose?: (code: number) => void;
  /** For tests: where the socket connects and how. */
  origin?: string;
  createSocket?: (url: string) => WebSocket;
  retryMs?: number;
}

/**
 * The one socket client of the web app (SPEC §4, §7): asks for a single-use token, opens the
 * socket, dispatches JSON messages, ignores the `msg idle` keep-alive, and after a close or a
 * failed token call tries again 10 s later with a fresh token, until stopped.
 */
export class LiveSocket {
  private socket: WebSocket | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly options: LiveSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }

  private async connect(): Promise<void> {
    this.options.onStatus?.('connecting');
    let token: string;
    try {
      const answer = await call(this.options.tokenPath, tokenAnswer, this.options.tokenBody, {
        quiet: true,
      });
      token = answer.token;
    } catch {
      this.retryLater();
      return;
    }
    if (this.stopped) return;
    const origin = this.options.origin ?? window.location.origin;
    const url = `${origin.replace(/^http/, 'ws')}${this.options.socketPath(token)}`;
    const socket = (this.options.createSocket ?? ((u) => new WebSocket(u)))(url);
    this.socket = socket;
    socket.onopen = () => this.options.onStatus?.('open');
    socket.onmessage = (event: MessageEvent) => this.dispatch(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket === socket) this.socket = undefined;
      if (!this.stopped) this.options.onClose?.(event.code);
      this.retryLater();
    };
  }

  private dispatch(raw: unknown): void {
    if (typeof raw !== 'string' || raw === 'msg idle') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof parsed === 'object' && parsed !== null && 'type' in parsed) {
      const { type, data } = parsed as { type: unknown; data?: unknown };
      // A message-centre push carries its fields beside `type`: the whole push is its data.
      const payload = 'data' in parsed ? (data ?? null) : parsed;
      if (typeof type === 'string') this.options.onMessage({ type, data: payload });
    }
  }

  private retryLater(): void {
    if (this.stopped) return;
    this.options.onStatus?.('waiting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(
      () => void this.connect(),
      this.options.retryMs ?? TIMING.websocketReconnectMs,
    );
  }
}
