import type { Point } from '../geometry/box';
import type { PortDirection } from '../widgets/ports';
import type { Axis } from './geometry';

/**
 * Which way a branch leaves a tee on a host segment running along `axis`: across the host, to
 * the side `toward` lies on. Null when `toward` lies on the host's own line: no side is chosen,
 * and a branch must not run along (inside) the pipe it joins.
 */
export function branchDirection(axis: Axis, at: Point, toward: Point): PortDirection | null {
  if (axis === 'horizontal') {
    if (toward.y === at.y) return null;
    return toward.y > at.y ? 'down' : 'up';
  }
  if (toward.x === at.x) return null;
  return toward.x > at.x ? 'right' : 'left';
}
