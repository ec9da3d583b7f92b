import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Db } from '../../apps/server/src/db/database';
import type { HistoryCurveResponse } from '@lf/protocol';
import { account, type ScenarioResult } from './accounting';
import type { ApiSession } from './operatorApi';
import { pendingSamples, waitFor, type AgentProcess } from './processes';
import { storedSamples, type Plant } from './provision';

/** LF_FAULTS=long (`npm run faults`) selects the long variant of every fault scenario. */
export const LONG = process.env.LF_FAULTS === 'long';

/** A duration or size of a scenario: the environment's value, else the variant's default. */
export const knob = (name: string, short: number, long: number): number =>
  Number(process.env[name] ?? (LONG ? long : short));

/** Back to normal: what an agent has not had acknowledged is under this. */
export const CAUGHT_UP_BYTES = 64 * 1024;

export function readJournal(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

/** Waits until every journal has its first sample: the processes are up and recording. */
export async function recording(journals: string[]): Promise<void> {
  await waitFor(
    'the first samples',
    () => journals.every((file) => readJournal(file).length > 0),
    120_000,
  );
}

/** Waits until every agent has replayed its disk buffer; answers the seconds it took. */
export async function caughtUp(agents: AgentProcess[], since: number, timeoutMs: number) {
  await waitFor(
    'agents catching up',
    () => agents.every((agent) => agent.pendingBytes() <= CAUGHT_UP_BYTES),
    timeoutMs,
  );
  return Math.round((Date.now() - since) / 100) / 10;
}

/**
 * Waits until the server has stored the last sample each agent journaled (looked up through the
 * history API): what the broker still held for the server has been written. Answers whether it
 * was (a sample lost on the way never arrives: then it gives up after `timeoutMs`).
 */
export async function storedUpToLast(
  api: ApiSession,
  pairs: { plant: Plant; agent: AgentProcess }[],
  timeoutMs: number,
): Promise<boolean> {
  const isStored = async ({ plant, agent }: { plant: Plant; agent: AgentProcess }) => {
    const [signalId, ts] = (readJournal(agent.journal).at(-1) ?? '').split(' ');
    if (!signalId || !ts) return true;
    const answer = await api.post<HistoryCurveResponse>('/lfscada/monitor/multi/history/queryAll', {
      equipmentId: plant.equipmentId,
      signalIds: signalId,
      startTime: ts,
      endTime: ts,
    });
    return answer.data.series?.some((series) => series.points.length > 0) ?? false;
  };
  try {
    await waitFor(
      'the last samples stored',
      async () => (await Promise.all(pairs.map(isStored))).every(Boolean),
      timeoutMs,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Counts one scenario in the server's database (see accounting.ts) and prints its JSON line
 * (`suite: "faults"`; LF_FAULTS_OUT=file appends it there too) and `lost N, duplicated M`.
 */
export async function countScenario(
  db: Db,
  scenario: {
    name: string;
    database: ScenarioResult['database'];
    plants: Plant[];
    /** Stopped agents: their journals and what their buffers still hold. */
    agents: AgentProcess[];
    loadJournals?: string[];
    catchUpSeconds: number;
    extra?: Record<string, unknown>;
  },
): Promise<ScenarioResult & { lostKeys: string[] }> {
  const stored = await storedSamples(db, scenario.plants);
  const counted = account({
    journal: [
      ...scenario.agents.flatMap((agent) => readJournal(agent.journal)),
      ...(scenario.loadJournals ?? []).flatMap(readJournal),
    ],
    pending: scenario.agents.flatMap((agent) => pendingSamples(agent.bufferDir)),
    stored: stored.keys,
    ingestCount: stored.ingestCount,
  });
  const result = {
    scenario: scenario.name,
    database: scenario.database,
    variant: LONG ? 'long' : 'short',
    ...counted,
    catchUpSeconds: scenario.catchUpSeconds,
    ...scenario.extra,
  };
  const { lostKeys, ...line } = result;
  const text = JSON.stringify({ suite: 'faults', ...line, lostSample: lostKeys.slice(0, 3) });
  console.warn(text);
  // The verdict in words, for whoever reads the log rather than the JSON.
  console.warn(
    `${result.scenario} (${result.database}, ${result.variant}): sent ${result.sent}, ` +
      `lost ${result.lost}, duplicated ${result.duplicated}`,
  );
  if (process.env.LF_FAULTS_OUT) appendFileSync(process.env.LF_FAULTS_OUT, `${text}\n`);
  return result;
}
