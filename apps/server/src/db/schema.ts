import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface OrgTable {
  id: string;
  name: string;
  created_at: Timestamp;
}

export interface UserTable {
  id: string;
  org_id: string;
  loginname: string;
  username: string;
  password_hash: string;
  role_type: 'admin' | 'user';
  tel: Defaulted<string>;
  email: Defaulted<string>;
  dept_id: Defaulted<string>;
  prompt_types: ColumnType<string[], string | undefined, string>;
  scada_adaption: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface SessionTable {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  remember: Defaulted<boolean>;
  address: Defaulted<string>;
  user_agent: Defaulted<string>;
}

export interface LoginFailureTable {
  id: Generated<number>;
  loginname: string;
  address: string;
  failed_at: Timestamp;
}

export interface CaptchaTable {
  id_hash: string;
  answer: string;
  expires_at: Timestamp;
}

export interface ThemeTable {
  org_id: string;
  title: string;
  favicon_ico: string;
}

export interface UserConfigTable {
  user_id: string;
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: string;
  content: string;
  contact: Defaulted<string>;
  created_at: Timestamp;
}

export interface MessageTable {
  id: Generated<number>;
  org_id: string;
  user_id: string;
  type: 'alarm' | 'expire' | 'notice';
  title: string;
  note: Defaulted<string>;
  data_id: Defaulted<string>;
  equip_type: Defaulted<string>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface OperationLogTable {
  id: Generated<number>;
  org_id: string;
  user_id: string;
  action: string;
  detail: Defaulted<string>;
  address: Defaulted<string>;
  created_at: Timestamp;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

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
  value: Nullable<number>;
  start_at: Timestamp;
  end_at: NullableTime;
  acknowledged: Defaulted<boolean>;
}

export interface CommandTable {
  uuid: string;
  org_id: string;
  user_id: string;
  equipment_id: string;
  gateway_id: string;
  signal_id: Nullable<number>;
  kind: 'write' | 'read';
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

export interface ProjectTable {
  id: string;
  org_id: string;
  name: string;
  created_at: Timestamp;
  description: Defaulted<string>;
  thumbnail: Defaulted<string>;
  updated_at: Timestamp;
  home_page_id: Nullable<string>;
}

export interface ProjectPageTable {
  id: string;
  project_id: string;
  title: string;
  width: Defaulted<number>;
  height: Defaulted<number>;
  fit: Defaulted<'container' | 'width' | 'height' | 'original'>;
  bg_color: Defaulted<string>;
  bg_image: Defaulted<string>;
  use_bg_image: Defaulted<boolean>;
  grid: Defaulted<boolean>;
  password_hash: Nullable<string>;
  json_url: Defaulted<string>;
  version: Defaulted<number>;
  widget_count: Defaulted<number>;
  seq: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageGrantTable {
  session_hash: string;
  page_id: string;
  password_hash: string;
  granted_at: Timestamp;
}

export interface PagePasswordFailureTable {
  id: Generated<number>;
  session_hash: string;
  page_id: string;
  failed_at: Timestamp;
}

export interface ConfigurationPageTable {
  id: string;
  equipment_id: string;
  title: string;
  width: Defaulted<number>;
  height: Defaulted<number>;
  fit: Defaulted<'container' | 'width' | 'height' | 'original'>;
  bg_color: Defaulted<string>;
  bg_image: Defaulted<string>;
  use_bg_image: Defaulted<boolean>;
  grid: Defaulted<boolean>;
  home: Defaulted<boolean>;
  widget_count: Defaulted<number>;
  schema_version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConfigurationWidgetTable {
  page_id: string;
  seq: number;
  widget_id: string;
  widget_type: string;
  body: Json<Record<string, unknown>>;
}

export interface ProjectEquipmentTable {
  project_id: string;
  equipment_id: string;
}

export interface UserAuthRevokedTable {
  user_id: string;
  auth: string;
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

export interface Database {
  org: OrgTable;
  app_user: UserTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  captcha: CaptchaTable;
  theme: ThemeTable;
  user_config: UserConfigTable;
  feedback: FeedbackTable;
  message: MessageTable;
  operation_log: OperationLogTable;
  gateway: GatewayTable;
  equipment: EquipmentTable;
  signal: SignalTable;
  signal_value: SignalValueTable;
  signal_value_minute: SignalValueMinuteTable;
  alarm: AlarmTable;
  command: CommandTable;
  report: ReportTable;
  equipment_mark: EquipmentMarkTable;
  equipment_group: EquipmentGroupTable;
  equipment_group_member: EquipmentGroupMemberTable;
  project: ProjectTable;
  project_equipment: ProjectEquipmentTable;
  live_token: LiveTokenTable;
  user_auth_revoked: UserAuthRevokedTable;
  project_page: ProjectPageTable;
  page_grant: PageGrantTable;
  page_password_failure: PagePasswordFailureTable;
  configuration_page: ConfigurationPageTable;
  configuration_widget: ConfigurationWidgetTable;
  equipment_driver: EquipmentDriverTable;
  hardware_model: HardwareModelTable;
  equipment_model: EquipmentModelTable;
  protocol_setting: ProtocolSettingTable;
  equipment_archive: EquipmentArchiveTable;
  announcement: AnnouncementTable;
  frame_link: FrameLinkTable;
}
