import type { MapState } from '@lf/protocol';

/**
 * Where each marker's name goes so that no two names, and no name and another marker, overlap:
 * the usual cartographic greedy placement. Markers are taken by rank (alarm first, so the name
 * an operator most needs is never the one dropped), and each tries below, above, right and left
 * of its dot; a name with no free side is hidden (the marker's title still names it on hover).
 */

export type LabelSide = 'below' | 'above' | 'right' | 'left';
export type LabelPlacement = LabelSide | 'hidden';

export const LABEL_SIDES: readonly LabelSide[] = ['below', 'above', 'right', 'left'];

/** Half the marker dot's outer size (16 px plus a 2 px border each side), in pixels. */
export const DOT_RADIUS = 10;
/** The gap between the dot and its name. */
export const LABEL_GAP = 2;

export interface LabelledMarker {
  id: string;
  /** The marker's centre, in the map container's pixels. */
  x: number;
  y: number;
  /** The name's size in pixels. */
  width: number;
  height: number;
  state: MapState;
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const STATE_RANK: Record<MapState, number> = { alarm: 0, online: 1, offline: 2 };

function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function dotRect(marker: Pick<LabelledMarker, 'x' | 'y'>): Rect {
  return {
    left: marker.x - DOT_RADIUS,
    top: marker.y - DOT_RADIUS,
    right: marker.x + DOT_RADIUS,
    bottom: marker.y + DOT_RADIUS,
  };
}

export function labelRect(marker: LabelledMarker, side: LabelSide): Rect {
  const { x, y, width, height } = marker;
  const reach = DOT_RADIUS + LABEL_GAP;
  switch (side) {
    case 'below':
      return {
        left: x - width / 2,
        top: y + reach,
        right: x + width / 2,
        bottom: y + reach + height,
      };
    case 'above':
      return {
        left: x - width / 2,
        top: y - reach - height,
        right: x + width / 2,
        bottom: y - reach,
      };
    case 'right':
      return {
        left: x + reach,
        top: y - height / 2,
        right: x + reach + width,
        bottom: y + height / 2,
      };
    case 'left':
      return {
        left: x - reach - width,
        top: y - height / 2,
        right: x - reach,
        bottom: y + height / 2,
      };
  }
}

/** Alarm before online before offline; the id keeps the order, and so the names, steady. */
function byRank(a: LabelledMarker, b: LabelledMarker): number {
  return STATE_RANK[a.state] - STATE_RANK[b.state] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function placeLabels(markers: readonly LabelledMarker[]): Map<string, LabelPlacement> {
  const dots = markers.map((m) => ({ id: m.id, rect: dotRect(m) }));
  const placed: Rect[] = [];
  const placements = new Map<string, LabelPlacement>();
  for (const marker of [...markers].sort(byRank)) {
    const side = LABEL_SIDES.find((candidate) => {
      const rect = labelRect(marker, candidate);
      return (
        !placed.some((other) => overlaps(rect, other)) &&
        !dots.some((dot) => dot.id !== marker.id && overlaps(rect, dot.rect))
      );
    });
    if (side) placed.push(labelRect(marker, side));
    placements.set(marker.id, side ?? 'hidden');
  }
  return placements;
}
