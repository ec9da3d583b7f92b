import { startTransition, useEffect, useState } from 'react';
import type { LiveValues } from '@lf/designer';
import { signalAlarmPush, signalQueryRequest, type SignalAlarmPush } from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../../api/client';
import { LiveSocket } from '../../../api/liveSocket';
import { signalValue } from '../schemas';
import { LiveStore } from './liveStore';

const signalBatch = z.array(
  z.object({
    signalId: z.string(),
    value: z.union([z.number(), z.boolean(), z.null()]),
    ts: z.number(),
  }),
);

/**
 * Live values of one equipment for its configuration page: the first values by
 * monitor/multi/signal/query, then the equipment socket (monitor token). Opening the
 * equipment's monitoring is the monitor screen's business (SPEC §4 monitor start). Its
 * signal-alarm pushes go to `onSignalAlarm` (the page's annunciation).
 */
export function useEquipmentLive(
  equipmentId: string,
  enabled: boolean,
  onSignalAlarm?: (alarm: SignalAlarmPush) => void,
): LiveValues {
  const [values, setValues] = useState<LiveValues>(() => new Map());
  useEffect(() => {
    if (!enabled) return undefined;
    const store = new LiveStore();
    const publish = (next: LiveValues | null) => next && startTransition(() => setValues(next));
    void call(
      '/lfscada/monitor/multi/signal/query',
      z.array(signalValue),
      signalQueryRequest.parse({ equipmentId }),
      {
        quiet: true,
      },
    )
      .then((rows) =>
        publish(
          store.apply(
            rows.flatMap((row) =>
              row.ts === null ? [] : [{ signalId: row.signalId, value: row.value, ts: row.ts }],
            ),
          ),
        ),
      )
      .catch(() => undefined);
    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/monitor/token',
      tokenBody: { equipmentId },
      socketPath: (token) => `/lfscada/ws/eg/signal/subscribe/${token}`,
      onMessage: (message) => {
        if (message.type === 'signalAlarm') {
          const alarm = signalAlarmPush.safeParse(message.data);
          if (alarm.success) onSignalAlarm?.(alarm.data);
          return;
        }
        if (message.type !== 'signalVal') return;
        const batch = signalBatch.safeParse(message.data);
        if (batch.success) publish(store.apply(batch.data));
      },
    });
    socket.start();
    return () => socket.stop();
  }, [equipmentId, enabled, onSignalAlarm]);
  return values;
}
