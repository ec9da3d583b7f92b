import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { liveSignalValue, signalAlarmPush, type SignalView } from '@lf/protocol';
import { z } from 'zod';
import { LiveSocket } from '../../../api/liveSocket';
import type { LiveValue } from '../../../api/liveValues';
import { monitorKeys, querySignals } from '../api';
import { CardLiveHub } from './cardLiveHub';

const signalBatch = z.array(liveSignalValue);
const CardLive = createContext<CardLiveHub | null>(null);

/**
 * The live values of an equipment list's cards over one socket: a token for every equipment a
 * card on screen shows, opened again (the old socket closed first) when that set changes, as
 * when more cards load. Cards in several groups of the list share it.
 */
export function CardLiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [hub] = useState(() => new CardLiveHub());
  const equipmentIds = useSyncExternalStore(hub.onEquipment, hub.equipmentKey);
  useEffect(() => {
    if (equipmentIds === '') return undefined;
    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/monitor/list/token',
      tokenBody: { equipmentIds },
      socketPath: (token) => `/lfscada/ws/eg/signal/subscribe/${token}`,
      onMessage: (message) => {
        if (message.type === 'signalVal') {
          const batch = signalBatch.safeParse(message.data);
          if (batch.success) hub.apply(batch.data);
        } else if (message.type === 'signalAlarm') {
          // A signal entered or left alarm: its card reads the signals' alarm flags again.
          const alarm = signalAlarmPush.safeParse(message.data);
          if (alarm.success)
            void client.invalidateQueries({
              queryKey: monitorKeys.cardSignals(alarm.data.equipId),
            });
        }
      },
    });
    socket.start();
    return () => socket.stop();
  }, [equipmentIds, hub, client]);
  return <CardLive.Provider value={hub}>{children}</CardLive.Provider>;
}

export interface CardLiveValues {
  signals: SignalView[] | undefined;
  values: ReadonlyMap<string, LiveValue>;
}

/**
 * A card's equipment, live, inside a `CardLiveProvider`: its signals with their latest values
 * (monitor/multi/signal/query), then the values the list's socket pushes. A card only watches:
 * it does not start the equipment's monitoring.
 */
export function useCardLive(equipmentId: string): CardLiveValues {
  const hub = useContext(CardLive);
  if (!hub) throw new Error('useCardLive needs a CardLiveProvider around the list');
  useEffect(() => hub.watch(equipmentId), [hub, equipmentId]);
  useSyncExternalStore(hub.onValues, () => hub.versionOf(equipmentId));
  const signals = useQuery({
    queryKey: monitorKeys.cardSignals(equipmentId),
    queryFn: async () => {
      const list = await querySignals(equipmentId, { quiet: true });
      hub.apply(
        list.flatMap((s) =>
          s.ts === null
            ? []
            : [
                {
                  signalId: s.signalId,
                  equipId: s.equipId,
                  value: s.value,
                  ts: s.ts,
                  quality: s.quality ?? 'good',
                },
              ],
        ),
      );
      return list;
    },
  });
  return { signals: signals.data, values: hub.store.values() };
}
