import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Aedes } from 'aedes';
import Modbus from 'jsmodbus';
import type { ModbusTcpDeviceInput, ValueSample } from '@lf/protocol';
import { exceptionFrame, listenAsDevice } from '@lf/simulators';
import { parseMqttTopic, valuesPayload } from '@lf/protocol';

export interface CapturedMessage {
  topic: string;
  payload: string;
  retain: boolean;
}

export interface TestBroker {
  port: number;
  url: string;
  /** Every message a client published, in the order the broker accepted them. */
  messages: CapturedMessage[];
  close(): Promise<void>;
}

/** An aedes broker on `port` (0 = free), capturing what clients publish. */
export async function startTestBroker(port = 0): Promise<TestBroker> {
  const broker = await Aedes.createBroker();
  const messages: CapturedMessage[] = [];
  broker.on('publish', (packet, client) => {
    if (client) {
      messages.push({
        topic: packet.topic,
        payload: packet.payload.toString(),
        retain: packet.retain,
      });
    }
  });
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as net.AddressInfo).port;
  return {
    port: actualPort,
    url: `mqtt://127.0.0.1:${actualPort}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
      }),
  };
}

/** Value samples of the captured `…/up/values` messages, in arrival order. */
export function capturedSamples(
  messages: readonly Pick<CapturedMessage, 'topic' | 'payload'>[],
): ValueSample[] {
  return messages
    .filter((m) => parseMqttTopic(m.topic)?.channel === 'values')
    .flatMap((m) => valuesPayload.parse(JSON.parse(m.payload)).values);
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function tempDir(prefix = 'lf-gateway-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function waitFor<T>(
  probe: () => T | undefined | null | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Like waitFor, for a probe that has to ask a device (a promise per try). */
export async function waitForAsync<T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ModbusTestClient = InstanceType<typeof Modbus.client.TCP>;

/** A jsmodbus client on unit 1 of the device at `port`, and how to let go of it. */
export async function connectModbusClient(
  port: number,
): Promise<{ client: ModbusTestClient; close(): void }> {
  const socket = new net.Socket();
  const client = new Modbus.client.TCP(socket, 1, 1000);
  await new Promise<void>((resolve) => socket.connect({ host: '127.0.0.1', port }, resolve));
  return { client, close: () => socket.destroy() };
}

export interface CounterDevice {
  port: number;
  stop(): Promise<void>;
}

/**
 * A Modbus TCP device whose holding register 0 counts its own reads (1, 2, 3 …): every poll
 * yields a new value, so lost or repeated samples are visible downstream.
 */
export async function startCounterDevice(port = 0): Promise<CounterDevice> {
  const holding = Buffer.alloc(2 * 1024);
  const tcp = net.createServer();
  const modbus = new Modbus.server.TCP(tcp, { holding });
  modbus.on('preReadHoldingRegisters', () =>
    holding.writeUInt16BE((holding.readUInt16BE(0) + 1) & 0xffff, 0),
  );
  const device = await listenAsDevice(tcp, '127.0.0.1', port);
  return { port: device.port, stop: device.close };
}

/** The agent's entry for a counter device: its register 0 as `<prefix>.count`, polled every 50 ms. */
export function counterDeviceConfig(port: number, prefix: string): ModbusTcpDeviceInput {
  return {
    id: 'counter',
    driver: 'modbus-tcp',
    host: '127.0.0.1',
    port,
    pollIntervalMs: 50,
    signals: [{ id: `${prefix}.count`, area: 'holding', address: 0, dataType: 'uint16' }],
  };
}

export type FaultBehaviour = { exception: number } | 'silent';

/**
 * A Modbus TCP device that answers every request with one exception code, or never answers:
 * for the failure mapping, which the library servers cannot produce on demand.
 */
export async function startFaultyDevice(behaviour: () => FaultBehaviour): Promise<CounterDevice> {
  const tcp = net.createServer((socket) => {
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      // MBAP header: transaction id (2), protocol id (2), length (2), unit id (1); then the PDU.
      while (pending.length >= 7 && pending.length >= 6 + pending.readUInt16BE(4)) {
        const frameLength = 6 + pending.readUInt16BE(4);
        const frame = pending.subarray(0, frameLength);
        pending = pending.subarray(frameLength);
        const current = behaviour();
        if (current === 'silent') continue;
        socket.write(exceptionFrame(frame, current.exception));
      }
    });
  });
  const device = await listenAsDevice(tcp, '127.0.0.1', 0);
  return { port: device.port, stop: device.close };
}

export interface TcpProxy {
  port: number;
  /** The link goes down: open connections are cut and new ones refused. */
  cut(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to `targetPort`, to take a link down and up again without touching the broker. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(targetPort, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore: () =>
      new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
