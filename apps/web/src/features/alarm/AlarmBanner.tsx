import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alarmKeys, querySummary } from './api';
import { unackedCritical } from './summaryFilter';

/**
 * The shell's banner: how many critical alarms wait for acknowledgement, with the way to the
 * summary. It shares the summary's query, which alarm-change pushes refresh; hidden at zero.
 */
export function AlarmBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useQuery({
    queryKey: alarmKeys.summary(false),
    queryFn: () => querySummary(false),
  });
  const count = unackedCritical(summary.data ?? []);
  if (count === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      banner
      role="alert"
      className="lf-alarm-banner"
      message={t('alarm.banner.critical', { count })}
      action={
        <Button size="small" danger onClick={() => void navigate('/alarm/summary')}>
          {t('alarm.banner.open')}
        </Button>
      }
    />
  );
}
