import { describe, expect, it, vi } from 'vitest';
import type { LiveSignalValue, SocketMessage } from '@lf/protocol';
import { RealtimeHub, type LiveSocket } from './hub';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  values(): LiveSignalValue[] {
    return this.sent
      .map((text) => JSON.parse(text) as SocketMessage)
      .flatMap((m) => (m.type === 'signalVal' ? m.data : []));
  }
}

const value = (signalId: string, ts: number, v: number): LiveSignalValue => ({
  signalId,
  equipId: 'e1',
  value: v,
  ts,
  quality: 'good',
});

describe('RealtimeHub', () => {
  it('sends each watcher only the signals it watches, coalesced to the newest per signal', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ flushMs: 10 });
      const a = new FakeSocket();
      const b = new FakeSocket();
      hub.watch({ socket: a, sessionHash: 's', userId: 'u' }, ['1', '2'], ['e1']);
      hub.watch({ socket: b, sessionHash: 's', userId: 'u' }, ['3'], ['e2']);
      hub.publishValue(value('1', 1, 10));
      hub.publishValue(value('1', 2, 11));
      hub.publishValue(value('2', 1, 20));
      hub.publishValue(value('1', 0, 9));
      vi.advanceTimersByTime(10);
      expect(a.sent).toHaveLength(1);
      expect(a.values()).toEqual([value('1', 2, 11), value('2', 1, 20)]);
      expect(b.sent).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most one value per signal for a socket that cannot keep up, and sends when it drains', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ flushMs: 10, maxBufferedBytes: 100 });
      const slow = new FakeSocket();
      slow.bufferedAmount = 1000;
      hub.watch({ socket: slow, sessionHash: 's', userId: 'u' }, ['1'], []);
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

  it('stops sending to a socket once it is unwatched', () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub({ flushMs: 10 });
      const socket = new FakeSocket();
      const stop = hub.watch({ socket, sessionHash: 's', userId: 'u' }, ['1'], []);
      stop();
      hub.publishValue(value('1', 1, 1));
      vi.advanceTimersByTime(50);
      expect(socket.sent).toHaveLength(0);
      expect(hub.isWatched('1')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the idle text and closes the sockets of ended sessions', () => {
    const hub = new RealtimeHub();
    const kept = new FakeSocket();
    const ended = new FakeSocket();
    hub.listenMessages({ socket: kept, sessionHash: 'alive', userId: 'u1', orgId: 'o1' });
    hub.watch({ socket: ended, sessionHash: 'gone', userId: 'u2' }, ['1'], []);
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
    hub.watch({ socket: owner, sessionHash: 'a', userId: 'owner' }, ['1'], ['e1']);
    hub.watch({ socket: viewer, sessionHash: 'b', userId: 'viewer' }, ['1'], ['e1'], {
      equipmentIds: new Set(['e1']),
      withoutAlarms: new Set(['e1']),
    });
    hub.watch({ socket: alarmed, sessionHash: 'c', userId: 'contractor' }, ['1'], ['e1'], {
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
