import {
  priorityOfRule,
  valueParam,
  type AlarmRule,
  type LiveSignalValue,
  type LocalText,
} from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import {
  transientRetryOf,
  writeRetryingTransient,
  type TransientRetry,
} from '../ingest/transientError';
import type { SignalMeta } from '../ingest/signalDirectory';
import type { RealtimeHub } from '../realtime/hub';
import { numericValue } from './evaluate';
import {
  pushNewest,
  textsOf,
  writeAlarmMessages,
  type AlarmMessage,
  type WrittenMessage,
} from './notify';
import { ruleParamOf } from './ruleText';
import { clearRecords, latestAlarmIds, raiseRecords, type Raised } from './records';

/** A rule's alarm raised or cleared, as the state machine decided it; `value.ts` is when. */
export interface Transition {
  action: 'raise' | 'clear';
  meta: SignalMeta;
  value: LiveSignalValue;
  key: string;
  rule: AlarmRule;
  /** The rule's text in Chinese and, unless its author wrote it, as a message key. */
  ruleText: { text: string; local: LocalText | null };
}

export interface DrainOptions extends Partial<TransientRetry> {
  /** Transitions written in one transaction at most; more wait for the next drain. */
  maxBatch?: number;
}

/** What one batch's transaction wrote, to be told once it is committed. */
interface Written {
  raised: Map<Transition, Raised | undefined>;
  ids: Map<Transition, number | undefined>;
  messages: WrittenMessage[];
}

/**
 * The alarm engine's writes. Transitions queue as values are judged; a drain takes all that
 * are due and writes them in ONE transaction as a few set-based statements (records with their
 * journal rows, then the messages of every user in scope), then tells the sockets: a
 * `signalAlarm` per transition to the equipment's watchers and one message push per user. A
 * flood of 1,000 raises is thus one drain, not 1,000 round trips. A failed batch rolls back as a
 * whole and is written again (transient failures, with a growing wait); a batch refused for its
 * data is written one transition at a time, so one bad transition cannot hold back the others.
 */
export class AlarmDrain {
  private queue: Transition[] = [];
  private running: Promise<void> | undefined;
  private readonly maxBatch: number;
  private readonly retry: TransientRetry;
  /** Batches committed; transactions that failed and were tried again; transitions given up. */
  batches = 0;
  retriedWrites = 0;
  lostTransitions = 0;

  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
    options: DrainOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 5000;
    this.retry = transientRetryOf(options);
  }

  add(transition: Transition): void {
    this.queue.push(transition);
    this.start();
  }

  /** Resolves when every transition queued so far is written (or given up). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private start(): void {
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.queue.length > 0) this.start();
    });
  }

  private async drain(): Promise<void> {
    // The values of one gateway message are judged in one synchronous loop: let them all queue.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      await this.writeBatch(batch);
    }
  }

  private async writeBatch(batch: Transition[]): Promise<void> {
    const result = await writeRetryingTransient(
      () => this.db.transaction().execute((trx) => writeTransitions(trx, batch)),
      this.retry,
      (error, wait) => {
        this.retriedWrites += 1;
        this.log.warn(
          { err: error, transitions: batch.length, retryInMs: wait },
          'alarms: writing a batch failed; it is written again',
        );
      },
    );
    if (result.ok) {
      this.batches += 1;
      this.tell(batch, result.value);
    } else if (!result.transient) {
      await this.refused(batch, result.error);
    } else {
      this.lostTransitions += batch.length;
      this.log.error({ err: result.error, lost: batch.length }, 'alarms: a batch was given up');
    }
  }

  /** A batch refused for its data: each transition on its own, so only the bad one is lost. */
  private async refused(batch: Transition[], error: unknown): Promise<void> {
    if (batch.length === 1) {
      this.lostTransitions += 1;
      this.log.error({ err: error, ruleKey: batch[0]?.key }, 'alarms: writing an alarm failed');
      return;
    }
    this.log.warn({ err: error }, 'alarms: a batch was refused; its alarms are written one by one');
    for (const transition of batch) await this.writeBatch([transition]);
  }

  /** The committed batch to the sockets, in the order the transitions were decided. */
  private tell(batch: Transition[], written: Written): void {
    const orgs = new Set<string>();
    for (const transition of batch) {
      const { meta, value, rule, ruleText } = transition;
      orgs.add(meta.orgId);
      const raised = written.raised.get(transition);
      // A shelved or out-of-service point is recorded and journalled, and nobody is told.
      if (raised?.held) continue;
      const raising = transition.action === 'raise';
      this.hub.publishSignalAlarm({
        alarmId: String(written.ids.get(transition) ?? ''),
        signalId: meta.signalId,
        equipId: meta.equipmentId,
        level: rule.level,
        ...(raising ? { priority: priorityOfRule(rule), acknowledged: false } : {}),
        active: raising,
        value: value.value,
        text: ruleText.text,
        ...(ruleText.local ? { local: ruleText.local } : {}),
        ts: value.ts,
      });
    }
    for (const orgId of orgs) this.hub.publishAlarmChange(orgId);
    pushNewest(this.hub, written.messages);
  }
}

