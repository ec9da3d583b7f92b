import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as liveData from './0002_live_data';
import * as historyRollup from './0003_history_rollup';
import * as projectsPages from './0010_projects_pages';
import * as monitorExtras from './0020_monitor_extras';
import * as administration from './0030_administration';
import * as historyMarks from './0040_history_marks';
import * as operationLogByUser from './0041_operation_log_by_user';
import * as accountSecurity from './0050_account_security';
import * as roles from './0060_roles';
import * as equipmentShare from './0070_equipment_share';
import * as equipmentPositionSignals from './0080_equipment_position_signals';
import * as settingsAndDataCenter from './0085_settings_and_data_center';
import * as alarmManagement from './0090_alarm_management';
import * as userAdmin from './0100_user_admin';
import * as mqttRefusals from './0110_mqtt_refusals';
import * as equipmentMaintenance from './0160_equipment_maintenance';
import * as gatewayPresenceSample from './0161_gateway_presence_sample';
import * as sharePermissionAndRevocation from './0170_share_permission_and_revocation';
import * as messageLocalText from './0175_message_local_text';
import * as sparkplug from './0180_sparkplug';
import * as opcuaPoints from './0185_opcua_points';
import * as customSymbols from './0195_custom_symbols';
import * as modelPages from './0200_model_pages';
import * as alarmLocalText from './0205_alarm_local_text';
import * as historyRollupQueue from './0210_history_rollup_queue';
import * as historyPartitions from './0215_history_partitions';
import * as signalConfirmWrite from './0225_signal_confirm_write';

/** Every migration, in order. Names are permanent: a released migration is never renamed or edited. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_live_data': liveData,
  '0003_history_rollup': historyRollup,
  '0010_projects_pages': projectsPages,
  '0020_monitor_extras': monitorExtras,
  '0030_administration': administration,
  '0040_history_marks': historyMarks,
  '0041_operation_log_by_user': operationLogByUser,
  '0050_account_security': accountSecurity,
  '0060_roles': roles,
  '0070_equipment_share': equipmentShare,
  '0080_equipment_position_signals': equipmentPositionSignals,
  '0085_settings_and_data_center': settingsAndDataCenter,
  '0090_alarm_management': alarmManagement,
  '0100_user_admin': userAdmin,
  '0110_mqtt_refusals': mqttRefusals,
  '0160_equipment_maintenance': equipmentMaintenance,
  '0161_gateway_presence_sample': gatewayPresenceSample,
  '0170_share_permission_and_revocation': sharePermissionAndRevocation,
  '0175_message_local_text': messageLocalText,
  '0180_sparkplug': sparkplug,
  '0185_opcua_points': opcuaPoints,
  '0195_custom_symbols': customSymbols,
  '0200_model_pages': modelPages,
  '0205_alarm_local_text': alarmLocalText,
  '0210_history_rollup_queue': historyRollupQueue,
  '0215_history_partitions': historyPartitions,
  '0225_signal_confirm_write': signalConfirmWrite,
};
