import { useQuery } from '@tanstack/react-query';
import type L from 'leaflet';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../map/BaseMap';
import { mapKeys, queryMapConfig } from '../map/api';
import { useEquipmentMarkers } from '../map/useEquipmentMarkers';
import { useMapEquipment } from '../map/useMapEquipment';

/** Room around the equipment; no closer than a town. */
const OVERVIEW_FIT: L.FitBoundsOptions = { padding: [30, 30], maxZoom: 13 };

/**
 * The equipment on a small live map, fitted to where they are; a marker opens its equipment's
 * place on the device map.
 */
export function OverviewMap() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goToMap = useCallback(() => void navigate('/map'), [navigate]);
  const config = useQuery({
    queryKey: mapKeys.config,
    queryFn: queryMapConfig,
    staleTime: Infinity,
  });
  const { equipment } = useMapEquipment();
  const [map, setMap] = useState<L.Map | null>(null);
  useEquipmentMarkers(map, config.data, equipment, goToMap, OVERVIEW_FIT);

  return (
    <div className="lf-overview__map">
      <BaseMap config={config.data} mapRef={setMap} label={t('home.map')} />
    </div>
  );
}
