import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SignalView } from '@lf/protocol';
import { LiveSocket } from '../../../api/liveSocket';
import { applyLiveValues, type LiveValue } from '../../../api/liveValues';
import { querySignals } from '../api';
import { liveSignalValues } from '../schemas';

export const cardSignalsKey = (equipmentId: string) => ['monitor', 'cardSignals', equipmentId];

export interface CardValues {
  signals: SignalView[] | undefined;
  values: ReadonlyMap<string, LiveValue>;
}

/**
 * An equipment card's signals and their live values, over the same token socket as the
 * equipment's realtime tab (without starting the monitor: a list only watches).
 */
export function useCardValues(equipmentId: string): CardValues {
  const client = useQueryClient();
  const [values] = useState(() => new Map<string, LiveValue>());
  const [, setVersion] = useState(0);
  const signals = useQuery({
    queryKey: cardSignalsKey(equipmentId),
    queryFn: async () => {
      const list = await querySignals(equipmentId);
      const batch = list.flatMap((s) =>
        s.ts === null
          ? []
          : [{ signalId: s.signalId, value: s.value, ts: s.ts, quality: s.quality ?? 'good' }],
      );
      if (applyLiveValues(values, batch).length > 0) setVersion((v) => v + 1);
      return list;
    },
  });

  useEffect(() => {
    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/monitor/token',
      tokenBody: { equipmentId },
      socketPath: (token) => `/lfscada/ws/eg/signal/subscribe/${token}`,
      onMessage: (message) => {
        if (message.type === 'signalVal') {
          const parsed = liveSignalValues.safeParse(message.data);
          if (parsed.success && applyLiveValues(values, parsed.data).length > 0) {
            setVersion((v) => v + 1);
          }
        } else if (message.type === 'signalAlarm') {
          // The alarm flags of the signals colour the values.
          void client.invalidateQueries({ queryKey: cardSignalsKey(equipmentId) });
        }
      },
    });
    socket.start();
    return () => socket.stop();
  }, [equipmentId, client, values]);

  return { signals: signals.data, values };
}
