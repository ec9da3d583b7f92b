import { pivotOf, rotatePoint, type Point } from '../geometry/box';
import type { Widget } from '../document/widget';

/** Which way a pipe leaves a port (screen directions, y down). */
export type PortDirection = 'left' | 'right' | 'up' | 'down';

/**
 * A place on a widget a pipe may connect to, relative to the widget's unrotated box:
 * `x` and `y` are fractions of its width and height (0 = left/top, 1 = right/bottom).
 */
export interface Port {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly direction: PortDirection;
}

/** A widget type's ports, read from the widget's add-on (a symbol's ports depend on which symbol). */
export type PortsOf = (dataAddon: Readonly<Record<string, unknown>>) => readonly Port[];

/** The middle of each edge of the box: the ports of the plain geometric shapes. */
export const MID_EDGE_PORTS: readonly Port[] = [
  { id: 'top', x: 0.5, y: 0, direction: 'up' },
  { id: 'right', x: 1, y: 0.5, direction: 'right' },
  { id: 'bottom', x: 0.5, y: 1, direction: 'down' },
  { id: 'left', x: 0, y: 0.5, direction: 'left' },
];

export const midEdgePorts: PortsOf = () => MID_EDGE_PORTS;

/** A port placed on the page: where it is and which way a pipe leaves it. */
export interface PlacedPort {
  readonly widgetId: string;
  readonly portId: string;
  readonly at: Point;
  readonly direction: PortDirection;
}

const CLOCKWISE: readonly PortDirection[] = ['up', 'right', 'down', 'left'];

/** The direction turned clockwise by `degrees`, to the nearest quarter turn. */
export function turnDirection(direction: PortDirection, degrees: number): PortDirection {
  const quarters = Math.round(degrees / 90);
  const index = CLOCKWISE.indexOf(direction);
  return CLOCKWISE[(((index + quarters) % 4) + 4) % 4] as PortDirection;
}

/** The ports of `widget` on the page, its rotation applied. */
export function placePorts(widget: Widget, ports: readonly Port[]): PlacedPort[] {
  const { position, origin } = widget;
  const pivot = pivotOf(position, origin);
  return ports.map((port) => ({
    widgetId: widget.id,
    portId: port.id,
    at: rotatePoint(
      { x: position.x + position.width * port.x, y: position.y + position.height * port.y },
      pivot,
      position.rotate,
    ),
    direction: turnDirection(port.direction, position.rotate),
  }));
}
