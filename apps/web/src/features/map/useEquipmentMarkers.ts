import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapConfig, MapEquipment } from '@lf/protocol';
import { toMapCoords } from './logic/mapCoords';
import { EquipmentMarkerLayer } from './markerLayer';

/**
 * The equipment's markers on a map, clustered and kept live; the view is fitted to them once,
 * when they first come, so that live updates (a moving truck) do not pull it around.
 */
export function useEquipmentMarkers(
  map: L.Map | null,
  config: MapConfig | undefined,
  equipment: readonly MapEquipment[] | undefined,
  onSelect: (equipmentId: string) => void,
  fit: L.FitBoundsOptions,
): void {
  const { t } = useTranslation();
  const layer = useRef<EquipmentMarkerLayer | null>(null);
  const fitted = useRef(false);
  // The latest handler, without re-creating the markers when the screen passes a new one.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);
  const coords = config?.coords ?? 'wgs84';

  useEffect(() => {
    if (!map || !config) return;
    const created = new EquipmentMarkerLayer(map, {
      coords,
      onSelect: (id) => select.current(id),
      clusterLabel: (count) => t('map.count', { count }),
    });
    layer.current = created;
    return () => {
      created.remove();
      layer.current = null;
    };
  }, [map, config, coords, t]);

  useEffect(() => {
    if (!map || !equipment || !layer.current) return;
    layer.current.setEquipment(equipment);
    if (fitted.current) return;
    fitted.current = true;
    const placed = equipment.flatMap((e) =>
      e.lat !== null && e.lng !== null ? [toMapCoords(e.lat, e.lng, coords)] : [],
    );
    if (placed.length > 0) map.fitBounds(L.latLngBounds(placed), fit);
  }, [map, equipment, coords, config, fit]);
}
