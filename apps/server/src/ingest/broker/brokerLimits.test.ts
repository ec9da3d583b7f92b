import { once } from 'node:events';
import { connect as connectSocket } from 'node:net';
import Fastify from 'fastify';
import { connect, type IClientOptions } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_THROTTLE } from './connectThrottle';
import { startEmbeddedBroker, type EmbeddedBroker } from './embeddedBroker';

/*
 * The embedded broker's connection limits (issue 26, defect 7): a socket that never sends
 * CONNECT is dropped, and wrong device passwords are checked a few at a time, the rest refused
 * at once (CONNACK 3) without a check. Password checks are held at a gate so the counts do not
 * depend on how fast the machine is.
 */
const RIGHT = 'right-password';
const REFUSED_AT_ONCE = 3;
const BAD_CREDENTIALS = 4;

let broker: EmbeddedBroker;
let gate: { open: () => void; opened: Promise<void> };
const checks = { started: 0, running: 0, mostAtOnce: 0 };

function closedGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

beforeAll(async () => {
  gate = closedGate();
  broker = await startEmbeddedBroker({
    port: 0,
    portExplicit: true,
    host: '127.0.0.1',
    internal: { username: 'server', password: 'secret-secret' },
    verifyDevice: async (_id, password) => {
      checks.started++;
      checks.running++;
      checks.mostAtOnce = Math.max(checks.mostAtOnce, checks.running);
      await gate.opened;
      checks.running--;
      return password === RIGHT;
    },
    connectTimeoutMs: 60_000,
    // Waits of a few milliseconds: the test counts refusals and checks, not time.
    connectThrottle: { ...CONNECT_THROTTLE, firstDelayMs: 1, maxDelayMs: 4 },
    log: Fastify({ logger: false }).log,
  });
});
afterAll(() => broker?.close());

/** Connects and answers the CONNACK's code: 0 when accepted. */
function connackOf(options: IClientOptions): Promise<number> {
  return new Promise((resolve) => {
    const client = connect(broker.url, { reconnectPeriod: 0, connectTimeout: 60_000, ...options });
    client.once('connect', () => {
      resolve(0);
      client.end(true);
    });
    client.once('error', (error) => {
      resolve(Number((error as { code?: unknown }).code));
      client.end(true);
    });
    client.once('close', () => resolve(-1));
  });
}

/** Starts `count` connections and resolves when `refusedAtOnce` of them were refused at once. */
function attempts(count: number, options: (i: number) => IClientOptions, refusedAtOnce: number) {
  let refused = 0;
  let reached = () => {};
  const reachedAll = new Promise<void>((resolve) => (reached = resolve));
  const answers = Array.from({ length: count }, (_, i) =>
    connackOf(options(i)).then((code) => {
      if (code === REFUSED_AT_ONCE && ++refused === refusedAtOnce) reached();
      return code;
    }),
  );
  return { answers: Promise.all(answers), refusedAtOnce: reachedAll };
}

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((counts, code) => {
    counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }, {});

describe('embedded broker connection limits', () => {
  it('closes a socket that never sends CONNECT', async () => {
    const quick = await startEmbeddedBroker({
      port: 0,
      portExplicit: true,
      host: '127.0.0.1',
      internal: { username: 'server', password: 'secret-secret' },
      verifyDevice: async () => false,
      connectTimeoutMs: 200,
      log: Fastify({ logger: false }).log,
    });
    try {
      const socket = connectSocket(quick.port, '127.0.0.1');
      socket.on('error', () => {});
      await once(socket, 'connect');
      await once(socket, 'close');
    } finally {
      await quick.close();
    }
  });

  it('checks one of 300 parallel wrong passwords of a client id at a time, refusing the rest at once', async () => {
    const { perId } = CONNECT_THROTTLE;
    const checked = perId.concurrent + perId.queued;
    const run = attempts(
      300,
      () => ({ clientId: 'gw-guessed', username: 'gw-guessed', password: 'guess' }),
      300 - checked,
    );
    await run.refusedAtOnce;
    // Every refusal came before any password was answered: only the first check has started.
    expect(checks.started).toBe(perId.concurrent);
    gate.open();
    expect(tally(await run.answers)).toEqual({
      [REFUSED_AT_ONCE]: 300 - checked,
      [BAD_CREDENTIALS]: checked,
    });
    expect(checks).toMatchObject({ started: checked, mostAtOnce: perId.concurrent });
  });

  it('limits parallel attempts per address across client ids the same way', async () => {
    gate = closedGate();
    Object.assign(checks, { started: 0, mostAtOnce: 0 });
    const { perAddress } = CONNECT_THROTTLE;
    const checked = perAddress.concurrent + perAddress.queued;
    const run = attempts(
      300,
      (i) => ({ clientId: `gw-${i}`, username: `gw-${i}`, password: 'guess' }),
      300 - checked,
    );
    await run.refusedAtOnce;
    expect(checks.started).toBe(perAddress.concurrent);
    gate.open();
    expect(tally(await run.answers)).toEqual({
      [REFUSED_AT_ONCE]: 300 - checked,
      [BAD_CREDENTIALS]: checked,
    });
    expect(checks.mostAtOnce).toBe(perAddress.concurrent);
  });

  it('still accepts the right password after the guesses, later rather than never', async () => {
    const code = await connackOf({
      clientId: 'gw-guessed',
      username: 'gw-guessed',
      password: RIGHT,
    });
    expect(code).toBe(0);
  });
});
