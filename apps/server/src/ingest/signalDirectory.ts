import { alarmRules, type AlarmRule } from '@lf/protocol';
import type { Db } from '../db/database';

export interface SignalMeta {
  signalId: string;
  equipmentId: string;
  equipmentName: string;
  equipmentType: 'eg' | 'gm';
  orgId: string;
  name: string;
  unit: string;
  dataType: string;
  rules: AlarmRule[];
}

const FRESH_MS = 30_000;

interface Entry {
  loadedAt: number;
  signals: Promise<Map<string, SignalMeta>>;
}

/**
 * Which signals each gateway may report: those of the equipment bound to it. A sample for any
 * other signal id is not ingested, so one gateway can never write another's history. Entries
 * are reloaded after 30 s so that configuration changes take effect without a restart.
 */
export class SignalDirectory {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  forGateway(gatewayId: string): Promise<Map<string, SignalMeta>> {
    const entry = this.entries.get(gatewayId);
    if (entry && this.clock() - entry.loadedAt < FRESH_MS) return entry.signals;
    const signals = this.load(gatewayId);
    this.entries.set(gatewayId, { loadedAt: this.clock(), signals });
    signals.catch(() => this.entries.delete(gatewayId));
    return signals;
  }

  forget(gatewayId: string): void {
    this.entries.delete(gatewayId);
  }

  private async load(gatewayId: string): Promise<Map<string, SignalMeta>> {
    const rows = await this.db
      .selectFrom('signal')
      .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
      .select([
        'signal.id',
        'signal.equipment_id',
        'signal.name',
        'signal.unit',
        'signal.data_type',
        'signal.alarm_rules',
        'equipment.name as equipment_name',
        'equipment.type as equipment_type',
        'equipment.org_id',
      ])
      .where('equipment.gateway_id', '=', gatewayId)
      .execute();
    const map = new Map<string, SignalMeta>();
    for (const row of rows) {
      const rules = alarmRules.safeParse(row.alarm_rules);
      map.set(String(row.id), {
        signalId: String(row.id),
        equipmentId: row.equipment_id,
        equipmentName: row.equipment_name,
        equipmentType: row.equipment_type,
        orgId: row.org_id,
        name: row.name,
        unit: row.unit,
        dataType: row.data_type,
        rules: rules.success ? rules.data : [],
      });
    }
    return map;
  }
}
