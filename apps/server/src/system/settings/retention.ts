import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { rowDeletions } from '../../history/partitionPlan';
import { dropExpiredPartitions, listPartitions } from '../../history/partitionUpkeep';
import { catchUpRollups } from '../../history/rollupCatchUp';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionContext = Pick<AppContext, 'db' | 'settings' | 'now'>;

export interface RetentionOptions {
  /** Rows deleted per statement (each its own short transaction). */
  batchRows?: number;
  /** Pause between batches, so the history writer's statements run in between. */
  pauseMs?: number;
}

export interface RetentionResult {
  /** Whole partitions dropped (history, rollup, presence), by name. */
  partitionsDropped: string[];
  historyRows: number;
  minuteRows: number;
  presenceRows: number;
  gatewayPresenceRows: number;
  messages: number;
  batches: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Deletes each organisation's history (raw values, per-minute rollup, presence samples of the
 * organisation and of its gateways) older than its `historyRetentionDays`, and its messages older
 * than `messageRetentionDays` (0 keeps them). History is partitioned by day (migration 0215):
 * first every partition that all organisations have let go is dropped whole
 * (`dropExpiredPartitions`), which costs ingest an instant however many rows it held. What is
 * left goes row by row (`rowDeletions`): an organisation's whole expired days that another one
 * still keeps, and expired rows in the default and pre-partitioning partitions; the day the
 * cutoff falls in waits to be dropped whole. Row deletes go signal by signal in small batches
 * by primary key, each batch a transaction of its own that also moves the signal's history mark
 * (first time, and a change count so counted history windows are recounted); ingest is never
 * blocked for more than one batch. Idempotent: two instances running it at once only share the
 * work.
 */
export async function runRetention(
  ctx: RetentionContext,
  options: RetentionOptions = {},
): Promise<RetentionResult> {
  // Rows still owed to the rollups and marks go in first, so retention trims what they hold.
  await catchUpRollups(ctx.db);
  const batchRows = options.batchRows ?? 5000;
  const pauseMs = options.pauseMs ?? 20;
  const result: RetentionResult = {
    partitionsDropped: [],
    historyRows: 0,
    minuteRows: 0,
    presenceRows: 0,
    gatewayPresenceRows: 0,
    messages: 0,
    batches: 0,
  };
  /**
   * Runs `batch` (one delete of at most `batchRows`, answering how many went) until a batch comes
   * back short, pausing between batches so ingest keeps its turn; answers the rows deleted.
   */
  const inBatches = async (batch: () => Promise<number>): Promise<number> => {
    let total = 0;
    for (;;) {
      const deleted = await batch();
      total += deleted;
      result.batches++;
      if (deleted < batchRows) return total;
      await pause(pauseMs);
    }
  };
  const orgs = await ctx.db.selectFrom('org').select('id').orderBy('id').execute();
  const historyDays = new Map<string, number>();
  for (const { id } of orgs) historyDays.set(id, (await ctx.settings.get(id)).historyRetentionDays);
  result.partitionsDropped = await dropExpiredPartitions(ctx.db, historyDays, ctx.now());
  const partitions = {
    signal_value: await listPartitions(ctx.db, 'signal_value'),
    signal_value_minute: await listPartitions(ctx.db, 'signal_value_minute'),
    presence_sample: await listPartitions(ctx.db, 'presence_sample'),
    gateway_presence_sample: await listPartitions(ctx.db, 'gateway_presence_sample'),
  };
  /** Runs `remove` on each place expired rows of `table` are still deleted one by one. */
  const rowByRow = async (
    table: keyof typeof partitions,
    cutoff: Date,
    remove: (relation: string, before: Date) => Promise<number>,
  ): Promise<number> => {
    let total = 0;
    for (const { relation, before } of rowDeletions(table, partitions[table], cutoff.getTime())) {
      total += await remove(relation, new Date(before));
    }
    return total;
  };
  for (const { id: orgId } of orgs) {
    const settings = await ctx.settings.get(orgId);
    const now = ctx.now().getTime();
    if (settings.historyRetentionDays > 0) {
      const cutoff = new Date(now - settings.historyRetentionDays * DAY_MS);
      const signals = await ctx.db
        .selectFrom('signal_history_mark')
        .innerJoin('signal', 'signal.id', 'signal_history_mark.signal_id')
        .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
        .select('signal_history_mark.signal_id')
        .where('equipment.org_id', '=', orgId)
        .where('signal_history_mark.first_ts', '<', cutoff)
        .orderBy('signal_history_mark.signal_id')
        .execute();
      for (const { signal_id: signalId } of signals) {
        result.historyRows += await rowByRow('signal_value', cutoff, (relation, before) =>
          inBatches(() => deleteHistoryBatch(ctx, relation, signalId, before, batchRows)),
        );
        result.minuteRows += await rowByRow('signal_value_minute', cutoff, (relation, before) =>
          inBatches(() => deleteMinuteBatch(ctx, relation, signalId, before, batchRows)),
        );
      }
      result.presenceRows += await rowByRow('presence_sample', cutoff, async (relation, before) => {
        const { rows } = await sql<{ n: number }>`
          with gone as (
            delete from ${sql.table(relation)} where org_id = ${orgId} and at < ${before}
            returning 1
          )
          select count(*)::integer as n from gone`.execute(ctx.db);
        return rows[0]?.n ?? 0;
      });
      const gateways = await ctx.db
        .selectFrom('gateway')
        .select('id')
        .where('org_id', '=', orgId)
        .orderBy('id')
        .execute();
      for (const { id: gatewayId } of gateways) {
        result.gatewayPresenceRows += await rowByRow(
          'gateway_presence_sample',
          cutoff,
          (relation, before) =>
            inBatches(() =>
              deleteGatewayPresenceBatch(ctx, relation, gatewayId, before, batchRows),
            ),
        );
      }
    }
    if (settings.messageRetentionDays > 0) {
      const cutoff = new Date(now - settings.messageRetentionDays * DAY_MS);
      result.messages += await inBatches(async () => {
        const { rows } = await sql<{ n: number }>`
          with doomed as (
            select id from message where org_id = ${orgId} and created_at < ${cutoff}
            order by created_at limit ${batchRows}
          ), gone as (delete from message where id in (select id from doomed) returning 1)
          select count(*)::integer as n from gone`.execute(ctx.db);
        return rows[0]?.n ?? 0;
      });
    }
  }
  return result;
}

