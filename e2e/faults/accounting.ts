/** The figures of one scenario, printed as one JSON line. */
export interface ScenarioResult {
  scenario: string;
  database: 'pglite' | 'postgres';
  /** Distinct samples (signal, timestamp) the agents recorded in their disk buffers. */
  sent: number;
  /** History rows of those samples. */
  stored: number;
  lost: number;
  /** Rows counted more than once (history rows vs. the ingest counts they fed). */
  duplicated: number;
  /** Recorded but still in a stopped agent's buffer: not lost, not yet delivered. */
  pending: number;
  /** Stored rows the journal lacks (an agent killed between its buffer and its journal). */
  unjournaled: number;
  catchUpSeconds: number;
  [extra: string]: unknown;
}

/**
 * Counts one scenario: `journal` holds `signalId ts` per recorded sample (a full refresh
 * records an unchanged sample again, so keys repeat); `pending` what stopped agents still hold;
 * `stored` the history rows; `ingestCount` what the hourly ingest counts add up to.
 */
export function account(input: {
  journal: readonly string[];
  pending: readonly string[];
  stored: readonly string[];
  ingestCount: number;
}): Pick<ScenarioResult, 'sent' | 'stored' | 'lost' | 'duplicated' | 'pending' | 'unjournaled'> & {
  lostKeys: string[];
} {
  const sent = new Set(input.journal);
  const stored = new Set(input.stored);
  const pending = new Set(input.pending.filter((key) => !stored.has(key)));
  const lostKeys = [...sent].filter((key) => !stored.has(key) && !pending.has(key));
  return {
    sent: sent.size,
    stored: input.stored.length,
    lost: lostKeys.length,
    duplicated:
      input.stored.length - stored.size + Math.max(0, input.ingestCount - input.stored.length),
    pending: pending.size,
    unjournaled: [...stored].filter((key) => !sent.has(key)).length,
    lostKeys,
  };
}