/**
 * Splits a batch into rounds in which each rule appears once, keeping each rule's transitions
 * in order: a set-based statement cannot raise, clear and raise again the same point.
 */
export function roundsOf<T extends { key: string }>(batch: readonly T[]): T[][] {
  const rounds: T[][] = [];
  const next = new Map<string, number>();
  for (const item of batch) {
    const round = next.get(item.key) ?? 0;
    next.set(item.key, round + 1);
    (rounds[round] ??= []).push(item);
  }
  return rounds;
}

/** Writes a batch inside the transaction `trx`: records and journal per round, then messages. */
async function writeTransitions(trx: Db, batch: readonly Transition[]): Promise<Written> {
  const written: Written = { raised: new Map(), ids: new Map(), messages: [] };
  const unknown: Transition[] = [];
  const messages: AlarmMessage[] = [];
  for (const round of roundsOf(batch)) {
    const raises = round.filter((t) => t.action === 'raise');
    const clears = round.filter((t) => t.action === 'clear');
    const raised = await raiseRecords(
      trx,
      raises.map(({ meta, value, key, rule, ruleText }) => ({
        orgId: meta.orgId,
        kind: 'signal' as const,
        equipmentId: meta.equipmentId,
        signalId: Number(meta.signalId),
        gatewayId: null,
        ruleKey: key,
        level: rule.level,
        priority: priorityOfRule(rule),
        latching: rule.latching ?? false,
        text: ruleText.text,
        local: ruleText.local,
        value: numericValue(value.value),
        at: new Date(value.ts),
      })),
    );
    const cleared = await clearRecords(
      trx,
      clears.map((t) => ({ ruleKey: t.key, at: new Date(t.value.ts) })),
    );
    for (const transition of raises) {
      const outcome = raised.get(transition.key);
      written.raised.set(transition, outcome);
      written.ids.set(transition, outcome?.id);
      if (!outcome) unknown.push(transition);
      // Only the instance whose record was written tells the users, and only of a new alarm.
      else if (!outcome.held && !outcome.reopened) messages.push(messageOf(transition));
    }
    for (const transition of clears) {
      const outcome = cleared.get(transition.key);
      written.ids.set(transition, outcome?.id);
      if (!outcome) unknown.push(transition);
    }
  }
  // Every instance judging the value tells its own watchers, with the record another wrote.
  const latest = await latestAlarmIds(trx, [...new Set(unknown.map((t) => t.key))]);
  for (const transition of unknown) written.ids.set(transition, latest.get(transition.key));
  written.messages = await writeAlarmMessages(trx, messages);
  return written;
}

function messageOf({ meta, value, rule }: Transition): AlarmMessage {
  return {
    kind: 'signal',
    orgId: meta.orgId,
    ...textsOf(
      { key: 'signalAlarmTitle', params: { equipment: meta.equipmentName, signal: meta.name } },
      {
        key: 'signalAlarmNote',
        params: {
          signal: meta.name,
          value: valueParam(value.value, meta.unit),
          rule: ruleParamOf(rule),
        },
      },
    ),
    dataId: meta.equipmentId,
    equipType: meta.equipmentType,
  };
}
