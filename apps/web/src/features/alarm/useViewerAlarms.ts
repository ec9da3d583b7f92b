import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SignalAlarmPush } from '@lf/protocol';
import { useSession } from '../../state/session';
import { playAlarmTone } from '../message/alarmTone';
import { alarmKeys, querySummary } from './api';
import { applyAlarmPush, blinkingSignals, fromSummary, type UnackedAlarms } from './unackedAlarms';

interface Received {
  at: number;
  push: SignalAlarmPush;
}

/** How often a viewer rings again while an alarm is unacknowledged. */
export const RING_EVERY_MS = 5000;

/**
 * Annunciation in a live viewer: the signals whose widgets blink (an unacknowledged alarm),
 * and `onPush` for the page socket's signal-alarm pushes. While any alarm is unacknowledged the
 * viewer rings the alarm tone now and every RING_EVERY_MS, when the user asked for sound
 * (prompType); acknowledging, here or anywhere, stops blink and tone.
 */
export function useViewerAlarms(): {
  signals: ReadonlySet<string>;
  onPush: (push: SignalAlarmPush) => void;
} {
  const summary = useQuery({
    queryKey: alarmKeys.summary(false),
    queryFn: () => querySummary(false),
  });
  // The pushes received since the summary was last read apply on top of it.
  const [pushes, setPushes] = useState<readonly Received[]>([]);
  const readAt = useRef(0);
  useEffect(() => {
    readAt.current = summary.dataUpdatedAt;
  }, [summary.dataUpdatedAt]);
  const onPush = useCallback(
    (push: SignalAlarmPush) =>
      setPushes((list) => [
        ...list.filter((entry) => entry.at > readAt.current),
        { at: Date.now(), push },
      ]),
    [],
  );
  const unacked = useMemo(
    () =>
      pushes
        .filter((entry) => entry.at > summary.dataUpdatedAt)
        .reduce<UnackedAlarms>(
          (current, entry) => applyAlarmPush(current, entry.push),
          fromSummary(summary.data ?? []),
        ),
    [pushes, summary.data, summary.dataUpdatedAt],
  );
  const signals = useMemo(() => blinkingSignals(unacked), [unacked]);
  const sound = useSession((s) => s.user?.prompType.includes('sound') ?? false);
  const ringing = sound && unacked.size > 0;
  useEffect(() => {
    if (!ringing) return undefined;
    playAlarmTone();
    const timer = setInterval(playAlarmTone, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing]);
  return { signals, onPush };
}
