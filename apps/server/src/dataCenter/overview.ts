import type { BucketValue, DataCenterOverview, TopEntry } from '@lf/protocol';
import { DATA_CENTER_TOP } from '@lf/protocol';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { storedLocal } from '../alarms/ruleText';
import { catchUpRollups } from '../history/rollupCatchUp';
import { equipmentCounts } from '../equipment/views';
import { bucketStart, type AggregateWindow } from './aggregates';

const series = (rows: { t: Date; value: number | string | null }[]): BucketValue[] =>
  rows.map((row) => ({ t: new Date(row.t).getTime(), value: Number(row.value ?? 0) }));

/** What one user's overview covers (the data range and sharing applied by the caller). */
export interface OverviewScope {
  orgId: string;
  /** The user sees the whole organisation: alarms of no equipment count. */
  wholeOrg: boolean;
  /**
   * `equipmentIds` are exactly the organisation's equipment (the whole organisation, nothing
   * shared from another): the organisation's own samples, exact over time, give the online rate.
   */
  exactlyOrg: boolean;
  /** Equipment counted (by state now). */
  equipmentIds: string[];
  /** Equipment whose alarms count: own equipment, and shared equipment granted with alarms. */
  alarmEquipmentIds: string[];
  /** Equipment whose stored values count: own, and shared granted with history. */
  historyEquipmentIds: string[];
}

/**
 * The organisation at a glance over a window: equipment by state now, the online rate, alarms
 * per bucket with the ten equipment and rules that alarmed most, and the values stored. Every
 * query is bounded by the equipment the user may see and by the window, and reads by index
 * (alarm by equipment and start, presence samples and ingest counts by key). The online rate is
 * the organisation's own when the user sees exactly it, otherwise that of the user's equipment
 * from their gateways' samples.
 */
export async function dataCenterOverview(
  ctx: AppContext,
  scope: OverviewScope,
  window: AggregateWindow,
): Promise<DataCenterOverview> {
  const { db } = ctx;
  const { orgId, equipmentIds, alarmEquipmentIds, historyEquipmentIds } = scope;
  const counts = await equipmentCounts(ctx, equipmentIds);
  if (equipmentIds.length === 0) {
    return {
      counts,
      onlineRate: [],
      alarmsByBucket: [],
      topEquipment: [],
      topRules: [],
      volume: [],
      volumeTotal: 0,
    };
  }
  const { start, end } = window;

  const onlineRate = scope.exactlyOrg
    ? await sql<{ t: Date; value: number | null }>`
        select ${bucketStart(sql.ref('at'), window)} as t,
               avg(equipment_online::double precision / nullif(equipment_total, 0)) as value
        from presence_sample
        where org_id = ${orgId} and at >= ${start} and at <= ${end}
        group by 1 order by 1`.execute(db)
    : await gatewayOnlineRate(db, equipmentIds, window);

  const alarmsInWindow = sql`(
    select * from alarm where start_at >= ${start} and start_at <= ${end}
      and (equipment_id = any(${alarmEquipmentIds}::text[])
        or (${scope.wholeOrg} and org_id = ${orgId} and equipment_id is null))
  ) a`;

  const alarmsByBucket = await sql<{ t: Date; value: string }>`
    select ${bucketStart(sql.ref('a.start_at'), window)} as t, count(*) as value
    from ${alarmsInWindow}
    group by 1 order by 1`.execute(db);

  const topEquipment = await sql<{ key: string; name: string; count: string }>`
    select a.equipment_id as key, e.name, count(*) as count
    from ${alarmsInWindow}
    join equipment e on e.id = a.equipment_id
    group by a.equipment_id, e.name
    order by count(*) desc, e.name limit ${DATA_CENTER_TOP}`.execute(db);

  const topRules = await sql<{
    key: string;
    equipment: string | null;
    signal: string | null;
    text: string;
    local: unknown;
    count: string;
  }>`
    select a.rule_key as key, max(e.name) as equipment, max(s.name) as signal,
           max(a.text) as text, (array_agg(a.local order by a.id desc))[1] as local,
           count(*) as count
    from ${alarmsInWindow}
    left join equipment e on e.id = a.equipment_id
    left join signal s on s.id = a.signal_id
    group by a.rule_key
    order by count(*) desc, a.rule_key limit ${DATA_CENTER_TOP}`.execute(db);

  // The hourly counts must hold every row committed before this query: wait for the catch-up.
  await catchUpRollups(db);
  const volume = await sql<{ t: Date; value: string }>`
    select ${bucketStart(sql.ref('h.hour'), window)} as t, sum(h.n) as value
    from signal_ingest_hour h
    join signal s on s.id = h.signal_id
    where s.equipment_id = any(${historyEquipmentIds}::text[])
      and h.hour >= date_trunc('hour', ${start}::timestamptz) and h.hour <= ${end}
    group by 1 order by 1`.execute(db);

  const volumeSeries = series(volume.rows);
  return {
    counts,
    onlineRate: series(onlineRate.rows),
    alarmsByBucket: series(alarmsByBucket.rows),
    topEquipment: topEquipment.rows.map((row): TopEntry => ({
      key: row.key,
      name: row.name,
      count: Number(row.count),
    })),
    topRules: topRules.rows.map((row): TopEntry => {
      const { local } = storedLocal(row.local);
      // A text with a key is the reader's to render: the name stops before it.
      const text = local ? null : row.text;
      return {
        key: row.key,
        name: [row.equipment, row.signal, text].filter(Boolean).join(' · '),
        ...(local ? { local } : {}),
        count: Number(row.count),
      };
    }),
    volume: volumeSeries,
    volumeTotal: volumeSeries.reduce((sum, bucket) => sum + bucket.value, 0),
  };
}

/**
 * The online rate of some equipment from their gateways' samples: per slot, the share of them
 * whose gateway was online (equipment without a gateway, or whose gateway has no sample in the
 * slot, is offline), averaged per bucket like the organisation's rate. The samples keep no
 * history of which equipment was on which gateway, so today's assignment stands for the past:
 * equipment moved to another gateway carries that gateway's past. Slots are those in which one
 * of these gateways was sampled, and only their rows are read (by key, within the window), so
 * the series tells nothing of equipment outside the list; with no gateway among them it is empty.
 */
function gatewayOnlineRate(db: Db, equipmentIds: string[], window: AggregateWindow) {
  return sql<{ t: Date; value: number | null }>`
    with scope as (
      select gateway_id, count(*)::integer as n from equipment
      where id = any(${equipmentIds}::text[])
      group by gateway_id
    ), slot as (
      select p.at, coalesce(sum(s.n) filter (where p.online), 0) as online
      from scope s
      join gateway_presence_sample p on p.gateway_id = s.gateway_id
      where p.at >= ${window.start} and p.at <= ${window.end}
      group by p.at
    )
    select ${bucketStart(sql.ref('at'), window)} as t,
           avg(online::double precision / (select sum(n) from scope)) as value
    from slot
    group by 1 order by 1`.execute(db);
}
