import { randomUUID } from 'node:crypto';
import { signalTypeOfSparkplug, type SparkplugNumericType } from '@lf/protocol';
import type { Db } from '../../db/database';
import type { DecodedMetric } from './sparkplugCodec';

/** What a signal of a Sparkplug equipment is, as data messages and writes need it. */
export interface MetricSignal {
  signalId: string;
  metric: string;
  type: SparkplugNumericType;
}

/** The signals of one equipment by metric name and by alias. */
export interface MetricIndex {
  equipmentId: string;
  byName: Map<string, MetricSignal>;
  byAlias: Map<number, MetricSignal>;
}

/** Metrics that steer the node or describe it rather than measure the process. */
const CONTROL_PREFIXES = ['Node Control/', 'Device Control/', 'Properties/'];
const isProcessMetric = (name: string) =>
  name !== 'bdSeq' && !CONTROL_PREFIXES.some((prefix) => name.startsWith(prefix));

const SIGNAL_NAME_MAX = 128;

/**
 * Applies an NBIRTH (device '') or DBIRTH in one transaction: the equipment of that node or
 * device is created on its first birth (in the gateway's organisation, bound to the gateway),
 * and each metric's signal is created or brought up to date (name, data type, unit, writable)
 * with the metric's own type and alias beside it. Metrics a later birth no longer declares keep
 * their signals and history. Answers the index data messages are resolved with, or undefined
 * when the gateway is gone or the birth declares no process metric.
 */
export async function applyBirth(
  db: Db,
  gatewayId: string,
  deviceId: string,
  metrics: DecodedMetric[],
): Promise<MetricIndex | undefined> {
  const declared = metrics.filter(
    (m): m is DecodedMetric & { name: string } => m.name !== undefined && isProcessMetric(m.name),
  );
  if (declared.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    // Locked: births of one node taken by two instances (a shared subscription) wait for each
    // other, so a device's equipment is made once.
    const gateway = await trx
      .selectFrom('gateway')
      .select(['org_id'])
      .where('id', '=', gatewayId)
      .forUpdate()
      .executeTakeFirst();
    if (!gateway) return undefined;
    const known = await trx
      .selectFrom('sparkplug_equipment')
      .select('equipment_id')
      .where('gateway_id', '=', gatewayId)
      .where('device_id', '=', deviceId)
      .executeTakeFirst();
    let equipmentId = known?.equipment_id;
    if (!equipmentId) {
      equipmentId = randomUUID();
      const now = new Date();
      await trx
        .insertInto('equipment')
        .values({
          id: equipmentId,
          org_id: gateway.org_id,
          name: deviceId === '' ? gatewayId : `${gatewayId}/${deviceId}`,
          type: 'eg',
          model: 'Sparkplug B',
          gateway_id: gatewayId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('sparkplug_equipment')
        .values({ equipment_id: equipmentId, gateway_id: gatewayId, device_id: deviceId })
        .execute();
    }
    const existing = new Map(
      (
        await trx
          .selectFrom('sparkplug_metric')
          .select(['signal_id', 'metric'])
          .where('equipment_id', '=', equipmentId)
          .execute()
      ).map((row) => [row.metric, row.signal_id]),
    );
    const index: MetricIndex = { equipmentId, byName: new Map(), byAlias: new Map() };
    for (const [position, metric] of declared.entries()) {
      const fields = {
        name: metric.name.slice(0, SIGNAL_NAME_MAX),
        unit: metric.unit ?? '',
        data_type: signalTypeOfSparkplug(metric.type),
        access: metric.readOnly ? ('r' as const) : ('rw' as const),
      };
      let signalId = existing.get(metric.name);
      if (signalId === undefined) {
        const inserted = await trx
          .insertInto('signal')
          .values({
            equipment_id: equipmentId,
            ...fields,
            area: 'holding',
            address: 0,
            alarm_rules: '[]',
            seq: existing.size + position + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        signalId = inserted.id;
        await trx
          .insertInto('sparkplug_metric')
          .values({
            signal_id: signalId,
            equipment_id: equipmentId,
            metric: metric.name,
            datatype: metric.type,
            alias: metric.alias ?? null,
          })
          .execute();
      } else {
        await trx.updateTable('signal').set(fields).where('id', '=', signalId).execute();
        await trx
          .updateTable('sparkplug_metric')
          .set({ datatype: metric.type, alias: metric.alias ?? null })
          .where('signal_id', '=', signalId)
          .execute();
      }
      const entry = { signalId: String(signalId), metric: metric.name, type: metric.type };
      index.byName.set(metric.name, entry);
      if (metric.alias !== undefined) index.byAlias.set(metric.alias, entry);
    }
    return index;
  });
}

/** The index of a node's ('') or device's equipment as the last birth left it. */
export async function loadMetricIndex(
  db: Db,
  gatewayId: string,
  deviceId: string,
): Promise<MetricIndex | undefined> {
  const rows = await db
    .selectFrom('sparkplug_equipment')
    .innerJoin(
      'sparkplug_metric',
      'sparkplug_metric.equipment_id',
      'sparkplug_equipment.equipment_id',
    )
    .select([
      'sparkplug_equipment.equipment_id',
      'sparkplug_metric.signal_id',
      'sparkplug_metric.metric',
      'sparkplug_metric.datatype',
      'sparkplug_metric.alias',
    ])
    .where('sparkplug_equipment.gateway_id', '=', gatewayId)
    .where('sparkplug_equipment.device_id', '=', deviceId)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const index: MetricIndex = {
    equipmentId: first.equipment_id,
    byName: new Map(),
    byAlias: new Map(),
  };
  for (const row of rows) {
    const entry = {
      signalId: String(row.signal_id),
      metric: row.metric,
      type: row.datatype as SparkplugNumericType,
    };
    index.byName.set(row.metric, entry);
    if (row.alias !== null) index.byAlias.set(Number(row.alias), entry);
  }
  return index;
}
