import 'leaflet/dist/leaflet.css';
import './map.css';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import type { ReactNode, Ref } from 'react';
import { GeoJSON, MapContainer, TileLayer } from 'react-leaflet';
import type { MapConfig } from '@lf/protocol';
import { loadOfflineBasemap } from './offlineBasemap';

/** Shanghai, where the demo runs; the map fits the equipment once it knows where they are. */
export const DEFAULT_CENTER: [number, number] = [31.26, 121.49];

const LAND = { color: '#c9c2b0', weight: 0.6, fillColor: '#f3efe4', fillOpacity: 1 };
const BORDERS = { color: '#9b9384', weight: 0.8, fill: false };
const PROVINCES = { color: '#b0a890', weight: 0.8, dashArray: '4 3', fill: false };

function OfflineLayers() {
  const basemap = useQuery({
    queryKey: ['map', 'offline-basemap'],
    queryFn: loadOfflineBasemap,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!basemap.data) return null;
  return (
    <>
      <GeoJSON data={basemap.data.land} style={LAND} interactive={false} />
      <GeoJSON data={basemap.data.provinces} style={PROVINCES} interactive={false} />
      <GeoJSON data={basemap.data.borders} style={BORDERS} interactive={false} />
    </>
  );
}

/**
 * A Leaflet map on the configured tiles (LF_MAP_TILES) or, without them, on the offline
 * basemap. Vector layers draw on one canvas (preferCanvas).
 */
export function BaseMap({
  config,
  center = DEFAULT_CENTER,
  zoom = 12,
  mapRef,
  children,
  label,
}: {
  config: MapConfig | undefined;
  center?: [number, number];
  zoom?: number;
  mapRef?: Ref<LeafletMap>;
  children?: ReactNode;
  label: string;
}) {
  const offline = !config?.tiles;
  return (
    <MapContainer
      ref={mapRef}
      center={center}
      zoom={zoom}
      minZoom={2}
      maxZoom={18}
      preferCanvas
      worldCopyJump
      className={offline ? 'lf-map__leaflet lf-map__leaflet--offline' : 'lf-map__leaflet'}
      aria-label={label}
    >
      {config?.tiles ? (
        <TileLayer url={config.tiles} attribution={config.attribution} maxZoom={18} />
      ) : (
        <OfflineLayers />
      )}
      {children}
    </MapContainer>
  );
}
