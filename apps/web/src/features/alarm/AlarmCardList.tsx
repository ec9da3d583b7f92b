import { Button, Empty, Flex, Typography } from 'antd';
import { ALARM_PRIORITY_COLOUR, type AlarmSummaryRow, type IsaState } from '@lf/protocol';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PriorityTag } from './PriorityTag';
import { alarmText } from './alarmText';
import { currentLocale } from '../../i18n/i18n';

const TIME = 'MM-DD HH:mm:ss';
const UNACKED: ReadonlySet<IsaState> = new Set(['unack_active', 'rtn_unack']);
/** States an operator can still shelve (not already set aside some other way). */
const SHELVABLE: ReadonlySet<IsaState> = new Set(['unack_active', 'ack_active', 'rtn_unack']);

/**
 * The alarm summary on a phone: one card per alarm, its priority colour down the side, what and
 * where it is, and acknowledge, shelve or unshelve as full-width buttons under the thumb. The
 * buttons open the same dialogs as the table (the page passes its handlers).
 */
export function AlarmCardList({
  rows,
  onAcknowledge,
  onShelve,
  onUnshelve,
}: {
  rows: readonly AlarmSummaryRow[];
  onAcknowledge: (id: string) => void;
  onShelve: (id: string) => void;
  onUnshelve: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty description={t('alarm.summary.empty')} />;
  return (
    <Flex vertical gap={12} data-testid="alarm-cards">
      {rows.map((row) => (
        <article
          key={row.id}
          className="lf-alarm-card"
          aria-label={alarmText(row, currentLocale())}
          style={{ borderLeftColor: ALARM_PRIORITY_COLOUR[row.priority] }}
        >
          <Flex justify="space-between" align="center" gap={8}>
            <PriorityTag priority={row.priority} />
            <span className={`lf-alarm-state lf-alarm-state--${row.state}`}>
              {t(`alarm.state.${row.state}`)}
            </span>
          </Flex>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {alarmText(row, currentLocale())}
          </Typography.Text>
          <Typography.Text type="secondary">
            {[row.equipmentName, row.signalName].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Flex justify="space-between" gap={8}>
            <span>
              {t('alarm.columns.value')}: {row.value === null ? '—' : String(row.value)}
            </span>
            <Typography.Text type="secondary">{dayjs(row.raisedAt).format(TIME)}</Typography.Text>
          </Flex>
          {row.state === 'shelved' && row.shelvedUntil !== null ? (
            <Typography.Text type="secondary">
              {`${t('alarm.columns.shelvedUntil')} ${dayjs(row.shelvedUntil).format(TIME)} · ${row.shelveReason}`}
            </Typography.Text>
          ) : null}
          {row.ackBy || row.ackComment ? (
            <Typography.Text type="secondary">
              {[row.ackBy, row.ackComment].filter(Boolean).join(' · ')}
            </Typography.Text>
          ) : null}
          <Flex gap={8}>
            {UNACKED.has(row.state) ? (
              <Button type="primary" size="large" block onClick={() => onAcknowledge(row.id)}>
                {t('alarm.summary.acknowledge')}
              </Button>
            ) : null}
            {SHELVABLE.has(row.state) && !row.equipmentInMaintenance ? (
              <Button size="large" block onClick={() => onShelve(row.id)}>
                {t('alarm.summary.shelve')}
              </Button>
            ) : null}
            {row.state === 'shelved' ? (
              <Button size="large" block onClick={() => onUnshelve(row.id)}>
                {t('alarm.summary.unshelve')}
              </Button>
            ) : null}
          </Flex>
        </article>
      ))}
    </Flex>
  );
}
