import L from 'leaflet';
import Supercluster from 'supercluster';
import type { MapEquipment, MapState } from '@lf/protocol';
import type { TileCoords } from './logic/mapCoords';
import { toMapCoords } from './logic/mapCoords';
import { placeLabels, type LabelledMarker } from './logic/labelPlacement';
import { STATE_COLOUR, stateOf } from './logic/mapState';

/**
 * The equipment markers on a Leaflet map, clustered by supercluster: only the clusters and
 * single markers in view are in the page (a few hundred at most whatever the count), redrawn
 * when the view settles; a marker that stays is moved or restyled in place, not replaced.
 * Each redraw also places the names so that none covers another (logic/labelPlacement).
 */

interface PointProps {
  id: string;
  name: string;
  state: MapState;
  moving: boolean;
}

interface ClusterProps {
  alarm: number;
  online: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pointIcon(props: PointProps): L.DivIcon {
  const shape = props.moving ? ' lf-map-marker__dot--moving' : '';
  return L.divIcon({
    className: '',
    iconSize: [0, 0],
    html:
      `<div class="lf-map-marker" data-state="${props.state}">` +
      `<span class="lf-map-marker__dot${shape}" style="background:${STATE_COLOUR[props.state]}"></span>` +
      `<span class="lf-map-marker__name">${escapeHtml(props.name)}</span></div>`,
  });
}

function clusterIcon(count: number, props: ClusterProps, label: string): L.DivIcon {
  const state: MapState = props.alarm > 0 ? 'alarm' : props.online > 0 ? 'online' : 'offline';
  const size = count < 10 ? 30 : count < 100 ? 38 : count < 1000 ? 46 : 54;
  return L.divIcon({
    className: '',
    iconSize: [size, size],
    html: `<div class="lf-map-cluster" aria-label="${escapeHtml(label)}" style="width:${size}px;height:${size}px;background:${STATE_COLOUR[state]}">${count}</div>`,
  });
}

const CLUSTER_FROM = 100;
const CLUSTER_MAX_ZOOM = 17;

export interface MarkerLayerOptions {
  coords: TileCoords;
  onSelect: (id: string) => void;
  clusterLabel: (count: number) => string;
}

export class EquipmentMarkerLayer {
  private index = new Supercluster<PointProps, ClusterProps>({
    radius: 60,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (p) => ({ alarm: p.state === 'alarm' ? 1 : 0, online: p.state === 'online' ? 1 : 0 }),
    reduce: (acc, p) => {
      acc.alarm += p.alarm;
      acc.online += p.online;
    },
  });
  /** Few equipment are shown one by one at every zoom; clusters only help a large fleet. */
  private clustering = false;
  private readonly markers = new Map<
    string,
    { marker: L.Marker; html: string; point: PointProps | undefined }
  >();
  /** A name's drawn size, measured once: the font does not change while the map is open. */
  private readonly nameSizes = new Map<string, { width: number; height: number }>();
  private readonly layer = L.layerGroup();
  private readonly redraw = () => this.draw();

  constructor(
    private readonly map: L.Map,
    private readonly options: MarkerLayerOptions,
  ) {
    this.layer.addTo(map);
    map.on('moveend', this.redraw);
  }

  setEquipment(equipment: readonly MapEquipment[]): void {
    const features = equipment.flatMap((e) => {
      if (e.lat === null || e.lng === null) return [];
      const [lat, lng] = toMapCoords(e.lat, e.lng, this.options.coords);
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [lng, lat] },
          properties: { id: e.id, name: e.name, state: stateOf(e), moving: e.position !== null },
        },
      ];
    });
    this.index.load(features);
    this.clustering = features.length > CLUSTER_FROM;
    this.draw();
  }

  remove(): void {
    this.map.off('moveend', this.redraw);
    this.layer.remove();
    this.markers.clear();
  }

  private draw(): void {
    const bounds = this.map.getBounds().pad(0.2);
    // Past the index's maxZoom supercluster answers the single points.
    const zoom = this.clustering ? Math.round(this.map.getZoom()) : CLUSTER_MAX_ZOOM + 1;
    const items = this.index.getClusters(
      [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ],
      zoom,
    );
    const seen = new Set<string>();
    for (const item of items) {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      const props = item.properties;
      const isCluster = 'cluster' in props && props.cluster;
      const key = isCluster ? `c${props.cluster_id}` : `p${(props as PointProps).id}`;
      seen.add(key);
      const icon = isCluster
        ? clusterIcon(props.point_count, props, this.options.clusterLabel(props.point_count))
        : pointIcon(props as PointProps);
      const html = String(icon.options.html);
      const held = this.markers.get(key);
      if (held) {
        const at = held.marker.getLatLng();
        if (at.lat !== lat || at.lng !== lng) held.marker.setLatLng([lat, lng]);
        if (held.html !== html) {
          held.marker.setIcon(icon);
          held.html = html;
        }
        held.point = isCluster ? undefined : (props as PointProps);
        continue;
      }
      const marker = L.marker([lat, lng], {
        icon,
        title: isCluster
          ? this.options.clusterLabel(props.point_count)
          : (props as PointProps).name,
        riseOnHover: true,
      });
      if (isCluster) {
        const clusterId = props.cluster_id;
        marker.on('click', () => {
          const target = Math.min(this.index.getClusterExpansionZoom(clusterId), 18);
          this.map.flyTo([lat, lng], target, { duration: 0.4 });
        });
      } else {
        const id = (props as PointProps).id;
        marker.on('click', () => this.options.onSelect(id));
        marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') this.options.onSelect(id);
        });
      }
      marker.addTo(this.layer);
      this.markers.set(key, { marker, html, point: isCluster ? undefined : (props as PointProps) });
    }
    for (const [key, held] of this.markers) {
      if (seen.has(key)) continue;
      held.marker.remove();
      this.markers.delete(key);
    }
    this.placeNames();
  }

  /** Reads every name's place and size first, then writes: one layout, however many markers. */
  private placeNames(): void {
    const shown: { element: HTMLElement; marker: LabelledMarker }[] = [];
    for (const held of this.markers.values()) {
      const element = held.marker.getElement()?.querySelector<HTMLElement>('.lf-map-marker');
      if (!held.point || !element) continue;
      const { x, y } = this.map.latLngToContainerPoint(held.marker.getLatLng());
      const size = this.nameSize(held.point.name, element);
      shown.push({
        element,
        marker: { id: held.point.id, x, y, ...size, state: held.point.state },
      });
    }
    const placements = placeLabels(shown.map((s) => s.marker));
    for (const { element, marker } of shown) {
      element.dataset.label = placements.get(marker.id) ?? 'below';
    }
  }

  private nameSize(name: string, element: HTMLElement): { width: number; height: number } {
    const known = this.nameSizes.get(name);
    if (known) return known;
    const label = element.querySelector<HTMLElement>('.lf-map-marker__name');
    const size = { width: label?.offsetWidth ?? 0, height: label?.offsetHeight ?? 0 };
    // A marker not yet laid out measures 0: measure it again next time.
    if (size.width > 0) this.nameSizes.set(name, size);
    return size;
  }
}
