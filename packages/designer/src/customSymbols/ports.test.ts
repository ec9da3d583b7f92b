import { CustomSymbolDesignSchema, type CustomSymbolDesign } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { move } from '../commands/move';
import { createEditor } from '../history/editor';
import { drawPipe } from '../pipes/commands';
import { pagePorts, pipePoints, snapPipePoint } from '../pipes/snap';
import { documentOf, widget } from '../testing/fixtures';
import { run, widgetOf } from '../testing/pipePlant';
import { customSymbolAddon } from './addon';
import {
  addPort,
  movePort,
  nearestEdgeDirection,
  nextPortNumber,
  removePort,
  renamePort,
  setPortDirection,
} from './ports';

const p = (x: number, y: number) => ({ x, y });
const empty = (): CustomSymbolDesign => CustomSymbolDesignSchema.parse({});

/** A pump: suction at the left near the bottom, discharge at the middle of the top. */
const pumpDesign = () =>
  addPort(addPort(empty(), { x: 0.02, y: 0.8 }, '入口 1'), { x: 0.5, y: 0.03 }, '出口 2');

describe('marking ports', () => {
  it('a port faces the edge nearest where it was marked', () => {
    expect(nearestEdgeDirection(0.1, 0.5)).toBe('left');
    expect(nearestEdgeDirection(0.95, 0.4)).toBe('right');
    expect(nearestEdgeDirection(0.4, 0.05)).toBe('up');
    expect(nearestEdgeDirection(0.6, 0.9)).toBe('down');
  });

  it('adds ports numbered p1, p2… with their names, kept inside the drawing', () => {
    const design = addPort(pumpDesign(), { x: 1.4, y: -3 }, ' 3 ');
    expect(design.ports).toEqual([
      { id: 'p1', label: '入口 1', x: 0.02, y: 0.8, direction: 'left' },
      { id: 'p2', label: '出口 2', x: 0.5, y: 0.03, direction: 'up' },
      { id: 'p3', label: '3', x: 1, y: 0, direction: 'right' },
    ]);
    expect(CustomSymbolDesignSchema.parse(design)).toEqual(design);
  });

  it('reuses the lowest free number after a port is removed', () => {
    const design = removePort(pumpDesign(), 'p1');
    expect(nextPortNumber(design)).toBe(1);
    expect(addPort(design, p(0.9, 0.5), 'x').ports.map((port) => port.id)).toEqual(['p2', 'p1']);
  });

  it('refuses a port past the limit, or without a name', () => {
    let design = empty();
    for (let index = 0; index < 20; index += 1) design = addPort(design, p(0.5, 0.5), 'x');
    expect(design.ports).toHaveLength(16);
    expect(addPort(empty(), p(0.5, 0.5), '  ')).toEqual(empty());
  });

  it('a moved port faces its new nearest edge; its direction and name can be set', () => {
    const moved = movePort(pumpDesign(), 'p1', p(0.97, 0.5));
    expect(moved.ports[0]).toMatchObject({ x: 0.97, y: 0.5, direction: 'right' });
    const turned = setPortDirection(moved, 'p1', 'down');
    expect(turned.ports[0]?.direction).toBe('down');
    expect(renamePort(turned, 'p1', 'Suction').ports[0]?.label).toBe('Suction');
    expect(renamePort(turned, 'p1', ' ')).toBe(turned);
    expect(movePort(turned, 'p9', p(0, 0))).toBe(turned);
  });
});

describe('pipes on marked ports', () => {
  const placed = (design: CustomSymbolDesign) =>
    widget(
      'CustomSymbol',
      'pump',
      { x: 100, y: 100, width: 100, height: 50 },
      { dataAddon: customSymbolAddon('sym-1', design) },
    );

  it('a placed symbol offers its marked ports, placed on its box', () => {
    expect(pagePorts([placed(pumpDesign())])).toEqual([
      { widgetId: 'pump', portId: 'p1', at: p(102, 140), direction: 'left' },
      { widgetId: 'pump', portId: 'p2', at: p(150, 101.5), direction: 'up' },
    ]);
    expect(pagePorts([placed(empty())]).map((port) => port.portId)).toEqual([
      'top',
      'right',
      'bottom',
      'left',
    ]);
  });

  it('a pipe snaps to a marked port and follows it when the symbol moves', () => {
    const pump = placed(pumpDesign());
    expect(snapPipePoint(p(98, 143), [pump])).toMatchObject({ kind: 'port', portId: 'p1' });
    const drawn = drawPipe(documentOf([pump]), [], {
      points: [p(102, 140), p(20, 140)],
      ends: ['port', 'free'],
      newId: () => 'pipe',
    });
    if (!drawn.ok) throw new Error(drawn.reason);
    const state = run(createEditor(drawn.document), move, ['pump'], { dx: 30, dy: 10 });
    // The end follows the suction port, leaving it to the left as before.
    expect(pipePoints(widgetOf(state.document, 'pipe'))).toEqual([
      p(132, 150),
      p(20, 150),
      p(20, 140),
    ]);
  });
});
