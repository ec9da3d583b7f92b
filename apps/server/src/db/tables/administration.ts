/**
 * The manage area: drivers, firmware and equipment models, protocols, the equipment archive,
 * announcements and frames.
 */
import type { Timestamp, Defaulted, NullableTime, Json } from './columns';

export interface EquipmentDriverTable {
  equipment_id: string;
  protocol: string;
  settings: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface HardwareModelTable {
  id: string;
  org_id: string;
  name: string;
  firmware_version: string;
  description: Defaulted<string>;
  created_at: Timestamp;
}

export interface EquipmentModelTable {
  id: string;
  org_id: string;
  name: string;
  description: Defaulted<string>;
  template: Json<unknown>;
  updated_at: Timestamp;
}

/** A page template of an equipment model (migration 0200): widgets bound by signal name. */
export interface ModelPageTable {
  id: string;
  model_id: string;
  title: string;
  layout: Json<Record<string, unknown>>;
  widget_count: Defaulted<number>;
  signal_names: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProtocolSettingTable {
  org_id: string;
  protocol: string;
  enabled: boolean;
}

export interface EquipmentArchiveTable {
  id: string;
  org_id: string;
  name: string;
  signal_ids: Json<number[]>;
  definition: Json<unknown>;
  deleted_by: string;
  deleted_at: Timestamp;
}

export interface AnnouncementTable {
  id: string;
  org_id: string;
  title: string;
  content: string;
  state: Defaulted<'draft' | 'published' | 'withdrawn'>;
  published_at: NullableTime;
  updated_at: Timestamp;
}

export interface FrameLinkTable {
  org_id: string;
  path: string;
  title: string;
  url: string;
}
