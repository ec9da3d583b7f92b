import { startTransition, useEffect, useMemo, useState } from 'react';
import { computeBind, type LiveValues, type PageDocument } from '@lf/designer';
import {
  gatewayAlarmPush,
  liveSignalValue,
  signalAlarmPush,
  type GatewayAlarmPush,
  type SignalAlarmPush,
} from '@lf/protocol';
import { z } from 'zod';
import { LiveSocket } from '../../../api/liveSocket';
import { openGateway, pageGateways, pageSignalValues } from '../api';
import { gatewayOpenPlan, PROJECT_REOPEN_MS } from './gatewayOpening';
import { LiveStore } from '../../../api/liveStore';
import { writeTargetsOf } from './LivePage';
import type { WriteTargets } from './writeValue';

/** A `signalVal` push of the project socket. */
const signalBatch = z.array(liveSignalValue);
const NO_TARGETS: WriteTargets = new Map();

export interface LiveEvents {
  onSignalAlarm?: (alarm: SignalAlarmPush) => void;
  onGateway?: (push: GatewayAlarmPush) => void;
}

export interface ProjectLive {
  values: LiveValues;
  /** Whether each bound signal's writes ask first, from the signal query; null until read. */
  writeTargets: WriteTargets | null;
}

/**
 * Live values of a project page (SPEC §4, §7): the first values by signal/query, the page's
 * gateways opened (online, not vpn, 100 ms apart, delay 3600, again every 3,570 s), then the
 * project socket. Value updates render as a transition, so a busy page stays responsive.
 */
export function useProjectLive(
  projectId: string,
  pageId: string,
  document: PageDocument | null,
  events: LiveEvents = {},
): ProjectLive {
  const [values, setValues] = useState<LiveValues>(() => new Map());
  const [writeTargets, setWriteTargets] = useState<WriteTargets | null>(null);
  const { onSignalAlarm, onGateway } = events;
  useEffect(() => {
    if (!document) return undefined;
    const bind = computeBind(document.widgets);
    const store = new LiveStore();
    const publish = (changed: readonly string[]) => {
      if (changed.length === 0) return;
      const next = store.snapshot();
      startTransition(() => setValues(next));
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    let stopped = false;

    // A failed read leaves every write asking.
    if (bind.signals.length > 0) {
      void pageSignalValues(pageId, bind.signals)
        .then((rows) => {
          if (!stopped) setWriteTargets(writeTargetsOf(rows));
          publish(
            store.apply(
              rows.flatMap((row) =>
                row.ts === null ? [] : [{ signalId: row.signalId, value: row.value, ts: row.ts }],
              ),
            ),
          );
        })
        .catch(() => {
          if (!stopped) setWriteTargets(new Map());
        });
    }

    const openAll = async () => {
      if (bind.equips.length === 0 || stopped) return;
      const gateways = await pageGateways(pageId, bind.equips).catch(() => []);
      for (const request of gatewayOpenPlan(gateways)) {
        timers.push(
          setTimeout(() => {
            if (stopped) return;
            void openGateway({
              projectId,
              equipmentId: request.equipmentId,
              delay: request.delay,
              ...(request.interval !== undefined ? { interval: request.interval } : {}),
            }).catch(() => undefined);
          }, request.atMs),
        );
      }
    };
    void openAll();
    const reopen = setInterval(() => void openAll(), PROJECT_REOPEN_MS);

    const socket =
      bind.equips.length > 0
        ? new LiveSocket({
            tokenPath: '/lfscada/websocket/monitor/project/token',
            tokenBody: { pageId, dataEquip: bind.equips.join(',') },
            socketPath: (token) => `/lfscada/ws/project/signal/subscribe/${token}`,
            onMessage: (message) => {
              if (message.type === 'signalVal') {
                const batch = signalBatch.safeParse(message.data);
                if (batch.success) publish(store.apply(batch.data));
              } else if (message.type === 'signalAlarm') {
                const alarm = signalAlarmPush.safeParse(message.data);
                if (alarm.success) onSignalAlarm?.(alarm.data);
              } else if (message.type === 'gatewayAlarm') {
                const push = gatewayAlarmPush.safeParse(message.data);
                if (push.success) onGateway?.(push.data);
              }
            },
          })
        : null;
    socket?.start();
    return () => {
      stopped = true;
      socket?.stop();
      clearInterval(reopen);
      timers.forEach(clearTimeout);
    };
  }, [projectId, pageId, document, onSignalAlarm, onGateway]);
  // A page that binds no signal has nothing to read before it writes.
  const bindsSignals = useMemo(
    () => (document ? computeBind(document.widgets).signals.length > 0 : false),
    [document],
  );
  return { values, writeTargets: bindsSignals ? writeTargets : NO_TARGETS };
}
