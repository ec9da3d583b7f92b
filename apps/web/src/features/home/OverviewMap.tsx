import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../map/BaseMap';
import { mapKeys, queryMapConfig } from '../map/api';
import { toMapCoords } from '../map/logic/mapCoords';
import { EquipmentMarkerLayer } from '../map/markerLayer';
import { useMapEquipment } from '../map/useMapEquipment';

/**
 * The equipment on a small live map, fitted to where they are; a marker opens its equipment's
 * place on the device map.
 */
export function OverviewMap() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useQuery({
    queryKey: mapKeys.config,
    queryFn: queryMapConfig,
    staleTime: Infinity,
  });
  const { equipment } = useMapEquipment();
  const [map, setMap] = useState<L.Map | null>(null);
  const layer = useRef<EquipmentMarkerLayer | null>(null);
  const fitted = useRef(false);
  const coords = config.data?.coords ?? 'wgs84';

  useEffect(() => {
    if (!map || !config.data) return;
    const created = new EquipmentMarkerLayer(map, {
      coords,
      onSelect: () => void navigate('/map'),
      clusterLabel: (count) => t('map.count', { count }),
    });
    layer.current = created;
    return () => {
      created.remove();
      layer.current = null;
    };
  }, [map, config.data, coords, t, navigate]);

  useEffect(() => {
    if (!map || !equipment || !layer.current) return;
    layer.current.setEquipment(equipment);
    // Fitted once: live updates (a moving truck) must not pull the view around.
    if (fitted.current) return;
    fitted.current = true;
    const placed = equipment.flatMap((e) =>
      e.lat !== null && e.lng !== null ? [toMapCoords(e.lat, e.lng, coords)] : [],
    );
    if (placed.length > 0)
      map.fitBounds(L.latLngBounds(placed), { padding: [30, 30], maxZoom: 13 });
  }, [map, equipment, coords, config.data]);

  return (
    <div className="lf-overview__map">
      <BaseMap config={config.data} mapRef={setMap} label={t('home.map')} />
    </div>
  );
}
