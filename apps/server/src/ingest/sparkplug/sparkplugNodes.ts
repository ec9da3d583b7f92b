import type { SparkplugNode, SparkplugNumericType } from '@lf/protocol';
import type { Db } from '../../db/database';

const FRESH_MS = 30_000;

interface Entry {
  loadedAt: number;
  node: Promise<SparkplugNode | undefined>;
}

/**
 * Which gateways are Sparkplug edge nodes, and of which group (`sparkplug_node`). Read for
 * every message and every command, so kept for 30 s like the signal directory; a change of
 * binding through the administration call forgets the gateway's entry at once.
 */
export class SparkplugNodes {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  of(gatewayId: string): Promise<SparkplugNode | undefined> {
    const entry = this.entries.get(gatewayId);
    if (entry && Date.now() - entry.loadedAt < FRESH_MS) return entry.node;
    const node = loadNode(this.db, gatewayId);
    this.entries.set(gatewayId, { loadedAt: Date.now(), node });
    node.catch(() => this.entries.delete(gatewayId));
    return node;
  }

  forget(gatewayId: string): void {
    this.entries.delete(gatewayId);
  }

  /** The metric behind a signal of the gateway's equipment, and the device it belongs to. */
  async metricOf(
    gatewayId: string,
    signalId: string,
  ): Promise<{ metric: string; type: SparkplugNumericType; deviceId: string } | undefined> {
    const row = await this.db
      .selectFrom('sparkplug_metric')
      .innerJoin(
        'sparkplug_equipment',
        'sparkplug_equipment.equipment_id',
        'sparkplug_metric.equipment_id',
      )
      .select([
        'sparkplug_metric.metric',
        'sparkplug_metric.datatype',
        'sparkplug_equipment.device_id',
      ])
      .where('sparkplug_metric.signal_id', '=', Number(signalId))
      .where('sparkplug_equipment.gateway_id', '=', gatewayId)
      .executeTakeFirst();
    return row
      ? { metric: row.metric, type: row.datatype as SparkplugNumericType, deviceId: row.device_id }
      : undefined;
  }
}

/** A gateway's binding: its id is the edge node id. */
export async function loadNode(db: Db, gatewayId: string): Promise<SparkplugNode | undefined> {
  const row = await db
    .selectFrom('sparkplug_node')
    .select('group_id')
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
  return row ? { groupId: row.group_id, edgeNodeId: gatewayId } : undefined;
}
