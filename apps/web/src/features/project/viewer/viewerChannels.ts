import { commandAccepted, equipmentWriteRequest, historySeries } from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../../api/client';
import type { HistoryLine } from '../../designer/widgets/types';
import { writeSignal } from '../api';

/** Where a viewer's writes and history queries go: the project's calls, or one equipment's. */
export interface WriteChannel {
  readonly write: (signalId: string, value: string) => Promise<{ uuid: string }>;
  readonly callbackPath: string;
  readonly history: (signalIds: readonly string[], minutes: number) => Promise<HistoryLine[]>;
  /** The viewer of another page for a click event that opens it in a new window. */
  readonly pageUrl: (pageId: string) => string;
}

/** A history line reads only the series' names and points. */
const historyLines = z.object({
  series: z.array(historySeries.pick({ signalId: true, name: true, points: true })),
});

/** The last `minutes` of some signals in 400 buckets, from a history call of one scope. */
function historyOf(path: string, scope: Record<string, string>): WriteChannel['history'] {
  return async (signalIds, minutes) => {
    const endTime = Date.now();
    const result = await call(
      path,
      historyLines,
      {
        ...scope,
        signalIds: signalIds.join(','),
        startTime: endTime - minutes * 60_000,
        endTime,
        buckets: 400,
      },
      { quiet: true },
    );
    return result.series;
  };
}

/** Writes and history of a project page (monitor/project/…). */
export function projectChannel(projectId: string): WriteChannel {
  return {
    write: (signalId, value) => writeSignal(projectId, signalId, value),
    callbackPath: '/lfscada/monitor/project/signal/callback',
    history: historyOf('/lfscada/monitor/project/history/queryAll', { projectId }),
    pageUrl: (pageId) => `/monitor/project/${projectId}/preview/${pageId}`,
  };
}

/** Writes and history of one equipment's configuration page (monitor/multi/…). */
export function equipmentChannel(equipmentId: string): WriteChannel {
  return {
    write: (signalId, value) =>
      call(
        '/lfscada/monitor/multi/signal/writeVal',
        commandAccepted,
        equipmentWriteRequest.parse({ equipmentId, signalId, value }),
        { quiet: true },
      ),
    callbackPath: '/lfscada/equipment/multi/callback',
    history: historyOf('/lfscada/monitor/multi/history/queryAll', { equipmentId }),
    pageUrl: () => `/monitor/eg/detail/configuration/${equipmentId}/0`,
  };
}
