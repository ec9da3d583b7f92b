/**
 * Organisations, users and their sessions, settings, messages and the operation log.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Defaulted, Json, Nullable, NullableTime } from './columns';

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
  password_changed_at: NullableTime;
  /** Path of the avatar under /files/, '' for none. */
  avatar: Defaulted<string>;
  /** The video cloud key, AES-256-GCM encrypted (see account/secretBox.ts), '' for none. */
  video_key_enc: Defaulted<string>;
  /** null: the built-in role of `role_type` (rows written before roles existed). */
  role_id: Nullable<string>;
  data_range: Defaulted<'all' | 'listed'>;
  disabled_at: NullableTime;
  deleted_at: NullableTime;
  must_change_password: Defaulted<boolean>;
  /** A deleted user's login name (the row's own is renamed to free it), '' otherwise. */
  former_loginname: Defaulted<string>;
}

export interface RoleTable {
  id: string;
  /** null for the four built-in roles, shared by every organisation. */
  org_id: Nullable<string>;
  name: string;
  auths: Json<string[]>;
  created_at: Timestamp;
}

export interface UserInvitationTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTime;
}

export interface UserRangeEquipmentTable {
  user_id: string;
  equipment_id: string;
}

export interface UserRangeProjectTable {
  user_id: string;
  project_id: string;
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
  /** The title and note as message keys (`LocalMessageText`); null for announcements. */
  local: ColumnType<unknown, string | null | undefined, string | null>;
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

export interface UserAuthRevokedTable {
  user_id: string;
  auth: string;
}

export interface SecurityQuestionTable {
  user_id: string;
  seq: number;
  question: string;
  answer_hash: string;
}

export interface VerifyTicketTable {
  id_hash: string;
  purpose: 'findpwd' | 'setup';
  user_id: Nullable<string>;
  session_hash: Defaulted<string>;
  target: string;
  stage: 'identify' | 'verified';
  tries: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTime;
}

export interface VerifyCodeTable {
  id: Generated<number>;
  ticket_hash: string;
  user_id: Nullable<string>;
  channel: 'tel' | 'email';
  address: string;
  code_hash: string;
  tries: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTime;
}
