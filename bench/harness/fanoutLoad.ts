import { connectAsync, type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { mqttTopics } from '@lf/protocol';

/**
 * The load of the fan-out suite, in a process of its own (forked by `suites/fanout.ts`) so that
 * neither the clients' JSON parsing nor the gateways' publishing counts as the server's CPU.
 * Commands come over IPC: `start` (measure from now), `stop` (report and end).
 */
export type LoadRole =
  | { kind: 'clients'; urls: string[] }
  | { kind: 'gateways'; brokerUrl: string; rateHz: number; plants: Plant[] };

export interface Plant {
  gatewayId: string;
  password: string;
  signalIds: string[];
}

export interface LoadReport {
  values: number;
  messages: number;
  /** Socket arrival − sample time, one per message (every value of a frame shares its time). */
  latencies: number[];
  published: number;
  cpuSeconds: number;
}

const FRAME_START = Buffer.from('{"type":"signalVal","data":[');
const TS = Buffer.from('"ts":');
const SIGNAL = Buffer.from('"signalId":');

const report: LoadReport = { values: 0, messages: 0, latencies: [], published: 0, cpuSeconds: 0 };
let measuring = false;
let cpuAtStart = process.cpuUsage();

function openClients(urls: string[]): Promise<WebSocket[]> {
  return Promise.all(
    urls.map((url) => {
      const socket = new WebSocket(url);
      // Read without parsing the whole frame: one client process must keep up with 100
      // sockets at 500,000 values/s on a shared core, and what is measured is the server.
      socket.on('message', (data: Buffer) => {
        if (!measuring) return;
        const now = Date.now();
        if (data.compare(FRAME_START, 0, FRAME_START.length, 0, FRAME_START.length) !== 0) return;
        report.messages += 1;
        for (let at = data.indexOf(SIGNAL); at >= 0; at = data.indexOf(SIGNAL, at + 1)) {
          report.values += 1;
        }
        const ts = data.indexOf(TS);
        if (ts >= 0)
          report.latencies.push(now - parseInt(data.toString('latin1', ts + 5, ts + 25)));
      });
      return new Promise<WebSocket>((resolve, reject) => {
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    }),
  );
}

/** Each gateway publishes all its signals `rateHz` times a second, the gateways spread evenly. */
async function startGateways(role: Extract<LoadRole, { kind: 'gateways' }>): Promise<() => void> {
  const clients: MqttClient[] = await Promise.all(
    role.plants.map((p) =>
      connectAsync(role.brokerUrl, {
        clientId: p.gatewayId,
        username: p.gatewayId,
        password: p.password,
        reconnectPeriod: 0,
      }),
    ),
  );
  const period = 1000 / role.rateHz;
  const timers: NodeJS.Timeout[] = [];
  role.plants.forEach((plant, g) => {
    const client = clients[g];
    const publish = () => {
      const now = Date.now();
      const values = plant.signalIds.map((signalId, i) => ({
        signalId,
        value: Math.sin(now / 1000 + i),
        ts: now,
      }));
      if (measuring) report.published += values.length;
      void client?.publishAsync(mqttTopics.values(plant.gatewayId), JSON.stringify({ values }), {
        qos: 1,
      });
    };
    timers.push(
      setTimeout(
        () => {
          publish();
          timers.push(setInterval(publish, period));
        },
        (g * period) / role.plants.length,
      ),
    );
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
    for (const client of clients) client.end(true);
  };
}

async function main(role: LoadRole): Promise<void> {
  let stop: () => void;
  if (role.kind === 'clients') {
    const sockets = await openClients(role.urls);
    stop = () => sockets.forEach((socket) => socket.terminate());
  } else {
    stop = await startGateways(role);
  }
  process.on('message', (command) => {
    if (command === 'start') {
      measuring = true;
      cpuAtStart = process.cpuUsage();
    } else if (command === 'stop') {
      measuring = false;
      const cpu = process.cpuUsage(cpuAtStart);
      report.cpuSeconds = (cpu.user + cpu.system) / 1e6;
      stop();
      process.send?.({ kind: 'report', report }, () => process.exit(0));
    }
  });
  process.send?.({ kind: 'ready' });
}

process.once('message', (role: LoadRole) => {
  main(role).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
