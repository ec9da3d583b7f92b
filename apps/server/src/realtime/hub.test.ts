import { describe, expect, it, vi } from 'vitest';
import type { LiveSignalValue, SocketMessage } from '@lf/protocol';
import { RealtimeHub, type LiveSocket } from './hub';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  /** What was sent, as passed to `send` (live values go out as shared text-frame Buffers). */
  frames: (string | Buffer)[] = [];
  closedWith: number | undefined;
  send(data: string): void;
  send(data: Buffer, options: { binary: boolean }): void;
  send(data: string | Buffer, options?: { binary: boolean }) {
    if (typeof data !== 'string' && options?.binary !== false) throw new Error('binary frame');
    this.frames.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  get sent(): string[] {
    return this.frames.map((frame) => frame.toString());
  }
  values(): LiveSignalValue[] {
    return this.sent
      .map((text) => JSON.parse(text) as SocketMessage)
      .flatMap((m) => (m.type === 'signalVal' ? m.data : []));
  }
}

/** Resolves after the turns already queued, the hub's flush among them. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const value = (signalId: string, ts: number, v: number, equipId = 'e1'): LiveSignalValue => ({
  signalId,
  equipId,
  value: v,
  ts,
  quality: 'good',
});

describe('RealtimeHub', () => {
  it('sends each watcher only the equipment it watches, coalesced to the newest per signal', async () => {
    const hub = new RealtimeHub();
    const a = new FakeSocket();
    const b = new FakeSocket();
    hub.watch({ socket: a, sessionHash: 's', userId: 'u' }, ['e1']);
    hub.watch({ socket: b, sessionHash: 's', userId: 'u' }, ['e2']);
    hub.publishValue(value('1', 1, 10));
    hub.publishValue(value('1', 2, 11));
    hub.publishValue(value('2', 1, 20));
    hub.publishValue(value('1', 0, 9));
    await nextTurn();
    expect(a.sent).toHaveLength(1);
    expect(a.values()).toEqual([value('1', 2, 11), value('2', 1, 20)]);
    expect(b.sent).toHaveLength(0);
    hub.close();
  });

  it('sends what one turn published right after that turn, one frame per equipment', async () => {
    const hub = new RealtimeHub();
    const socket = new FakeSocket();
    hub.watch({ socket, sessionHash: 's', userId: 'u' }, ['e1', 'e2']);
    // One gateway batch: its values are published one by one in the same turn.
    hub.publishValue(value('1', 1, 1, 'e1'));
    hub.publishValue(value('2', 1, 2, 'e1'));
    hub.publishValue(value('3', 1, 3, 'e2'));
    expect(socket.frames).toHaveLength(0);
    await nextTurn();
    expect(socket.frames).toHaveLength(2);
    expect(socket.values()).toEqual([
      value('1', 1, 1, 'e1'),
      value('2', 1, 2, 'e1'),
      value('3', 1, 3, 'e2'),
    ]);
    hub.close();
  });

  it('sends a batch arriving right after another at once, as a frame of its own', async () => {
    const hub = new RealtimeHub();
    const socket = new FakeSocket();
    hub.watch({ socket, sessionHash: 's', userId: 'u' }, ['e1']);
    for (let ts = 1; ts <= 5; ts++) {
      hub.publishValue(value('1', ts, ts));
      hub.publishValue(value('2', ts, -ts));
      await nextTurn();
      expect(socket.frames).toHaveLength(ts);
    }
    expect(socket.values().slice(-2)).toEqual([value('1', 5, 5), value('2', 5, -5)]);
    hub.close();
  });

  it('holds at most one value per signal for a socket that cannot keep up, and sends when it drains', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ maxBufferedBytes: 100 });
      const slow = new FakeSocket();
      slow.bufferedAmount = 1000;
      hub.watch({ socket: slow, sessionHash: 's', userId: 'u' }, ['e1']);
      for (let ts = 1; ts <= 1000; ts++) {
        hub.publishValue(value('1', ts, ts));
        vi.advanceTimersByTime(10);
      }
      expect(slow.sent).toHaveLength(0);
      slow.bufferedAmount = 0;
      vi.advanceTimersByTime(100);
      expect(slow.values()).toEqual([value('1', 1000, 1000)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serialises a group’s values once per flush and sends that one frame to all its sockets', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub();
      const sockets = Array.from({ length: 50 }, () => new FakeSocket());
      sockets.forEach((socket, n) => {
        // A page watching two equipment, an equipment screen watching one: the same group.
        hub.watch({ socket, sessionHash: 's', userId: `u${n}` }, n % 2 ? ['e1', 'e2'] : ['e1']);
      });
      for (let s = 0; s < 100; s++) hub.publishValue(value(String(s), 5, s));
      vi.advanceTimersByTime(10);
      expect(hub.framesEncoded).toBe(1);
      const [first] = sockets[0]?.frames ?? [];
      expect(first).toBeInstanceOf(Buffer);
      for (const socket of sockets) {
        expect(socket.frames).toHaveLength(1);
        expect(socket.frames[0]).toBe(first);
      }
      expect(sockets[0]?.values()).toHaveLength(100);

      hub.publishValue(value('a', 6, 1, 'e1'));
      hub.publishValue(value('b', 6, 2, 'e2'));
      vi.advanceTimersByTime(10);
      expect(hub.framesEncoded).toBe(3);
      expect(sockets[0]?.values().slice(100)).toEqual([value('a', 6, 1, 'e1')]);
      expect(sockets[1]?.values().slice(100)).toEqual([
        value('a', 6, 1, 'e1'),
        value('b', 6, 2, 'e2'),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('coalesces a slow socket’s values apart, one per signal, while the others get each batch, then catches it up', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ maxBufferedBytes: 100 });
      const fast = new FakeSocket();
      const slow = new FakeSocket();
      hub.watch({ socket: fast, sessionHash: 's', userId: 'u' }, ['e1']);
      hub.watch({ socket: slow, sessionHash: 's', userId: 'u' }, ['e1']);
      slow.bufferedAmount = 1000;
      // A batch of 10 values every millisecond: each goes out as its own frame.
      for (let ts = 1; ts <= 500; ts++) {
        for (let s = 0; s < 10; s++) hub.publishValue(value(String(s), ts, ts * 10 + s));
        vi.advanceTimersByTime(1);
      }
      expect(fast.frames).toHaveLength(500);
      expect(slow.frames).toHaveLength(0);
      // One frame per batch for the group, none for the slow socket while it lags.
      expect(hub.framesEncoded).toBe(500);

      slow.bufferedAmount = 0;
      vi.advanceTimersByTime(100);
      expect(slow.frames).toHaveLength(1);
      expect(slow.values()).toEqual(
        Array.from({ length: 10 }, (_, s) => value(String(s), 500, 5000 + s)),
      );

      // Caught up, it shares the group's frames again.
      hub.publishValue(value('0', 501, 1));
      vi.advanceTimersByTime(1);
      expect(slow.frames.at(-1)).toBe(fast.frames.at(-1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the newest values of a lagging socket across a frame it missed in the same flush', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ maxBufferedBytes: 100 });
      const slow = new FakeSocket();
      hub.watch({ socket: slow, sessionHash: 's', userId: 'u' }, ['e1', 'e2']);
      slow.bufferedAmount = 1000;
      hub.publishValue(value('1', 1, 1, 'e1'));
      vi.advanceTimersByTime(10);
      slow.bufferedAmount = 0;
      hub.publishValue(value('2', 2, 2, 'e2'));
      hub.publishValue(value('1', 0, 0, 'e1'));
      vi.advanceTimersByTime(10);
      expect(slow.frames).toHaveLength(1);
      expect(slow.values()).toEqual([value('1', 1, 1, 'e1'), value('2', 2, 2, 'e2')]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a socket the values of equipment it was not granted, shared or lagging', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ maxBufferedBytes: 100 });
      const owner = new FakeSocket();
      const viewer = new FakeSocket();
      const lagging = new FakeSocket();
      hub.watch({ socket: owner, sessionHash: 'a', userId: 'owner' }, ['e1', 'e2']);
      hub.watch({ socket: viewer, sessionHash: 'b', userId: 'viewer' }, ['e1'], {
        equipmentIds: new Set(['e1']),
        withoutAlarms: new Set(),
      });
      hub.watch({ socket: lagging, sessionHash: 'c', userId: 'viewer' }, ['e1']);
      lagging.bufferedAmount = 1000;
      hub.publishValue(value('1', 1, 1, 'e1'));
      hub.publishValue(value('2', 1, 2, 'e2'));
      vi.advanceTimersByTime(10);
      lagging.bufferedAmount = 0;
      hub.publishValue(value('2', 2, 3, 'e2'));
      vi.advanceTimersByTime(50);
      expect(owner.values().map((v) => v.equipId)).toEqual(['e1', 'e2', 'e2']);
      expect(viewer.values().map((v) => v.equipId)).toEqual(['e1']);
      expect(lagging.values().map((v) => v.equipId)).toEqual(['e1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops sending to a socket once it is unwatched', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub();
      const socket = new FakeSocket();
      const stop = hub.watch({ socket, sessionHash: 's', userId: 'u' }, ['e1']);
      stop();
      hub.publishValue(value('1', 1, 1));
      vi.advanceTimersByTime(50);
      expect(socket.sent).toHaveLength(0);
      expect(hub.framesEncoded).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the idle text and closes the sockets of ended sessions', () => {
    const hub = new RealtimeHub();
    const kept = new FakeSocket();
    const ended = new FakeSocket();
    hub.listenMessages({ socket: kept, sessionHash: 'alive', userId: 'u1', orgId: 'o1' });
    hub.watch({ socket: ended, sessionHash: 'gone', userId: 'u2' }, ['e1']);
    hub.sendIdle();
    expect(kept.sent).toEqual(['msg idle']);
    expect(ended.sent).toEqual(['msg idle']);
    expect(hub.sessionHashes()).toEqual(new Set(['alive', 'gone']));
    hub.closeSessions(new Set(['gone']));
    expect(ended.closedWith).toBe(4401);
    expect(kept.closedWith).toBeUndefined();
  });

  it('pushes messages to the user’s message sockets only', () => {
    const hub = new RealtimeHub();
    const mine = new FakeSocket();
    const theirs = new FakeSocket();
    hub.listenMessages({ socket: mine, sessionHash: 's1', userId: 'u1', orgId: 'o1' });
    hub.listenMessages({ socket: theirs, sessionHash: 's2', userId: 'u2', orgId: 'o2' });
    hub.pushMessage('u1', {
      id: '1',
      type: 'alarm',
      title: 't',
      note: '',
      gmtCreate: '',
      dataId: 'e',
      equipType: 'eg',
    });
    expect(mine.sent).toHaveLength(1);
    expect(theirs.sent).toHaveLength(0);
  });

  it('tells an organisation’s message sockets of alarm changes, many changes in one push', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ alarmChangeMs: 250 });
      const mine = new FakeSocket();
      const colleague = new FakeSocket();
      const theirs = new FakeSocket();
      hub.listenMessages({ socket: mine, sessionHash: 's1', userId: 'u1', orgId: 'o1' });
      hub.listenMessages({ socket: colleague, sessionHash: 's2', userId: 'u2', orgId: 'o1' });
      hub.listenMessages({ socket: theirs, sessionHash: 's3', userId: 'u3', orgId: 'o2' });
      for (let i = 0; i < 1000; i += 1) hub.publishAlarmChange('o1');
      expect(mine.sent).toHaveLength(0);
      vi.advanceTimersByTime(250);
      expect(mine.sent).toEqual([JSON.stringify({ type: 'alarmChange', data: { orgId: 'o1' } })]);
      expect(colleague.sent).toHaveLength(1);
      expect(theirs.sent).toHaveLength(0);
      hub.publishAlarmChange('o1');
      vi.advanceTimersByTime(250);
      expect(mine.sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('withholds alarm pushes from a shared watcher without the alarm grant, and closes only the shared watcher of a user', () => {
    const hub = new RealtimeHub();
    const owner = new FakeSocket();
    const viewer = new FakeSocket();
    const alarmed = new FakeSocket();
    hub.watch({ socket: owner, sessionHash: 'a', userId: 'owner' }, ['e1']);
    hub.watch({ socket: viewer, sessionHash: 'b', userId: 'viewer' }, ['e1'], {
      equipmentIds: new Set(['e1']),
      withoutAlarms: new Set(['e1']),
    });
    hub.watch({ socket: alarmed, sessionHash: 'c', userId: 'contractor' }, ['e1'], {
      equipmentIds: new Set(['e1']),
      withoutAlarms: new Set(),
    });
    hub.publishSignalAlarm({
      alarmId: '7',
      signalId: '1',
      equipId: 'e1',
      level: 1,
      active: true,
      value: 9,
      text: 'high',
      ts: 1,
    });
    expect(owner.sent).toHaveLength(1);
    expect(viewer.sent).toHaveLength(0);
    expect(alarmed.sent).toHaveLength(1);

    expect(
      hub
        .sharedWatches()
        .map((w) => w.userId)
        .sort(),
    ).toEqual(['contractor', 'viewer']);
    hub.closeShared('owner', new Set(['e1']));
    expect(owner.closedWith).toBeUndefined();
    hub.closeShared('viewer', new Set(['e2']));
    expect(viewer.closedWith).toBeUndefined();
    hub.closeShared('viewer', new Set(['e1']));
    expect(viewer.closedWith).toBe(4404);
    expect(alarmed.closedWith).toBeUndefined();
  });
});
