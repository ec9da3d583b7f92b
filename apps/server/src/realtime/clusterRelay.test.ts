import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterEventsPayload, MessagePush } from '@lf/protocol';
import { ClusterRelay } from './clusterRelay';
import type { RealtimeHub } from './hub';

const push = (id: string): MessagePush => ({
  id,
  type: 'alarm',
  title: '出口压力过高',
  note: '',
  gmtCreate: '2026-11-22T00:00:00.000Z',
  dataId: 'e1',
  equipType: 'eg',
});

function relayWithOutbox() {
  const published: ClusterEventsPayload[] = [];
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  const relay = new ClusterRelay(async (payload) => {
    published.push(JSON.parse(payload) as ClusterEventsPayload);
  }, log);
  return { relay, published, log };
}

function hub() {
  return {
    deliverMessage: vi.fn(),
    deliverGatewayAlarm: vi.fn(),
  };
}

describe('cluster relay', () => {
  it('sends the events of one turn in one publication', async () => {
    const { relay, published } = relayWithOutbox();
    relay.forward({ kind: 'message', userId: 'u1', push: push('1') });
    relay.forward({ kind: 'message', userId: 'u2', push: push('2') });
    relay.forward({
      kind: 'gatewayAlarm',
      push: { gatewayId: 'gw', equipIds: ['e1'], online: false, ts: 1 },
    });
    await Promise.resolve();
    expect(published).toHaveLength(1);
    expect(published[0]?.origin).toBe(relay.origin);
    expect(published[0]?.events.map((e) => e.kind)).toEqual(['message', 'message', 'gatewayAlarm']);
    relay.forward({ kind: 'message', userId: 'u3', push: push('3') });
    await Promise.resolve();
    expect(published).toHaveLength(2);
    expect(published[1]?.events).toHaveLength(1);
  });

  it("delivers another instance's events to this instance's sockets, and skips its own", async () => {
    const { relay: other, published } = relayWithOutbox();
    const { relay: self } = relayWithOutbox();
    other.forward({ kind: 'message', userId: 'u1', push: push('7') });
    other.forward({
      kind: 'gatewayAlarm',
      push: { gatewayId: 'gw', equipIds: ['e1'], online: true, ts: 2 },
    });
    await Promise.resolve();
    const sockets = hub();
    self.receive(JSON.stringify(published[0]), sockets as unknown as RealtimeHub);
    expect(sockets.deliverMessage).toHaveBeenCalledWith('u1', push('7'));
    expect(sockets.deliverGatewayAlarm).toHaveBeenCalledWith(
      expect.objectContaining({ gatewayId: 'gw', online: true }),
    );

    const again = hub();
    other.receive(JSON.stringify(published[0]), again as unknown as RealtimeHub);
    expect(again.deliverMessage).not.toHaveBeenCalled();
    expect(again.deliverGatewayAlarm).not.toHaveBeenCalled();
  });

  it('drops a publication it cannot read, saying so', () => {
    const { relay, log } = relayWithOutbox();
    const sockets = hub();
    relay.receive(
      '{"origin":"x","events":[{"kind":"message"}]}',
      sockets as unknown as RealtimeHub,
    );
    relay.receive('not json', sockets as unknown as RealtimeHub);
    expect(sockets.deliverMessage).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
