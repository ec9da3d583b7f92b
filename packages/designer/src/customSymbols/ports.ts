import {
  CUSTOM_SYMBOL_LIMITS,
  type CustomPort,
  type CustomPortDirection,
  type CustomSymbolDesign,
} from '@lf/protocol';
import { MID_EDGE_PORTS, type Port } from '../widgets/ports';

/**
 * Ports an engineer marks on a custom symbol's drawing, where its pipes really connect. Places
 * are fractions of the drawing's width and height, as a placed symbol's box stretches the
 * drawing to fit; the direction a pipe leaves a port starts as the nearest edge's.
 */

const fraction = (value: number) =>
  Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000 : 0;

/** The side of the drawing nearest (x, y): the way a pipe leaves a port there. */
export function nearestEdgeDirection(x: number, y: number): CustomPortDirection {
  const gaps: readonly [CustomPortDirection, number][] = [
    ['left', x],
    ['right', 1 - x],
    ['up', y],
    ['down', 1 - y],
  ];
  let best = gaps[0] as [CustomPortDirection, number];
  for (const gap of gaps) if (gap[1] < best[1]) best = gap;
  return best[0];
}

const numberOf = (port: CustomPort) => Number(port.id.slice(1));

/** The number of the next port: the lowest not in use, so its id and default name match ("Inlet 2"). */
export function nextPortNumber(design: CustomSymbolDesign): number {
  const used = new Set(design.ports.map(numberOf));
  let number = 1;
  while (used.has(number)) number += 1;
  return number;
}

/** Adds a port at (x, y) named `label`, facing its nearest edge; past the limit nothing changes. */
export function addPort(
  design: CustomSymbolDesign,
  at: { x: number; y: number },
  label: string,
): CustomSymbolDesign {
  const name = label.trim();
  if (design.ports.length >= CUSTOM_SYMBOL_LIMITS.ports || name === '') return design;
  const x = fraction(at.x);
  const y = fraction(at.y);
  const port: CustomPort = {
    id: `p${nextPortNumber(design)}`,
    label: name,
    x,
    y,
    direction: nearestEdgeDirection(x, y),
  };
  return { ...design, ports: [...design.ports, port] };
}

function editPort(
  design: CustomSymbolDesign,
  id: string,
  edit: (port: CustomPort) => CustomPort,
): CustomSymbolDesign {
  if (!design.ports.some((port) => port.id === id)) return design;
  return { ...design, ports: design.ports.map((port) => (port.id === id ? edit(port) : port)) };
}

/** Moves a port (kept on the drawing); it faces the edge nearest its new place. */
export function movePort(
  design: CustomSymbolDesign,
  id: string,
  at: { x: number; y: number },
): CustomSymbolDesign {
  const x = fraction(at.x);
  const y = fraction(at.y);
  return editPort(design, id, (port) => ({ ...port, x, y, direction: nearestEdgeDirection(x, y) }));
}

/** Sets the way a pipe leaves the port, where the nearest edge is not it. */
export function setPortDirection(
  design: CustomSymbolDesign,
  id: string,
  direction: CustomPortDirection,
): CustomSymbolDesign {
  return editPort(design, id, (port) => ({ ...port, direction }));
}

/** Renames a port; an empty name is refused. */
export function renamePort(
  design: CustomSymbolDesign,
  id: string,
  label: string,
): CustomSymbolDesign {
  const name = label.trim();
  return name === '' ? design : editPort(design, id, (port) => ({ ...port, label: name }));
}

export function removePort(design: CustomSymbolDesign, id: string): CustomSymbolDesign {
  return { ...design, ports: design.ports.filter((port) => port.id !== id) };
}

/** A placed symbol's ports: those marked on it, else the middle of each side of its box. */
export function customSymbolPorts(ports: readonly CustomPort[]): readonly Port[] {
  return ports.length > 0 ? ports : MID_EDGE_PORTS;
}
