/**
 * Gateways, equipment and signals; value history, alarms, commands, reports, marks and groups;
 * live-socket tokens.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Defaulted, Nullable, NullableTime, Json } from './columns';

/** Refusals of a gateway's MQTT traffic by reason (see MQTT_REFUSAL_REASONS). */
export interface MqttRefusalTable {
  gateway_id: string;
  reason: string;
  /** bigint: read as a string. */
  count: ColumnType<string, number, number>;
  first_at: Timestamp;
  last_at: Timestamp;
  last_detail: Defaulted<string>;
}

export interface GatewayTable {
  id: string;
  org_id: string;
  name: string;
  password_hash: string;
  online: Defaulted<boolean>;
  status_at: NullableTime;
  last_seen: NullableTime;
  vpn: Defaulted<boolean>;
  economize_open: Defaulted<boolean>;
  economize_mode: Defaulted<'time' | 'smart'>;
  interval_s: Defaulted<number>;
  agent_version: Defaulted<string>;
  /** The agent's OPC UA certificate thumbprint (status), null until it reports one. */
  opcua_thumbprint: Nullable<string>;
  created_at: Timestamp;
  hardware_id: Nullable<string>;
}

export interface EquipmentTable {
  id: string;
  org_id: string;
  name: string;
  type: 'eg' | 'gm';
  display: Defaulted<'list' | 'designer'>;
  model: Defaulted<string>;
  lat: Nullable<number>;
  lng: Nullable<number>;
  description: Defaulted<string>;
  gateway_id: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  location: Defaulted<string>;
  image: Defaulted<string>;
  /** Position signals of a moving equipment (migration 0080). */
  lat_signal_id: Nullable<number>;
  lng_signal_id: Nullable<number>;
  /** In maintenance since, and why (migration 0160): its alarms are suppressed by design. */
  maintenance_since: NullableTime;
  maintenance_reason: Nullable<string>;
}

export interface SignalTable {
  id: Generated<number>;
  equipment_id: string;
  name: string;
  unit: Defaulted<string>;
  area: 'coil' | 'discrete' | 'holding' | 'input';
  address: number;
  data_type: 'bool' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32';
  word_order: Defaulted<'ABCD' | 'CDAB'>;
  scale: Defaulted<number>;
  offset: Defaulted<number>;
  access: Defaulted<'r' | 'rw'>;
  min: Nullable<number>;
  max: Nullable<number>;
  alarm_rules: Json<unknown>;
  seq: Defaulted<number>;
  /** Address of a signal of a driver other than Modbus (OPC UA: NodeId…); null for Modbus. */
  point: ColumnType<unknown, string | null | undefined, string | null>;
  /** Writes ask first; null: by data type (migration 0225). */
  confirm_write: Nullable<boolean>;
}

export interface SignalValueTable {
  signal_id: number;
  ts: Timestamp;
  value: Nullable<number>;
  bad: Defaulted<boolean>;
}

export interface SignalValueMinuteTable {
  signal_id: number;
  minute: Timestamp;
  lo: number;
  hi: number;
  /** Good samples in the minute and their sum (migration 0085). */
  n: Defaulted<number>;
  total: Defaulted<number>;
}

/** Rows a history write added, still owed to the rollups and marks (migration 0210). */
export interface SignalValuePendingTable {
  /** bigint: read as a string. */
  id: ColumnType<string, never, never>;
  signal_id: number[];
  ts: ColumnType<Date[], string[], string[]>;
  value: (number | null)[];
  bad: boolean[];
}

/** Per signal with history: stored time span and late writes (see migration 0040). */
export interface SignalHistoryMarkTable {
  signal_id: number;
  first_ts: Timestamp;
  last_ts: Timestamp;
  late_writes: Defaulted<string>;
}

export interface AlarmTable {
  id: Generated<number>;
  org_id: string;
  kind: 'signal' | 'gateway';
  equipment_id: Nullable<string>;
  signal_id: Nullable<number>;
  gateway_id: Nullable<string>;
  rule_key: string;
  level: number;
  text: Defaulted<string>;
  /** The text as a message key (`LocalText`); null for an author's own rule text, older records. */
  local: ColumnType<unknown, string | null | undefined, string | null>;
  value: Nullable<number>;
  start_at: Timestamp;
  end_at: NullableTime;
  acknowledged: Defaulted<boolean>;
  priority: Defaulted<'critical' | 'high' | 'medium' | 'low'>;
  latching: Defaulted<boolean>;
  /** When the condition returned to normal (a latched record stays open until acknowledged). */
  cleared_at: NullableTime;
  ack_at: NullableTime;
  ack_by: Nullable<string>;
  ack_comment: Defaulted<string>;
}

export interface CommandTable {
  uuid: string;
  org_id: string;
  user_id: string;
  equipment_id: string;
  gateway_id: string;
  signal_id: Nullable<number>;
  kind: 'write' | 'read' | 'browse';
  value: Nullable<number>;
  status: Defaulted<'pending' | 'success' | 'failure'>;
  code: Nullable<number>;
  message: Defaulted<string>;
  data: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  expires_at: Timestamp;
  settled_at: NullableTime;
}

export interface ReportTable {
  id: Generated<number>;
  equipment_id: string;
  name: string;
  signal_ids: Json<string[]>;
  created_at: Timestamp;
}

export interface EquipmentMarkTable {
  user_id: string;
  equipment_id: string;
  followed: Defaulted<boolean>;
  starred: Defaulted<boolean>;
  top: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface EquipmentGroupTable {
  id: string;
  org_id: string;
  user_id: string;
  name: string;
  created_at: Timestamp;
}

export interface EquipmentGroupMemberTable {
  group_id: string;
  equipment_id: string;
}

export interface LiveTokenTable {
  token_hash: string;
  session_hash: string;
  user_id: string;
  kind: 'message' | 'equipment' | 'project';
  equipment_ids: Json<string[]>;
  expires_at: Timestamp;
  used_at: NullableTime;
}

/** A gateway that is a Sparkplug B edge node (its id is the edge node id), migration 0180. */
export interface SparkplugNodeTable {
  gateway_id: string;
  group_id: string;
}

/** The equipment a Sparkplug birth made for an edge node ('') or one of its devices. */
export interface SparkplugEquipmentTable {
  equipment_id: string;
  gateway_id: string;
  device_id: string;
}

/** The Sparkplug metric behind a signal: its name, its own data type, its alias. */
export interface SparkplugMetricTable {
  signal_id: number;
  equipment_id: string;
  metric: string;
  datatype: string;
  /** bigint: read as a string. */
  alias: ColumnType<string | null, number | null | undefined, number | null>;
}
