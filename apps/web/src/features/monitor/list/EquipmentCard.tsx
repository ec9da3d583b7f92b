import { Badge, Button, Card, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import {
  EllipsisOutlined,
  StarFilled,
  StarOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentSummary } from '@lf/protocol';
import { SharedTag } from '../../share/SharedTag';
import { equipmentState } from '../logic/equipmentList';
import { chooseKeySignals } from '../logic/keySignals';
import { CardKeyValues } from './CardKeyValues';
import { KeyValuesDialog, useKeySignalChoice } from './KeyValuesDialog';
import { useCardLive } from './cardLive';
import './equipmentCard.css';

const STATE_COLOUR = { alarm: 'red', online: 'green', offline: 'default' } as const;

/**
 * Where an equipment opens: EG by its display setting, GM in its equipment-info monitor. Shared
 * equipment opens in the list monitor (the configuration pages stay the owner's).
 */
export function equipmentPath(
  e: Pick<EquipmentSummary, 'id' | 'type' | 'display'> & { share?: unknown },
): string {
  if (e.type === 'gm') return `/monitor/gm/vuedetail/${e.id}`;
  return e.display === 'list' || e.share
    ? `/monitor/eg/detail/list/${e.id}/0`
    : `/monitor/eg/detail/configuration/${e.id}/0`;
}

export function EquipmentCard({
  equipment,
  onOpen,
  onStar,
  onTop,
  onMove,
}: {
  equipment: EquipmentSummary;
  onOpen: () => void;
  onStar: () => void;
  onTop: () => void;
  onMove: () => void;
}) {
  const { t } = useTranslation();
  const state = equipmentState(equipment);
  const live = useCardLive(equipment.id);
  const choice = useKeySignalChoice();
  const [choosing, setChoosing] = useState(false);
  const keySignals = chooseKeySignals(live.signals ?? [], choice.cardSignals[equipment.model]);
  return (
    <Card
      size="small"
      hoverable
      data-testid="equipment-card"
      data-name={equipment.name}
      onClick={onOpen}
      style={{
        height: '100%',
        borderTop: `3px solid ${state === 'alarm' ? '#f5222d' : state === 'online' ? '#52c41a' : '#d9d9d9'}`,
      }}
      title={
        <Space size={6}>
          {equipment.top ? (
            <Tooltip title={t('monitor.list.pinned')}>
              <VerticalAlignTopOutlined
                style={{ color: '#1677ff' }}
                aria-label={t('monitor.list.pinned')}
              />
            </Tooltip>
          ) : null}
          <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
            {equipment.name}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Button
            type="text"
            size="small"
            aria-label={equipment.starred ? t('monitor.list.unstar') : t('monitor.list.star')}
            aria-pressed={equipment.starred}
            icon={
              equipment.starred ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />
            }
            onClick={onStar}
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'top',
                  label: equipment.top ? t('monitor.list.untop') : t('monitor.list.top'),
                  onClick: onTop,
                },
                { key: 'move', label: t('monitor.list.moveToGroup'), onClick: onMove },
                {
                  key: 'keyValues',
                  label: t('monitor.keyValues.choose'),
                  disabled: !live.signals,
                  onClick: () => setChoosing(true),
                },
              ],
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<EllipsisOutlined />}
              aria-label={`${equipment.name} …`}
            />
          </Dropdown>
        </Space>
      }
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space size={4} wrap>
          <Tag color={STATE_COLOUR[state]} data-testid="equipment-state">
            {state === 'alarm'
              ? t('monitor.alarm')
              : state === 'online'
                ? t('monitor.online')
                : t('monitor.offline')}
          </Tag>
          {equipment.alarmCount > 0 ? (
            <Badge
              count={t('monitor.list.alarmCount', { count: equipment.alarmCount })}
              style={{ backgroundColor: '#f5222d' }}
            />
          ) : null}
          <Tag>{equipment.type.toUpperCase()}</Tag>
          {equipment.share ? <SharedTag sharedBy={equipment.share.sharedBy} /> : null}
        </Space>
        {keySignals.length > 0 ? <CardKeyValues signals={keySignals} values={live.values} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('monitor.list.model')}: {equipment.model || '—'}
        </Typography.Text>
      </Space>
      {choosing ? (
        <div onClick={(e) => e.stopPropagation()}>
          <KeyValuesDialog
            model={equipment.model}
            signals={live.signals ?? []}
            onClose={() => setChoosing(false)}
          />
        </div>
      ) : null}
    </Card>
  );
}
