import { Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapEquipment } from '@lf/protocol';
import { formatTime } from '../monitor/detail/format';
import { STATE_COLOUR, stateOf } from './logic/mapState';

function shownValue(value: number | boolean | null, unit: string, noValue: string): string {
  if (value === null) return noValue;
  if (typeof value === 'boolean') return value ? '1' : '0';
  const rounded = Math.round(value * 1000) / 1000;
  return unit ? `${rounded} ${unit}` : String(rounded);
}

/** The pop-up of a marker: state, live key values and where to go from here. */
export function MapPopupContent({
  equipment,
  onTrack,
}: {
  equipment: MapEquipment;
  onTrack: (id: string) => void;
}) {
  const { t } = useTranslation();
  const state = stateOf(equipment);
  const monitorPath =
    equipment.type === 'gm'
      ? `/monitor/gm/vuedetail/${equipment.id}`
      : `/monitor/eg/detail/list/${equipment.id}/0`;
  const latest = Math.max(
    0,
    ...equipment.keyValues.map((k) => k.ts ?? 0),
    equipment.positionTs ?? 0,
  );
  return (
    <div data-testid="map-popup" style={{ minWidth: 220 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>{equipment.name}</Typography.Text>
        <Tag color={STATE_COLOUR[state]}>{t(`map.${state}`)}</Tag>
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={equipment.keyValues.map((k) => ({
          key: k.signalId,
          label: k.name,
          children: shownValue(k.value, k.unit, t('map.noValues')),
        }))}
      />
      {latest > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('map.updated', { time: formatTime(latest) })}
        </Typography.Text>
      ) : null}
      <Space wrap style={{ marginTop: 8 }}>
        <Link to={monitorPath}>{t('map.monitor')}</Link>
        {equipment.type === 'eg' ? (
          <Link to={`/monitor/eg/detail/configuration/${equipment.id}/0`}>{t('map.page')}</Link>
        ) : null}
        {equipment.position ? (
          <Typography.Link onClick={() => onTrack(equipment.id)}>{t('map.track')}</Typography.Link>
        ) : null}
      </Space>
    </div>
  );
}
