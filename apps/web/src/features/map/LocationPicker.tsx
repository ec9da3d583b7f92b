import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMapEvents } from 'react-leaflet';
import { mapKeys, queryMapConfig } from './api';
import { BaseMap, DEFAULT_CENTER } from './BaseMap';
import { fromMapCoords, toMapCoords, type TileCoords } from './logic/mapCoords';

const PIN = L.divIcon({
  className: '',
  html: '<div class="lf-map-pin" aria-hidden="true"></div>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

function ClickToPlace({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Keeps a typed position in view: the map pans to it when it moves outside. */
function FollowValue({ at }: { at: [number, number] | undefined }) {
  const map = useMapEvents({});
  useEffect(() => {
    if (at && !map.getBounds().contains(at)) map.panTo(at);
  }, [map, at]);
  return null;
}

/**
 * A small map of the equipment's place for the admin form: a click places the marker, dragging
 * moves it; the position is handed back in WGS-84 whatever datum the tiles draw in. Same basemap
 * (offline or LF_MAP_TILES) as the device map.
 */
export default function LocationPicker({
  lat,
  lng,
  onPick,
}: {
  lat: number | null | undefined;
  lng: number | null | undefined;
  onPick: (lat: number, lng: number) => void;
}) {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: mapKeys.config,
    queryFn: queryMapConfig,
    staleTime: Infinity,
  });
  const coords: TileCoords = config.data?.coords ?? 'wgs84';
  const placed = typeof lat === 'number' && typeof lng === 'number';
  const at = useMemo<[number, number] | undefined>(
    () => (placed ? toMapCoords(lat, lng, coords) : undefined),
    [placed, lat, lng, coords],
  );
  // The first centre only: afterwards the person's own panning and zooming are kept.
  const [start] = useState(() => ({ center: at ?? DEFAULT_CENTER, zoom: at ? 13 : 9 }));
  const pick = (mapLat: number, mapLng: number) => {
    const [wLat, wLng] = fromMapCoords(mapLat, mapLng, coords);
    onPick(wLat, wLng);
  };
  if (!config.data) return <div className="lf-map-picker" />;
  return (
    <div className="lf-map-picker" data-testid="location-picker">
      <BaseMap
        config={config.data}
        center={start.center}
        zoom={start.zoom}
        label={t('map.picker.label')}
      >
        <ClickToPlace onPick={pick} />
        <FollowValue at={at} />
        {at ? (
          <Marker
            position={at}
            icon={PIN}
            draggable
            keyboard={false}
            eventHandlers={{
              dragend: (event) => {
                const moved = (event.target as L.Marker).getLatLng();
                pick(moved.lat, moved.lng);
              },
            }}
          />
        ) : null}
      </BaseMap>
    </div>
  );
}
