import type {
  AgentRuntimeConfig,
  BrowseCommand,
  DownCommand,
  OpenCommand,
  ReplyPayload,
  ValueSample,
} from '@lf/protocol';
import { Code, downCommand, OPCUA_OBJECTS_FOLDER, parseMqttPayload } from '@lf/protocol';
import { deviceFailureCode, deviceFailureMessage, LOCAL_FAILURE_CODE } from './deviceFailure';
import type { DevicePoller } from './devicePoller';
import type { Logger } from './logger';

export interface CommandDeps {
  /** The device runner serving a signal, if any does. */
  findSignal: (signalId: string) => DevicePoller | undefined;
  /** The runner of a configured device, by device id. */
  findDevice: (deviceId: string) => DevicePoller | undefined;
  open: (command: OpenCommand) => void;
  applyConfig: (config: AgentRuntimeConfig) => void;
  /** A value just written or read, so the next publish carries it. */
  onSample: (sample: ValueSample) => void;
  now: () => number;
  logger: Logger;
}

export function success(uuid: string, data: ValueSample | null): ReplyPayload {
  return { uuid, status: 'success', code: Code.OK, message: '', data };
}

export function failure(uuid: string, code: number, detail?: string): ReplyPayload {
  const text = deviceFailureMessage(code);
  return {
    uuid,
    status: 'failure',
    code,
    message: detail ? `${text}: ${detail}` : text,
    data: null,
  };
}

/** Parses a down-topic payload; bad payloads are logged and dropped (null). */
export function parseCommand(payload: string, logger: Logger): DownCommand | null {
  const parsed = parseMqttPayload(downCommand, payload);
  if (!parsed.ok) {
    logger.warn('dropped a bad command', { error: parsed.error, bytes: payload.length });
    return null;
  }
  return parsed.value;
}

/** Runs a command; returns the reply to publish, or null when the command carried no uuid. */
export async function executeCommand(
  command: DownCommand,
  deps: CommandDeps,
): Promise<ReplyPayload | null> {
  switch (command.type) {
    case 'open':
      deps.open(command);
      return command.uuid ? success(command.uuid, null) : null;
    case 'config':
      deps.applyConfig(command.config);
      return command.uuid ? success(command.uuid, null) : null;
    case 'write':
    case 'read': {
      if (command.expiresAt !== undefined && deps.now() > command.expiresAt) {
        return failure(
          command.uuid,
          LOCAL_FAILURE_CODE.expired,
          'command arrived after it expired',
        );
      }
      const poller = deps.findSignal(command.signalId);
      if (!poller) {
        return failure(
          command.uuid,
          LOCAL_FAILURE_CODE.variableMissing,
          `signal ${command.signalId}`,
        );
      }
      return command.type === 'write'
        ? writeValue(command.uuid, command.signalId, poller, command.value, deps)
        : readValue(command.uuid, command.signalId, poller, deps);
    }
    case 'browse':
      return browseNodes(command, deps);
  }
}

async function writeValue(
  uuid: string,
  signalId: string,
  poller: DevicePoller,
  value: number | boolean,
  deps: CommandDeps,
): Promise<ReplyPayload> {
  try {
    const refusal = await poller.write(signalId, value);
    if (refusal) return failure(uuid, refusal.code, refusal.detail);
  } catch (error) {
    return failure(uuid, poller.failureCode(error));
  }
  deps.logger.info('wrote value', { signalId, value, uuid });
  void poller.pollNow();
  return success(uuid, { signalId, value, ts: deps.now(), quality: 'good' });
}

async function readValue(
  uuid: string,
  signalId: string,
  poller: DevicePoller,
  deps: CommandDeps,
): Promise<ReplyPayload> {
  try {
    const sample = await poller.readSignal(signalId);
    if (sample.quality === 'bad')
      return failure(uuid, sample.code ?? deviceFailureCode({ kind: 'unknown' }));
    deps.onSample(sample);
    return success(uuid, sample);
  } catch (error) {
    return failure(uuid, poller.failureCode(error));
  }
}

/** Detail texts from a device library can be long; a reply's message holds 1024 characters. */
const MAX_DETAIL = 300;

async function browseNodes(command: BrowseCommand, deps: CommandDeps): Promise<ReplyPayload> {
  const { uuid } = command;
  if (command.expiresAt !== undefined && deps.now() > command.expiresAt) {
    return failure(uuid, LOCAL_FAILURE_CODE.expired, 'command arrived after it expired');
  }
  const poller = deps.findDevice(command.deviceId);
  const browsing = poller?.browse(command.nodeId ?? OPCUA_OBJECTS_FOLDER);
  if (!browsing) {
    return failure(
      uuid,
      LOCAL_FAILURE_CODE.variableMissing,
      `no browsable device ${command.deviceId}`,
    );
  }
  const outcome = await browsing;
  if (!outcome.ok) return failure(uuid, outcome.code, outcome.detail.slice(0, MAX_DETAIL));
  return { ...success(uuid, null), browse: outcome.value };
}
