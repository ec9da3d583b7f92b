import { Tag } from 'antd';
import { ALARM_PRIORITY_COLOUR, type AlarmPriority } from '@lf/protocol';
import { useTranslation } from 'react-i18next';

/** A priority in its colour (critical red, high orange, medium yellow, low blue). */
export function PriorityTag({ priority }: { priority: AlarmPriority }) {
  const { t } = useTranslation();
  return (
    <Tag color={ALARM_PRIORITY_COLOUR[priority]} data-priority={priority}>
      {t(`alarm.priority.${priority}`)}
    </Tag>
  );
}
