import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EquipmentType } from '@lf/protocol';
import { monitorKeys, queryCounts } from '../api';

/** The five counts above the list (SPEC §3); a failed count shows as empty, not as zero. */
export function CountsBar({ type }: { type?: EquipmentType }) {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: monitorKeys.counts(type ?? 'all'),
    queryFn: () => queryCounts(type),
    refetchInterval: 30_000,
  });
  const value = (n: number | undefined) => (counts.isError ? '' : (n ?? '—'));
  const items = [
    ['equipment', counts.data?.equipment_count, undefined],
    ['online', counts.data?.online_count, '#52c41a'],
    ['offline', counts.data?.offline_count, '#8c8c8c'],
    ['alarmEquipment', counts.data?.alarm_equipment, '#fa541c'],
    ['alarmCount', counts.data?.alarm_count, '#f5222d'],
  ] as const;
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid="counts">
      {items.map(([key, n, colour]) => (
        <Card key={key} size="small" loading={counts.isPending} style={{ flex: '1 1 110px' }}>
          <Statistic
            title={t(`monitor.counts.${key}`)}
            value={value(n)}
            styles={{ content: { color: colour, fontSize: 22 } }}
          />
        </Card>
      ))}
    </Flex>
  );
}
