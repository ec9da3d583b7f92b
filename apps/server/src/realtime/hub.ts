import {
  IDLE_TEXT,
  SOCKET_CLOSE,
  type ClusterEvent,
  type GatewayAlarmPush,
  type LiveSignalValue,
  type MessagePush,
  type SignalAlarmPush,
  type SocketMessage,
} from '@lf/protocol';
import { ValueFanout, type FrameSocket } from './valueFanout';

/** What the hub needs of a websocket (the `ws` WebSocket has it). */
export interface LiveSocket extends FrameSocket {
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface HubOptions {
  /** A socket with more than this many bytes unsent gets nothing new until it drains. */
  maxBufferedBytes?: number;
  /** How often a socket held back by its send buffer is looked at again while no values come. */
  catchUpMs?: number;
  /** Alarm changes of an organisation within this window reach its sockets as one push. */
  alarmChangeMs?: number;
}

/** Where pushes that only this instance sees go, for the other instances' sockets. */
export interface PushRelay {
  forward(event: ClusterEvent): void;
}

interface Subscriber {
  socket: LiveSocket;
  sessionHash: string;
  userId: string;
}

/**
 * What a socket on shared equipment may see: the equipment it watches through a grant, and of
 * those, the ones whose alarms the grant leaves out.
 */
export interface SharedWatch {
  equipmentIds: ReadonlySet<string>;
  withoutAlarms: ReadonlySet<string>;
}

/** A message socket knows its user's organisation: alarm changes go to a whole organisation. */
interface MessageSubscriber extends Subscriber {
  orgId: string;
}

/**
 * A message socket between its opening and the end of its token check: what the hub delivers
 * meanwhile is kept (a bounded number) to be replayed to it once it is known whose it is.
 */
interface Opening {
  held: ({ userId: string; push: MessagePush } | { orgId: string })[];
}

/** Pushes kept for one opening socket at most; its check takes milliseconds. */
const MAX_HELD_PUSHES = 500;

/**
 * A socket watching the live values of equipment (every signal of each: the token that opened
 * it was granted per equipment).
 */
interface Watcher extends Subscriber {
  equipmentIds: ReadonlySet<string>;
  shared?: SharedWatch;
}

/**
 * Fan-out of live values, alarms and messages to the sockets that asked for them. Live values
 * go out as one frame per equipment and event-loop turn, shared by its watchers; a slow browser
 * never makes the server hold more than one value per watched signal (see `ValueFanout`).
 */
export class RealtimeHub {
  private readonly byEquipment = new Map<string, Set<Watcher>>();
  private readonly messageSockets = new Map<string, Set<Subscriber>>();
  private readonly orgSockets = new Map<string, Set<Subscriber>>();
  private readonly openings = new Set<Opening>();
  private readonly changedOrgs = new Set<string>();
  private changeTimer: NodeJS.Timeout | undefined;
  private readonly alarmChangeMs: number;
  private readonly values: ValueFanout<Watcher>;
  private relay: PushRelay | undefined;

  constructor(options: HubOptions = {}) {
    this.alarmChangeMs = options.alarmChangeMs ?? 250;
    this.values = new ValueFanout((equipmentId) => this.byEquipment.get(equipmentId), {
      maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
      catchUpMs: options.catchUpMs ?? 100,
    });
  }

  /** Live-value frames built so far: one per equipment and flush, shared by its sockets. */
  get framesEncoded(): number {
    return this.values.framesEncoded;
  }

  /** `socket` gets the live values, alarms and gateway changes of `equipmentIds`. */
  watch(subscriber: Subscriber, equipmentIds: Iterable<string>, shared?: SharedWatch): () => void {
    const watcher: Watcher = {
      ...subscriber,
      equipmentIds: new Set(equipmentIds),
      ...(shared ? { shared } : {}),
    };
    for (const id of watcher.equipmentIds) addTo(this.byEquipment, id, watcher);
    return () => {
      for (const id of watcher.equipmentIds) removeFrom(this.byEquipment, id, watcher);
      this.values.forget(watcher);
    };
  }

  /**
   * Called as a message socket opens, before its token is checked: the pushes delivered until
   * `listen` are held, and `listen` replays those of its user and organisation, in order, then
   * listens — with no await between, so nothing pushed around the check is missed. `cancel` for
   * a refused socket.
   */
  openMessageSocket(): { listen(subscriber: MessageSubscriber): () => void; cancel(): void } {
    const opening: Opening = { held: [] };
    this.openings.add(opening);
    return {
      listen: (subscriber) => {
        this.openings.delete(opening);
        for (const item of opening.held) {
          if ('push' in item) {
            if (item.userId === subscriber.userId) send(subscriber.socket, item.push);
          } else if (item.orgId === subscriber.orgId) {
            send(subscriber.socket, { type: 'alarmChange', data: { orgId: item.orgId } });
          }
        }
        return this.listenMessages(subscriber);
      },
      cancel: () => this.openings.delete(opening),
    };
  }

  private hold(item: Opening['held'][number]): void {
    for (const opening of this.openings) {
      if (opening.held.length < MAX_HELD_PUSHES) opening.held.push(item);
    }
  }

  listenMessages(subscriber: MessageSubscriber): () => void {
    addTo(this.messageSockets, subscriber.userId, subscriber);
    addTo(this.orgSockets, subscriber.orgId, subscriber);
    return () => {
      removeFrom(this.messageSockets, subscriber.userId, subscriber);
      removeFrom(this.orgSockets, subscriber.orgId, subscriber);
    };
  }

