import { describe, expect, it } from 'vitest';
import {
  agentConfig,
  agentRuntimeConfig,
  agentSignalConfig,
  downCommand,
  mayPublish,
  maySubscribe,
  mqttTopics,
  parseMqttPayload,
  parseMqttTopic,
  replyPayload,
  SERVER_SUBSCRIPTIONS,
  sharedSubscription,
  statusPayload,
  valuesPayload,
} from './mqtt';

const signal = {
  id: '1001',
  name: 'Tank level',
  area: 'holding',
  address: 0,
  dataType: 'float32',
} as const;

const device = {
  id: 'plc-1',
  driver: 'modbus-tcp',
  host: '127.0.0.1',
  signals: [signal],
} as const;

describe('topics', () => {
  it('builds and parses every channel as a round trip', () => {
    for (const [channel, build] of Object.entries(mqttTopics)) {
      const topic = build('gw-01');
      const parsed = parseMqttTopic(topic);
      expect(parsed).toEqual({
        id: 'gw-01',
        direction: channel === 'cmd' ? 'down' : 'up',
        channel,
      });
    }
    expect(mqttTopics.values('gw-01')).toBe('lf/v1/gw-01/up/values');
    expect(mqttTopics.cmd('gw-01')).toBe('lf/v1/gw-01/down/cmd');
  });

  it('refuses ids that would break out of one topic level', () => {
    for (const bad of ['a/b', '+', '#', '$SYS', '', 'with space', 'x'.repeat(65)]) {
      expect(() => mqttTopics.values(bad)).toThrow();
    }
  });

  it('does not parse foreign or malformed topics', () => {
    expect(parseMqttTopic('lf/v2/gw/up/values')).toBeNull();
    expect(parseMqttTopic('lf/v1/gw/up/other')).toBeNull();
    expect(parseMqttTopic('lf/v1/gw/down/values')).toBeNull();
    expect(parseMqttTopic('lf/v1/gw/up/values/extra')).toBeNull();
    expect(parseMqttTopic('lf/v1/+/up/values')).toBeNull();
  });

  it('lets a client publish only its own up topics and subscribe only its own down topic', () => {
    expect(mayPublish('gw', 'lf/v1/gw/up/values')).toBe(true);
    expect(mayPublish('gw', 'lf/v1/other/up/values')).toBe(false);
    expect(mayPublish('gw', 'lf/v1/gw/down/cmd')).toBe(false);
    expect(maySubscribe('gw', 'lf/v1/gw/down/cmd')).toBe(true);
    expect(maySubscribe('gw', 'lf/v1/+/down/cmd')).toBe(false);
    expect(maySubscribe('gw', 'lf/v1/gw/up/values')).toBe(false);
  });

  it('offers the server filters and shared subscriptions', () => {
    expect(SERVER_SUBSCRIPTIONS).toContain('lf/v1/+/up/values');
    expect(sharedSubscription('ingest', 'lf/v1/+/up/values')).toBe(
      '$share/ingest/lf/v1/+/up/values',
    );
  });
});

describe('value batches', () => {
  it('accepts a batch and defaults quality to good', () => {
    const parsed = valuesPayload.parse({ values: [{ signalId: '1', value: 2.5, ts: 1000 }] });
    expect(parsed.values[0]?.quality).toBe('good');
  });

  it('accepts bad samples with null value and a device code', () => {
    const ok = valuesPayload.safeParse({
      values: [{ signalId: '1', value: null, ts: 1, quality: 'bad', code: 1715 }],
    });
    expect(ok.success).toBe(true);
  });

  it('refuses good samples without value, empty batches, fractional ts and strings', () => {
    const bad = [
      { values: [{ signalId: '1', value: null, ts: 1 }] },
      { values: [] },
      { values: [{ signalId: '1', value: 1, ts: 1.5 }] },
      { values: [{ signalId: '1', value: 'on', ts: 1 }] },
      { values: Array.from({ length: 1001 }, (_, i) => ({ signalId: '1', value: 1, ts: i })) },
    ];
    for (const payload of bad) expect(valuesPayload.safeParse(payload).success).toBe(false);
  });
});

describe('status and reply', () => {
  it('accepts a full status and the minimal last will', () => {
    expect(statusPayload.safeParse({ online: false, ts: 5 }).success).toBe(true);
    const full = statusPayload.safeParse({
      online: true,
      ts: 5,
      agentVersion: '0.1.0',
      economize: { mode: 'time', open: true, openUntil: 99, intervalMs: 1000 },
      buffer: { pendingBytes: 0, droppedBatches: 0 },
    });
    expect(full.success).toBe(true);
  });

  it('ties status success to code 200', () => {
    const base = { uuid: 'u1', message: '', data: null };
    expect(replyPayload.safeParse({ ...base, status: 'success', code: 200 }).success).toBe(true);
    expect(replyPayload.safeParse({ ...base, status: 'failure', code: 1715 }).success).toBe(true);
    expect(replyPayload.safeParse({ ...base, status: 'success', code: 1715 }).success).toBe(false);
    expect(replyPayload.safeParse({ ...base, status: 'failure', code: 200 }).success).toBe(false);
  });
});

