import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, List, Segmented, Space, Tag, Typography } from 'antd';
import type L from 'leaflet';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../app/useReducedMotion';
import { mapKeys, queryMapConfig } from './api';
import { BaseMap } from './BaseMap';
import { FollowingPopup } from './FollowingPopup';
import { toMapCoords } from './logic/mapCoords';
import {
  countByState,
  filterEquipment,
  STATE_COLOUR,
  stateOf,
  type StateFilter,
} from './logic/mapState';
import { MapPopupContent } from './MapPopupContent';
import { useEquipmentMarkers } from './useEquipmentMarkers';
import { useMapEquipment } from './useMapEquipment';

const LIST_PAGE_SIZE = 50;
/** Room around the equipment beside the side list; no closer than a district. */
const DEVICE_MAP_FIT: L.FitBoundsOptions = { padding: [60, 60], maxZoom: 14 };

/** The device map: every equipment at its place, live, with a searchable side list. */
export function DeviceMap({ onTrack }: { onTrack: (equipmentId: string) => void }) {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: mapKeys.config,
    queryFn: queryMapConfig,
    staleTime: Infinity,
  });
  const { equipment, query } = useMapEquipment();
  const [keyword, setKeyword] = useState('');
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [map, setMap] = useState<L.Map | null>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const coords = config.data?.coords ?? 'wgs84';
  const reducedMotion = useReducedMotion();

  useEquipmentMarkers(map, config.data, equipment, setSelected, DEVICE_MAP_FIT);

  const shown = useMemo(
    () => filterEquipment(equipment ?? [], keyword, stateFilter),
    [equipment, keyword, stateFilter],
  );
  const counts = useMemo(() => countByState(equipment ?? []), [equipment]);
  const current = equipment?.find((e) => e.id === selected);
  const currentAt =
    current && current.lat !== null && current.lng !== null
      ? toMapCoords(current.lat, current.lng, coords)
      : undefined;

  const focus = (id: string) => {
    const target = equipment?.find((e) => e.id === id);
    setSelected(id);
    if (!map || !target || target.lat === null || target.lng === null) return;
    const at = toMapCoords(target.lat, target.lng, coords);
    const zoom = Math.max(map.getZoom(), 15);
    if (reducedMotion) map.setView(at, zoom, { animate: false });
    else map.flyTo(at, zoom, { duration: 0.5 });
    mainRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  if (query.isError) {
    return (
      <Alert
        type="error"
        message={t('map.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('map.retry')}</Button>}
      />
    );
  }

  return (
    <div className="lf-map">
      <div className="lf-map__side">
        <Space direction="vertical" style={{ width: '100%', marginBottom: 8 }}>
          <Input.Search
            allowClear
            placeholder={t('map.search')}
            aria-label={t('map.search')}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Segmented<StateFilter>
            block
            size="small"
            value={stateFilter}
            onChange={setStateFilter}
            options={[
              { value: 'all', label: `${t('map.all')} ${equipment?.length ?? 0}` },
              { value: 'online', label: `${t('map.online')} ${counts.online}` },
              { value: 'alarm', label: `${t('map.alarm')} ${counts.alarm}` },
              { value: 'offline', label: `${t('map.offline')} ${counts.offline}` },
            ]}
          />
        </Space>
        <div className="lf-map__list">
          <List
            size="small"
            loading={query.isPending}
            dataSource={shown}
            locale={{ emptyText: t('map.empty') }}
            pagination={
              shown.length > LIST_PAGE_SIZE
                ? { pageSize: LIST_PAGE_SIZE, size: 'small', simple: true }
                : false
            }
            aria-label={t('map.showList')}
            renderItem={(e) => {
              const state = stateOf(e);
              return (
                <List.Item
                  key={e.id}
                  onClick={() => focus(e.id)}
                  style={{
                    cursor: 'pointer',
                    background: e.id === selected ? '#e6f4ff' : undefined,
                    paddingInline: 8,
                  }}
                >
                  <Flex justify="space-between" align="center" style={{ width: '100%' }} gap={8}>
                    <Typography.Link ellipsis>{e.name}</Typography.Link>
                    <Space size={4}>
                      {e.lat === null ? <Tag>{t('map.noPosition')}</Tag> : null}
                      <Tag color={STATE_COLOUR[state]} style={{ marginInlineEnd: 0 }}>
                        {t(`map.${state}`)}
                      </Tag>
                    </Space>
                  </Flex>
                </List.Item>
              );
            }}
          />
        </div>
      </div>
      <div className="lf-map__main" ref={mainRef}>
        <BaseMap config={config.data} mapRef={setMap} label={t('map.title')}>
          {current && currentAt ? (
            <FollowingPopup
              key={current.id}
              position={currentAt}
              onClose={() => setSelected(undefined)}
            >
              <MapPopupContent equipment={current} onTrack={onTrack} />
            </FollowingPopup>
          ) : null}
        </BaseMap>
        <div className="lf-map__legend" aria-label={t('map.legend')}>
          <Space size={10}>
            {(['online', 'alarm', 'offline'] as const).map((state) => (
              <Space key={state} size={4}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: STATE_COLOUR[state],
                  }}
                />
                {t(`map.${state}`)}
              </Space>
            ))}
            {config.data && !config.data.tiles ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('map.basemapOffline')}
              </Typography.Text>
            ) : null}
          </Space>
        </div>
      </div>
    </div>
  );
}
