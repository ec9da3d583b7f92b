/** Device sharing: the share of an equipment, the grants made through it, the passwords tried. */
import type { Generated } from 'kysely';
import type { Defaulted, Nullable, NullableTime, Timestamp } from './columns';

export interface EquipmentShareTable {
  equipment_id: string;
  enabled: Defaulted<boolean>;
  token: Nullable<string>;
  password_hash: Nullable<string>;
  authority: Defaulted<'view' | 'write'>;
  with_history: Defaulted<boolean>;
  with_alarms: Defaulted<boolean>;
  expires_at: NullableTime;
  updated_by: string;
  updated_at: Timestamp;
}

export interface EquipmentShareGrantTable {
  equipment_id: string;
  user_id: string;
  token: string;
  joined_at: Timestamp;
}

export interface EquipmentShareAttemptTable {
  id: Generated<number>;
  equipment_id: string;
  user_id: string;
  tried_at: Timestamp;
}

export interface EquipmentShareRevocationTable {
  equipment_id: string;
  user_id: string;
  token: string;
  revoked_at: Timestamp;
}