describe('down commands', () => {
  it('parses each command type', () => {
    const commands = [
      { type: 'open', delay: 600, interval: 2 },
      { type: 'write', uuid: 'u', signalId: '1', value: true },
      { type: 'read', uuid: 'u', signalId: '1', expiresAt: 10 },
      { type: 'config', config: { devices: [device] } },
    ];
    for (const command of commands) expect(downCommand.parse(command).type).toBe(command.type);
  });

  it('refuses unknown types and missing fields', () => {
    const bad = [
      { type: 'reboot' },
      { type: 'open' },
      { type: 'open', delay: 0 },
      { type: 'write', signalId: '1', value: 1 },
      { type: 'read', uuid: 'u' },
    ];
    for (const command of bad) expect(downCommand.safeParse(command).success).toBe(false);
  });

  it('decodes wire payloads without throwing', () => {
    expect(parseMqttPayload(downCommand, '{nope').ok).toBe(false);
    const wrong = parseMqttPayload(downCommand, '{"type":"write","uuid":"u"}');
    expect(wrong).toMatchObject({ ok: false });
    const right = parseMqttPayload(downCommand, '{"type":"open","delay":5}');
    expect(right).toEqual({ ok: true, value: { type: 'open', delay: 5 } });
  });

  it('names why a payload is refused: not JSON, a NUL character, the wrong shape', () => {
    const fault = (text: string) => {
      const result = parseMqttPayload(valuesPayload, text);
      return result.ok ? 'ok' : result.fault;
    };
    expect(fault('{"values":[{"signalId":"1","value":NaN,"ts":1}]}')).toBe('notJson');
    expect(fault('{"values":[{"signalId":"1","value":1,"ts":1}]}\u0000')).toBe('notJson');
    expect(fault('{"values":[{"signalId":"1\\u0000","value":1,"ts":1}]}')).toBe('nulCharacter');
    expect(fault('{"values":[{"signalId":"1","value":1e999,"ts":1}]}')).toBe('badShape');
    expect(fault('{"values":[]}')).toBe('badShape');
    expect(fault('{"values":[{"signalId":"1","value":1,"ts":1}]}')).toBe('ok');
  });
});

describe('agent configuration', () => {
  const file = {
    gatewayId: 'gw-01',
    brokerUrl: 'mqtt://127.0.0.1:1883',
    buffer: { dir: './data/buffer' },
    devices: [device],
  };

  it('fills defaults for device, signal, economize and buffer', () => {
    const config = agentConfig.parse(file);
    expect(config.economize).toEqual({
      mode: 'time',
      slowIntervalMs: 60_000,
      fastIntervalMs: 1000,
      fullRefreshMs: 600_000,
    });
    expect(config.buffer.maxBytes).toBe(64 * 1024 * 1024);
    expect(config.devices[0]).toMatchObject({ port: 502, unitId: 1, timeoutMs: 1000 });
    expect(config.devices[0]?.signals[0]).toMatchObject({
      wordOrder: 'ABCD',
      scale: 1,
      offset: 0,
      access: 'r',
    });
  });

  it('refuses duplicate signal ids across devices and duplicate device ids', () => {
    const twice = { ...file, devices: [device, { ...device, id: 'plc-2' }] };
    expect(agentConfig.safeParse(twice).success).toBe(false);
    const sameDevice = { devices: [device, { ...device, signals: [] }] };
    expect(agentRuntimeConfig.safeParse(sameDevice).success).toBe(false);
  });

  it('verifies TLS brokers unless told otherwise', () => {
    const config = agentConfig.parse({
      ...file,
      brokerUrl: 'mqtts://broker:8883',
      tls: { caFile: 'ca.pem' },
    });
    expect(config.tls).toEqual({ caFile: 'ca.pem', rejectUnauthorized: true });
    expect(agentConfig.parse(file).tls).toBeUndefined();
  });

  it('refuses a bad broker URL', () => {
    expect(agentConfig.safeParse({ ...file, brokerUrl: 'http://x' }).success).toBe(false);
  });

  it('checks signal consistency rule by rule', () => {
    const ok = (s: object) => agentSignalConfig.safeParse({ ...signal, ...s }).success;
    expect(ok({ area: 'coil', dataType: 'bool', access: 'rw' })).toBe(true);
    expect(ok({ area: 'coil', dataType: 'uint16' })).toBe(false);
    expect(ok({ area: 'holding', dataType: 'bool' })).toBe(false);
    expect(ok({ area: 'input', access: 'rw' })).toBe(false);
    expect(ok({ area: 'discrete', dataType: 'bool', access: 'rw' })).toBe(false);
    expect(ok({ address: 65535, dataType: 'float32' })).toBe(false);
    expect(ok({ address: 65535, dataType: 'uint16' })).toBe(true);
    expect(ok({ min: 10, max: 1 })).toBe(false);
    expect(ok({ scale: 0 })).toBe(false);
    expect(ok({ wordOrder: 'BADC' })).toBe(false);
  });
});
