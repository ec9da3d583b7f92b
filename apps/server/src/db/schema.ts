/**
 * The database as Kysely sees it: one interface per table, grouped by domain under `tables/`
 * (account, live data, projects, administration) and gathered here, the one module the rest
 * of the server imports table types from.
 */
import type {
  OrgTable,
  UserTable,
  SessionTable,
  LoginFailureTable,
  CaptchaTable,
  ThemeTable,
  UserConfigTable,
  FeedbackTable,
  MessageTable,
  OperationLogTable,
  UserAuthRevokedTable,
  SecurityQuestionTable,
  VerifyTicketTable,
  VerifyCodeTable,
  RoleTable,
  UserInvitationTable,
  UserRangeEquipmentTable,
  UserRangeProjectTable,
} from './tables/account';
import type {
  GatewayTable,
  MqttRefusalTable,
  EquipmentTable,
  SignalTable,
  SignalValueTable,
  SignalValueMinuteTable,
  SignalHistoryMarkTable,
  SignalValuePendingTable,
  AlarmTable,
  CommandTable,
  ReportTable,
  EquipmentMarkTable,
  EquipmentGroupTable,
  EquipmentGroupMemberTable,
  LiveTokenTable,
  SparkplugNodeTable,
  SparkplugEquipmentTable,
  SparkplugMetricTable,
} from './tables/liveData';
import type {
  ProjectTable,
  ProjectEquipmentTable,
  ProjectPageTable,
  PageGrantTable,
  PagePasswordFailureTable,
  ConfigurationPageTable,
  ConfigurationWidgetTable,
} from './tables/projects';
import type {
  EquipmentDriverTable,
  HardwareModelTable,
  EquipmentModelTable,
  ModelPageTable,
  ProtocolSettingTable,
  EquipmentArchiveTable,
  AnnouncementTable,
  FrameLinkTable,
} from './tables/administration';
import type {
  EquipmentShareTable,
  EquipmentShareGrantTable,
  EquipmentShareAttemptTable,
  EquipmentShareRevocationTable,
} from './tables/sharing';
import type {
  OrgSettingTable,
  PresenceSampleTable,
  GatewayPresenceSampleTable,
  SignalIngestHourTable,
} from './tables/settings';
import type { AlarmHoldTable, AlarmJournalTable } from './tables/alarms';
import type { CustomSymbolTable } from './tables/symbols';

export type * from './tables/account';
export type * from './tables/liveData';
export type * from './tables/projects';
export type * from './tables/administration';
export type * from './tables/sharing';
export type * from './tables/settings';
export type * from './tables/alarms';
export type * from './tables/symbols';

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
  mqtt_refusal: MqttRefusalTable;
  equipment: EquipmentTable;
  signal: SignalTable;
  signal_value: SignalValueTable;
  signal_value_minute: SignalValueMinuteTable;
  signal_history_mark: SignalHistoryMarkTable;
  signal_value_pending: SignalValuePendingTable;
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
  security_question: SecurityQuestionTable;
  verify_ticket: VerifyTicketTable;
  verify_code: VerifyCodeTable;
  role: RoleTable;
  user_range_equipment: UserRangeEquipmentTable;
  user_range_project: UserRangeProjectTable;
  user_invitation: UserInvitationTable;
  project_page: ProjectPageTable;
  page_grant: PageGrantTable;
  page_password_failure: PagePasswordFailureTable;
  configuration_page: ConfigurationPageTable;
  configuration_widget: ConfigurationWidgetTable;
  equipment_driver: EquipmentDriverTable;
  hardware_model: HardwareModelTable;
  equipment_model: EquipmentModelTable;
  model_page: ModelPageTable;
  protocol_setting: ProtocolSettingTable;
  equipment_archive: EquipmentArchiveTable;
  announcement: AnnouncementTable;
  frame_link: FrameLinkTable;
  equipment_share: EquipmentShareTable;
  equipment_share_grant: EquipmentShareGrantTable;
  equipment_share_attempt: EquipmentShareAttemptTable;
  equipment_share_revocation: EquipmentShareRevocationTable;
  org_setting: OrgSettingTable;
  presence_sample: PresenceSampleTable;
  gateway_presence_sample: GatewayPresenceSampleTable;
  signal_ingest_hour: SignalIngestHourTable;
  alarm_hold: AlarmHoldTable;
  alarm_journal: AlarmJournalTable;
  sparkplug_node: SparkplugNodeTable;
  sparkplug_equipment: SparkplugEquipmentTable;
  sparkplug_metric: SparkplugMetricTable;
  custom_symbol: CustomSymbolTable;
}
