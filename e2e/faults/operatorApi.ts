import { connect } from 'node:net';
import Modbus from 'jsmodbus';
import { COMMAND_CODES, COMMAND_WAIT_SECONDS, type CommandResult } from '@lf/protocol';
import { sleep } from './processes';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A logged-in user of the real HTTP API, as the web app calls it (form posts, session cookie). */
export class ApiSession {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async login(loginname: string, password: string): Promise<void> {
    const response = await fetch(`${this.baseUrl}/lfscada/user/login`, {
      method: 'POST',
      body: new URLSearchParams({ loginname, password }),
    });
    const envelope = (await response.json()) as Envelope<unknown>;
    if (Number(envelope.code) !== 200) throw new Error(`login refused: ${envelope.message}`);
    this.cookie = response.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
  }

  async post<T>(
    path: string,
    form: Record<string, string>,
    timeoutMs = 30_000,
  ): Promise<Envelope<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const envelope = (await response.json()) as Envelope<T>;
    return { ...envelope, code: Number(envelope.code) };
  }
}

/** How one write ended, and when (ms after it was sent). */
export interface WriteOutcome {
  /** `refused`: answered at once with an error code (e.g. 1302 设备离线), no command made. */
  answer: 'refused' | 'success' | 'failure' | 'unanswered';
  code: number;
  ms: number;
}

/** The longest a write may take to be answered: the command's wait, plus polling slack. */
export const WRITE_ANSWER_LIMIT_MS = COMMAND_WAIT_SECONDS * 1000 + 15_000;

/**
 * Sends a monitor write (`writeVal`) and polls its callback as the web app does, until the
 * command is settled or `WRITE_ANSWER_LIMIT_MS` has passed (then `unanswered`: a hang).
 */
export async function writeAndWait(
  api: ApiSession,
  signalId: string,
  value: string,
  /** Told once the server has made the command (answered its uuid). */
  onAccepted?: () => void,
): Promise<WriteOutcome> {
  const sent = Date.now();
  const elapsed = () => Date.now() - sent;
  let accepted: Envelope<{ uuid: string }>;
  try {
    accepted = await api.post(
      '/lfscada/monitor/multi/signal/writeVal',
      { signalId, value },
      WRITE_ANSWER_LIMIT_MS,
    );
  } catch {
    return { answer: 'unanswered', code: 0, ms: elapsed() };
  }
  if (accepted.code !== COMMAND_CODES.success)
    return { answer: 'refused', code: accepted.code, ms: elapsed() };
  onAccepted?.();
  while (elapsed() < WRITE_ANSWER_LIMIT_MS) {
    await sleep(500);
    const state = await api
      .post<CommandResult>(
        '/lfscada/equipment/multi/callback',
        { uuid: accepted.data.uuid },
        Math.max(1, WRITE_ANSWER_LIMIT_MS - elapsed()),
      )
      .catch(() => undefined);
    if (!state || state.code !== COMMAND_CODES.success || state.data.status === 'pending') continue;
    return {
      answer: state.data.status,
      code: state.data.code ?? COMMAND_CODES.success,
      ms: elapsed(),
    };
  }
  return { answer: 'unanswered', code: 0, ms: elapsed() };
}

/** One holding register of the Modbus simulator, read over Modbus TCP as a device would be. */
export async function readHoldingRegister(port: number, address: number): Promise<number> {
  const socket = connect(port, '127.0.0.1');
  const client = new Modbus.client.TCP(socket, 1, 2000);
  try {
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const answer = await client.readHoldingRegisters(address, 1);
    return answer.response.body.valuesAsArray[0] ?? NaN;
  } finally {
    socket.destroy();
  }
}