/**
 * One batch of a signal's oldest rows before the cutoff in `relation` (the history table or one
 * of its partitions), and its history mark moved with it.
 */
async function deleteHistoryBatch(
  ctx: RetentionContext,
  relation: string,
  signalId: number,
  cutoff: Date,
  batchRows: number,
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ n: number }>`
      with doomed as (
        select ts from ${sql.table(relation)} where signal_id = ${signalId} and ts < ${cutoff}
        order by ts limit ${batchRows}
      ), gone as (
        delete from ${sql.table(relation)}
        where signal_id = ${signalId} and ts in (select ts from doomed) returning 1
      )
      select count(*)::integer as n from gone`.execute(trx);
    const deleted = rows[0]?.n ?? 0;
    if (deleted > 0) {
      // The oldest remaining row is the new first time; with none left the mark goes too.
      await sql`
        update signal_history_mark
        set late_writes = late_writes + 1,
            first_ts = (select min(ts) from signal_value where signal_id = ${signalId})
        where signal_id = ${signalId}
          and exists (select 1 from signal_value where signal_id = ${signalId})`.execute(trx);
      await sql`
        delete from signal_history_mark where signal_id = ${signalId}
          and not exists (select 1 from signal_value where signal_id = ${signalId})`.execute(trx);
    }
    return deleted;
  });
}

/** Whole minutes before the cutoff only: the cutoff's own minute still holds kept rows. */
async function deleteMinuteBatch(
  ctx: RetentionContext,
  relation: string,
  signalId: number,
  cutoff: Date,
  batchRows: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with doomed as (
      select minute from ${sql.table(relation)}
      where signal_id = ${signalId} and minute < date_trunc('minute', ${cutoff}::timestamptz)
      order by minute limit ${batchRows}
    ), gone as (
      delete from ${sql.table(relation)}
      where signal_id = ${signalId} and minute in (select minute from doomed) returning 1
    )
    select count(*)::integer as n from gone`.execute(ctx.db);
  return rows[0]?.n ?? 0;
}

/**
 * One batch of a gateway's oldest presence samples before the cutoff. A row a gateway every 5
 * minutes adds up: a shortened retention can leave millions to go at once (a month of 1,000
 * gateways is 8.6 million), hence batches. The cutoff is repeated in the delete so that it reads
 * only the key range before it, not all of the gateway's samples.
 */
async function deleteGatewayPresenceBatch(
  ctx: RetentionContext,
  relation: string,
  gatewayId: string,
  cutoff: Date,
  batchRows: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with doomed as (
      select at from ${sql.table(relation)}
      where gateway_id = ${gatewayId} and at < ${cutoff}
      order by at limit ${batchRows}
    ), gone as (
      delete from ${sql.table(relation)}
      where gateway_id = ${gatewayId} and at < ${cutoff} and at in (select at from doomed)
      returning 1
    )
    select count(*)::integer as n from gone`.execute(ctx.db);
  return rows[0]?.n ?? 0;
}
