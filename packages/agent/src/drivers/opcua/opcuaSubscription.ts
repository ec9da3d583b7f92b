import type { OpcuaSettings, OpcuaSignal, ValueSample } from '@lf/protocol';
import {
  AttributeIds,
  DataChangeFilter,
  DataChangeTrigger,
  DeadbandType,
  TimestampsToReturn,
  type ClientSession,
  type ClientSubscription,
  type DataValue,
} from 'node-opcua-client';
import { statusFailureCode } from './opcuaStatus';

export interface SignalSubscription {
  subscription: ClientSubscription;
  /** Bad samples of the monitored items the server refused (unknown node, no access). */
  refused: ValueSample[];
}

/** Signals of equal sampling interval and deadband share one monitored-items request. */
function groupBySampling(signals: Iterable<OpcuaSignal>): OpcuaSignal[][] {
  const groups = new Map<string, OpcuaSignal[]>();
  for (const signal of signals) {
    const key = `${signal.samplingIntervalMs}/${signal.deadband}`;
    const members = groups.get(key) ?? [];
    members.push(signal);
    groups.set(key, members);
  }
  return [...groups.values()];
}

/**
 * One subscription at the connection's publishing interval; one monitored item per signal,
 * created in groups of equal sampling interval and deadband (one request per group). Each
 * change reaches `onChange` with the signal it belongs to.
 */
export async function subscribeSignals(
  session: ClientSession,
  connection: OpcuaSettings,
  signals: Iterable<OpcuaSignal>,
  onChange: (signal: OpcuaSignal, dataValue: DataValue) => void,
  now: () => number,
): Promise<SignalSubscription> {
  const subscription = await session.createSubscription2({
    requestedPublishingInterval: connection.publishingIntervalMs,
    requestedLifetimeCount: 100,
    requestedMaxKeepAliveCount: 10,
    maxNotificationsPerPublish: 0,
    publishingEnabled: true,
    priority: 1,
  });
  const refused: ValueSample[] = [];
  for (const members of groupBySampling(signals)) {
    const [first] = members;
    if (!first) continue;
    const { samplingIntervalMs, deadband } = first;
    const group = await subscription.monitorItems(
      members.map((s) => ({ nodeId: s.nodeId, attributeId: AttributeIds.Value })),
      {
        samplingInterval: samplingIntervalMs,
        queueSize: 1,
        discardOldest: true,
        ...(deadband > 0 && {
          filter: new DataChangeFilter({
            trigger: DataChangeTrigger.StatusValue,
            deadbandType: DeadbandType.Absolute,
            deadbandValue: deadband,
          }),
        }),
      },
      TimestampsToReturn.Both,
    );
    group.on('changed', (_item, dataValue, index) => {
      const signal = members[index];
      if (signal) onChange(signal, dataValue);
    });
    group.monitoredItems.forEach((item, index) => {
      const signal = members[index];
      if (signal && !item.statusCode.isGood()) {
        refused.push({
          signalId: signal.id,
          value: null,
          ts: now(),
          quality: 'bad',
          code: statusFailureCode(item.statusCode),
        });
      }
    });
  }
  return { subscription, refused };
}