  /**
   * An organisation's alarms changed (raised, cleared, acknowledged, shelved…): its message
   * sockets, here and relayed on the other instances, hear `alarmChange` and re-read what they
   * show. Changes within `alarmChangeMs` make one push, so a flood of alarms is not a flood of
   * re-reads.
   */
  publishAlarmChange(orgId: string): void {
    this.changedOrgs.add(orgId);
    this.changeTimer ??= setTimeout(() => this.flushAlarmChanges(), this.alarmChangeMs);
  }

  /** An alarm change to this instance's sockets of the organisation only. */
  deliverAlarmChange(orgId: string): void {
    this.hold({ orgId });
    for (const subscriber of this.orgSockets.get(orgId) ?? []) {
      send(subscriber.socket, { type: 'alarmChange', data: { orgId } });
    }
  }

  private flushAlarmChanges(): void {
    this.changeTimer = undefined;
    for (const orgId of this.changedOrgs) {
      this.deliverAlarmChange(orgId);
      this.relay?.forward({ kind: 'alarmChange', orgId });
    }
    this.changedOrgs.clear();
  }

  publishValue(value: LiveSignalValue): void {
    this.values.publish(value);
  }

  /** Sends values straight to one socket (the snapshot when it opens). */
  sendValues(socket: LiveSocket, values: LiveSignalValue[]): void {
    if (values.length > 0) send(socket, { type: 'signalVal', data: values });
  }

  /** Other server instances get this instance's message and gateway pushes through `relay`. */
  relayTo(relay: PushRelay): void {
    this.relay = relay;
  }

  /** A gateway went on- or offline: to this instance's watchers and, relayed, to the others'. */
  publishGatewayAlarm(push: GatewayAlarmPush): void {
    this.deliverGatewayAlarm(push);
    this.relay?.forward({ kind: 'gatewayAlarm', push });
  }

  /** A gateway push to this instance's watchers only (one relayed from another instance). */
  deliverGatewayAlarm(push: GatewayAlarmPush): void {
    const sent = new Set<Watcher>();
    for (const equipmentId of push.equipIds) {
      for (const watcher of this.byEquipment.get(equipmentId) ?? []) {
        if (sent.has(watcher)) continue;
        sent.add(watcher);
        send(watcher.socket, { type: 'gatewayAlarm', data: push });
      }
    }
  }

  publishSignalAlarm(push: SignalAlarmPush): void {
    for (const watcher of this.byEquipment.get(push.equipId) ?? []) {
      if (watcher.shared?.withoutAlarms.has(push.equipId)) continue;
      send(watcher.socket, { type: 'signalAlarm', data: push });
    }
  }

  /** Each socket watching equipment through a grant: its user and that equipment. */
  sharedWatches(): { userId: string; equipmentIds: ReadonlySet<string> }[] {
    const found = new Map<Watcher, ReadonlySet<string>>();
    for (const group of this.byEquipment.values()) {
      for (const watcher of group) {
        if (watcher.shared) found.set(watcher, watcher.shared.equipmentIds);
      }
    }
    return [...found].map(([watcher, equipmentIds]) => ({ userId: watcher.userId, equipmentIds }));
  }

  /** Closes the sockets through which `userId` watches any of `equipmentIds` by a grant. */
  closeShared(userId: string, equipmentIds: ReadonlySet<string>): void {
    for (const id of equipmentIds) {
      for (const watcher of [...(this.byEquipment.get(id) ?? [])]) {
        if (watcher.userId !== userId || !watcher.shared?.equipmentIds.has(id)) continue;
        watcher.socket.close(SOCKET_CLOSE.shareEnded, 'share ended');
      }
    }
  }

  /** A message written for a user: to this instance's sockets of the user and, relayed, the others'. */
  pushMessage(userId: string, push: MessagePush): void {
    this.deliverMessage(userId, push);
    this.relay?.forward({ kind: 'message', userId, push });
  }

  /** A message to this instance's sockets of the user only (one relayed from another instance). */
  deliverMessage(userId: string, push: MessagePush): void {
    this.hold({ userId, push });
    for (const subscriber of this.messageSockets.get(userId) ?? []) send(subscriber.socket, push);
  }

  /** The idle text of SPEC §7, to every socket. */
  sendIdle(): void {
    for (const subscriber of this.subscribers()) {
      if (subscriber.socket.readyState === OPEN) subscriber.socket.send(IDLE_TEXT);
    }
  }

  sessionHashes(): Set<string> {
    return new Set([...this.subscribers()].map((s) => s.sessionHash));
  }

  /** Closes every socket opened under a session that has ended. */
  closeSessions(ended: ReadonlySet<string>): void {
    for (const subscriber of this.subscribers()) {
      if (ended.has(subscriber.sessionHash)) {
        subscriber.socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
      }
    }
  }

  close(): void {
    this.values.close();
    if (this.changeTimer) clearTimeout(this.changeTimer);
    this.changeTimer = undefined;
  }

  private *subscribers(): Generator<Subscriber> {
    const seen = new Set<Subscriber>();
    for (const group of [...this.byEquipment.values(), ...this.messageSockets.values()]) {
      for (const subscriber of group) {
        if (seen.has(subscriber)) continue;
        seen.add(subscriber);
        yield subscriber;
      }
    }
  }
}

function send(socket: LiveSocket, message: SocketMessage): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
