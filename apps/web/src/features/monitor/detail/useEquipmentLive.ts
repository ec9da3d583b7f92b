import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gatewayAlarmPush, SOCKET_CLOSE, type SignalView } from '@lf/protocol';
import { LiveSocket } from '../../../api/liveSocket';
import { applyLiveValues, type LiveValue } from '../../../api/liveValues';
import { monitorKeys, openMonitor, queryEquipmentDetail, queryGateway, querySignals } from '../api';
import { MonitorStarter, type MonitorState } from '../logic/monitorStart';
import { liveSignalValues } from '../schemas';

/** Points of the live curve kept per signal (at 1 s reporting, the last 10 minutes). */
const CURVE_BUFFER = 600;

export interface LiveTrail {
  /** [ts, value] per signal, oldest first. */
  points: Map<string, [number, number][]>;
}

export interface EquipmentLive {
  signals: SignalView[] | undefined;
  signalsError: boolean;
  values: Map<string, LiveValue>;
  trail: LiveTrail;
  monitor: MonitorState | undefined;
  /** Bumps on every applied batch, so charts can redraw. */
  version: number;
  /** The server ended the live view of a shared equipment (revoke, change, expiry). */
  shareEnded: boolean;
  refetchSignals: () => void;
}

function numeric(value: LiveValue['value']): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/**
 * The live side of the equipment monitor: the signals with their latest values, values pushed
 * over the equipment's token socket (never stepping back in time), and the monitor start rule
 * driven by the gateway, the clock and the person's mouse and keys.
 */
export function useEquipmentLive(equipmentId: string): EquipmentLive {
  const client = useQueryClient();
  // One store per mounted monitor (the screen is keyed by equipment): mutated by the socket,
  // read on render after `version` moves.
  const [store] = useState(() => ({
    values: new Map<string, LiveValue>(),
    trail: { points: new Map<string, [number, number][]>() } as LiveTrail,
  }));
  const [version, setVersion] = useState(0);
  const [monitor, setMonitor] = useState<MonitorState>();
  const [shareEnded, setShareEnded] = useState(false);

  const signalsQuery = useQuery({
    queryKey: monitorKeys.signals(equipmentId),
    queryFn: async () => {
      const list = await querySignals(equipmentId);
      // Values of the signal query join the held map under the same newer-value rule.
      const batch = list.flatMap((s) =>
        s.ts === null
          ? []
          : [{ signalId: s.signalId, value: s.value, ts: s.ts, quality: s.quality ?? 'good' }],
      );
      applyLiveValues(store.values, batch);
      return list;
    },
  });

  useEffect(() => {
    const starter = new MonitorStarter({
      fetchGateway: async () => {
        const gateway = await queryGateway(equipmentId);
        client.setQueryData(monitorKeys.gateway(equipmentId), gateway);
        return gateway;
      },
      open: async () => {
        const gateway = await queryGateway(equipmentId);
        await openMonitor(gateway);
      },
      onChange: setMonitor,
    });
    starter.start();

    const socket = new LiveSocket({
      tokenPath: '/lfscada/websocket/monitor/token',
      tokenBody: { equipmentId },
      socketPath: (token) => `/lfscada/ws/eg/signal/subscribe/${token}`,
      onClose: (code) => {
        if (code !== SOCKET_CLOSE.shareEnded) return;
        // Revoked, expired, or changed: the detail says which (refused, or the new authority).
        setShareEnded(true);
        void client
          .fetchQuery({
            queryKey: monitorKeys.detail(equipmentId),
            queryFn: () => queryEquipmentDetail(equipmentId, { quiet: true }),
            staleTime: 0,
          })
          .catch(() => undefined);
      },
      onMessage: (message) => {
        if (message.type === 'signalVal') {
          const parsed = liveSignalValues.safeParse(message.data);
          if (!parsed.success) return;
          const changed = applyLiveValues(store.values, parsed.data);
          for (const signalId of changed) {
            const held = store.values.get(signalId);
            const y = held ? numeric(held.value) : null;
            if (!held || y === null) continue;
            const trail = store.trail.points.get(signalId) ?? [];
            trail.push([held.ts, y]);
            if (trail.length > CURVE_BUFFER) trail.splice(0, trail.length - CURVE_BUFFER);
            store.trail.points.set(signalId, trail);
          }
          if (changed.length > 0) setVersion((v) => v + 1);
        } else if (message.type === 'signalAlarm') {
          void client.invalidateQueries({ queryKey: ['monitor', 'alarms', equipmentId] });
          void client.invalidateQueries({ queryKey: monitorKeys.signals(equipmentId) });
        } else if (message.type === 'gatewayAlarm') {
          const parsed = gatewayAlarmPush.safeParse(message.data);
          if (!parsed.success || !parsed.data.equipIds.includes(equipmentId)) return;
          const vpn = client.getQueryData<{ vpn: boolean }>(monitorKeys.gateway(equipmentId))?.vpn;
          starter.gateway({ online: parsed.data.online, vpn: vpn ?? false });
          void client.invalidateQueries({ queryKey: monitorKeys.gateway(equipmentId) });
        }
      },
    });
    socket.start();

    let lastReport = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastReport < 1000) return;
      lastReport = now;
      starter.activity();
    };
    const events = ['mousemove', 'mousedown', 'keydown', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      starter.stop();
      socket.stop();
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, [equipmentId, client, store]);

  const { refetch } = signalsQuery;
  return {
    signals: signalsQuery.data,
    signalsError: signalsQuery.isError,
    values: store.values,
    trail: store.trail,
    monitor,
    version,
    shareEnded,
    refetchSignals: () => void refetch(),
  };
}
