/** System settings, presence samples and ingest counts (migrations 0085 and 0161). */
import type { Json, Timestamp } from './columns';

export interface OrgSettingTable {
  org_id: string;
  settings: Json<unknown>;
  updated_at: Timestamp;
}

export interface PresenceSampleTable {
  org_id: string;
  at: Timestamp;
  equipment_total: number;
  equipment_online: number;
}

export interface GatewayPresenceSampleTable {
  gateway_id: string;
  at: Timestamp;
  online: boolean;
}

export interface SignalIngestHourTable {
  signal_id: number;
  hour: Timestamp;
  n: string;
}
