import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ALARM_VIEW_AUTH,
  formatMessage,
  hasAuth,
  MESSAGES,
  textIn,
  type MessageItem,
} from '@lf/protocol';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/errorText';
import { currentLocale } from '../../i18n/i18n';
import { useSession } from '../../state/session';
import { queryEquipmentDetail } from '../monitor/api';
import { markEquipmentAlarmsRead, unreadCountKey } from './api';
import { alarmRecordsTarget } from './messagePaths';

/**
 * The way from an alarm message to its equipment's alarm records: the equipment is looked up
 * (EG by its display, GM by its ruleType), the reader's permission for that view is checked
 * (SPEC §6), the equipment's alarm messages are marked read, and the view opens on its alarms.
 * A refusal shows 暂无权限查看该设备报警记录; a failed lookup 跳转组态页面失败 and why (SPEC §8).
 */
export function AlarmRecordsLink({
  message,
}: {
  message: Pick<MessageItem, 'dataId' | 'equipType'>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auths = useSession((state) => state.user?.auths);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    setProblem(null);
    const locale = currentLocale();
    try {
      const equipment = await queryEquipmentDetail(message.dataId, { quiet: true });
      const target = alarmRecordsTarget(equipment);
      if (!hasAuth(auths, ALARM_VIEW_AUTH[target.view])) {
        setProblem(textIn(MESSAGES.alarmNoPermission, locale));
        return;
      }
      // Reading the records is reading the alarms: a failed mark only leaves them unread.
      await markEquipmentAlarmsRead(message.dataId, message.equipType).then(
        () => queryClient.invalidateQueries({ queryKey: unreadCountKey }),
        () => undefined,
      );
      void navigate(target.path);
    } catch (error) {
      const reason = error instanceof ApiError ? errorText(error, t, locale) : String(error);
      setProblem(formatMessage(textIn(MESSAGES.jumpFailed, locale), { reason }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ marginTop: 16, width: '100%' }}>
      <Button type="primary" loading={busy} onClick={() => void open()}>
        {t('message.openEquipment')}
      </Button>
      {problem ? (
        <Alert type="error" showIcon title={problem} data-testid="alarm-records-problem" />
      ) : null}
    </Space>
  );
}
