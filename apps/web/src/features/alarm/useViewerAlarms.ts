import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SignalAlarmPush } from '@lf/protocol';
import { useSession } from '../../state/session';
import { alarmRinger } from './alarmRinger';
import { alarmKeys, querySummary } from './api';
import {
  applyAlarmPush,
  blinkingSignals,
  fromSummary,
  ringingPriority,
  type UnackedAlarms,
} from './unackedAlarms';

interface Received {
  at: number;
  push: SignalAlarmPush;
}

/**
 * Annunciation in a live viewer: the signals whose widgets blink (an unacknowledged alarm),
 * and `onPush` for the page socket's signal-alarm pushes. While any alarm is unacknowledged the
 * viewer wants the console's ringer (`alarmRinger`, the one tone owner) to ring the tone of the
 * highest unacknowledged priority, when the user asked for sound (prompType); acknowledging,
 * here or anywhere, stops blink and tone. A dialog page over a viewer is a second viewer: it
 * wants the same tone, and the ringer still plays one.
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
  const ringing = sound ? ringingPriority(unacked) : null;
  const owner = useRef({});
  useEffect(() => {
    const self = owner.current;
    alarmRinger.want(self, ringing);
    return () => alarmRinger.want(self, null);
  }, [ringing]);
  return { signals, onPush };
}
