import L from 'leaflet';
import { memo, useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { TrackStop } from '@lf/protocol';
import { toMapCoords, type TileCoords } from './logic/mapCoords';

const STOP_STYLE = { color: '#fa8c16', fillColor: '#ffd591', fillOpacity: 0.9, weight: 2 };

/**
 * The stops of a track as one Leaflet layer of canvas circles with plain-text tooltips, made
 * once per answer: a 30-day track has ~1,800 stops, and as react-leaflet components (each a
 * CircleMarker with a Tooltip portal) they cost seconds to mount and re-rendered on every
 * playback frame.
 */
export const StopMarkers = memo(function StopMarkers({
  stops,
  coords,
  describe,
}: {
  stops: readonly TrackStop[];
  coords: TileCoords;
  describe: (stop: TrackStop, index: number) => string;
}) {
  const map = useMap();
  useEffect(() => {
    const layer = L.layerGroup(
      stops.map((stop, index) =>
        L.circleMarker(toMapCoords(stop.lat, stop.lng, coords), {
          ...STOP_STYLE,
          radius: 9,
        }).bindTooltip(describe(stop, index)),
      ),
    ).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, stops, coords, describe]);
  return null;
});

/** The stops as a list; a click moves the playhead there. Rendered again only with new stops. */
export const StopList = memo(function StopList({
  stops,
  empty,
  describe,
  onPick,
}: {
  stops: readonly TrackStop[];
  empty: string;
  describe: (stop: TrackStop, index: number) => string;
  onPick: (stop: TrackStop) => void;
}) {
  return (
    <ul className="lf-track-stops" data-testid="track-stops">
      {stops.length === 0 ? <li>{empty}</li> : null}
      {stops.map((stop, index) => (
        <li key={stop.start}>
          <button type="button" className="lf-link-button" onClick={() => onPick(stop)}>
            {describe(stop, index)}
          </button>
        </li>
      ))}
    </ul>
  );
});
