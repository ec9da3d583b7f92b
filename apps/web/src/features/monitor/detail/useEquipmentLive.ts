import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import type { LiveValues } from '@lf/designer';
import {
  gatewayAlarmPush,
  liveSignalValue,
  signalAlarmPush,
  SOCKET_CLOSE,
  type SignalAlarmPush,
  type SignalView,
} from '@lf/protocol';
import { z } from 'zod';
import { LiveSocket } from '../../../api/liveSocket';
import { LiveStore } from '../../../api/liveStore';
import type { LiveValue } from '../../../api/liveValues';
import { monitorKeys, openMonitor, queryEquipmentDetail, queryGateway, querySignals } from '../api';
import { MonitorStarter, type MonitorState } from '../logic/monitorStart';

/** Points of the live curve kept per signal (at 1 s reporting, the last 10 minutes). */
const CURVE_BUFFER = 600;

/** A `signalVal` push of the equipment socket. */
const signalBatch = z.array(liveSignalValue);

export interface LiveTrail {
  /** [ts, value] per signal, oldest first. */
  points: Map<string, [number, number][]>;
}

export interface EquipmentLiveOptions {
  /** False while the caller has nothing to show yet (a page still loading): no query, no socket. */
  enabled?: boolean;
  /**
   * Opens the equipment's monitoring by the SPEC §4 start rule (gateway, clock, the person's
   * mouse and keys). The monitor screen does; a configuration page inside it leaves it to it.
   */
  startMonitor?: boolean;
  /** Signal-alarm pushes, for a page's annunciation. */
  onSignalAlarm?: (alarm: SignalAlarmPush) => void;
}

export interface EquipmentLive {
  signals: SignalView[] | undefined;
  signalsError: boolean;
  /** The held values with time and quality. */
  values: ReadonlyMap<string, LiveValue>;
  /** The same values as the designer's widgets read them. */
  pageValues: LiveValues;
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

interface LiveView {
  pageValues: LiveValues;
  version: number;
}

/** Hands the store's new snapshot to React; value updates render as a transition. */
function publish(store: LiveStore, setView: (update: (view: LiveView) => LiveView) => void) {
  const pageValues = store.snapshot();
  startTransition(() => setView((view) => ({ pageValues, version: view.version + 1 })));
}

/** Adds the changed signals' new values to the live curve's points. */
function extendTrail(trail: LiveTrail, store: LiveStore, changed: readonly string[]) {
  for (const signalId of changed) {
    const held = store.values().get(signalId);
    const y = held ? numeric(held.value) : null;
    if (!held || y === null) continue;
    const points = trail.points.get(signalId) ?? [];
    points.push([held.ts, y]);
    if (points.length > CURVE_BUFFER) points.splice(0, points.length - CURVE_BUFFER);
    trail.points.set(signalId, points);
  }
}

/**
 * The live side of one equipment, for its monitor screen and its configuration pages (the
 * equipment list's cards share one socket instead: ../list/cardLive): the signals with their
 * latest values (monitor/multi/signal/query), then values pushed over the
 * equipment's token socket, all held in one LiveStore by the newer-value rule.
 */
export function useEquipmentLive(
  equipmentId: string,
  { enabled = true, startMonitor = false, onSignalAlarm }: EquipmentLiveOptions = {},
): EquipmentLive {
  const client = useQueryClient();
  // One store and trail per mounted screen (screens are keyed by equipment): mutated by the
  // query and the socket, read on render after `view` moved.
  const [{ store, trail }] = useState(() => ({
    store: new LiveStore(),
    trail: { points: new Map() } as LiveTrail,
  }));
  const [view, setView] = useState<LiveView>({ pageValues: store.snapshot(), version: 0 });
  const [monitor, setMonitor] = useState<MonitorState>();
  const [shareEnded, setShareEnded] = useState(false);

  const signalsQuery = useQuery({
    queryKey: monitorKeys.signals(equipmentId),
    queryFn: async () => {
      // A page viewer shows no values when this fails; only the monitor screen,
      // whose table lists the signals, reports it.
      const list = await querySignals(equipmentId, { quiet: !startMonitor });
      // Values of the signal query join the held values under the same newer-value rule.
      const changed = store.apply(
        list.flatMap((s) =>
          s.ts === null
            ? []
            : [{ signalId: s.signalId, value: s.value, ts: s.ts, quality: s.quality ?? 'good' }],
        ),
      );
      if (changed.length > 0) publish(store, setView);
      return list;
    },
    enabled,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const starter = startMonitor
      ? new MonitorStarter({
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
        })
      : undefined;
    starter?.start();

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
          const parsed = signalBatch.safeParse(message.data);
          if (!parsed.success) return;
          const changed = store.apply(parsed.data);
          extendTrail(trail, store, changed);
          if (changed.length > 0) publish(store, setView);
        } else if (message.type === 'signalAlarm') {
          const alarm = signalAlarmPush.safeParse(message.data);
          if (alarm.success) onSignalAlarm?.(alarm.data);
          void client.invalidateQueries({ queryKey: ['monitor', 'alarms', equipmentId] });
          void client.invalidateQueries({ queryKey: monitorKeys.signals(equipmentId) });
        } else if (message.type === 'gatewayAlarm' && starter) {
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
      starter?.activity();
    };
    const events = ['mousemove', 'mousedown', 'keydown', 'touchstart'] as const;
    if (starter)
      for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      starter?.stop();
      socket.stop();
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, [equipmentId, enabled, startMonitor, onSignalAlarm, client, store, trail]);

  const { refetch } = signalsQuery;
  return {
    signals: signalsQuery.data,
    signalsError: signalsQuery.isError,
    values: store.values(),
    pageValues: view.pageValues,
    trail,
    monitor,
    version: view.version,
    shareEnded,
    refetchSignals: () => void refetch(),
  };
}
