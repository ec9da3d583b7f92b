import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { deepFreeze, documentOf, rect } from '../testing/fixtures';
import type { Widget } from '../document/widget';
import type { PipeAddon } from './addon';
import { draw } from '../commands/draw';
import { widgetContainsPoint } from '../geometry/hit';
import { drawPipe, setPipePoints } from './commands';
import { pipePoints } from './snap';

const p = (x: number, y: number) => ({ x, y });

function drawn(points = [p(140, 60), p(220, 60), p(220, 160), p(300, 160)]) {
  const document = deepFreeze(documentOf([rect('pump', 100, 50, 40, 20)], { id: 'p1' }));
  const result = drawPipe(document, [], {
    points,
    ends: ['port', 'free'],
    newId: sequentialIds('pipe'),
  });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('drawPipe', () => {
  it('adds a selected pipe whose box spans its corners', () => {
    const result = drawn();
    const pipe = result.document.widgets[1] as Widget;
    expect(pipe.widgetType).toBe('ProcessPipe');
    expect(result.selection).toEqual([pipe.id]);
    expect(pipe.position).toMatchObject({ x: 140, y: 60, width: 160, height: 100 });
    expect((pipe.dataAddon as PipeAddon).points).toEqual([
      p(0, 0),
      p(80, 0),
      p(80, 100),
      p(160, 100),
    ]);
    expect((pipe.dataAddon as PipeAddon).ends).toEqual(['port', 'free']);
    expect(pipePoints(pipe)).toEqual([p(140, 60), p(220, 60), p(220, 160), p(300, 160)]);
  });

  it('refuses a pipe without two distinct corners', () => {
    const document = documentOf([]);
    const args = { ends: ['free', 'free'] as const, newId: sequentialIds() };
    expect(drawPipe(document, [], { ...args, points: [p(1, 1), p(1, 1)] })).toEqual({
      ok: false,
      reason: 'too-small',
    });
    expect(drawPipe(document, [], { ...args, points: [p(1, 1), p(NaN, 1)] }).ok).toBe(false);
  });
});

describe('setPipePoints', () => {
  it('moves the corners, the box with them, and finds what the ends now touch', () => {
    const { document } = drawn();
    const pipe = document.widgets[1] as Widget;
    // The free end dragged onto the pump's bottom port.
    const result = setPipePoints(document, [pipe.id], {
      id: pipe.id,
      points: [p(140, 60), p(220, 60), p(220, 100), p(120, 100), p(120, 70)],
    });
    if (!result.ok) throw new Error(result.reason);
    const moved = result.document.widgets[1] as Widget;
    expect(moved.position).toMatchObject({ x: 120, y: 60, width: 100, height: 40 });
    expect((moved.dataAddon as PipeAddon).ends).toEqual(['port', 'port']);
    expect(pipePoints(moved).at(-1)).toEqual(p(120, 70));
  });

  it('refuses a locked pipe and an unknown one', () => {
    const { document } = drawn();
    const pipe = document.widgets[1] as Widget;
    const locked = {
      ...document,
      widgets: [document.widgets[0] as Widget, { ...pipe, posLock: true }],
    };
    const args = { id: pipe.id, points: [p(0, 0), p(10, 0)] };
    expect(setPipePoints(locked, [], args)).toMatchObject({ ok: false, reason: 'locked' });
    expect(setPipePoints(document, [], { ...args, id: 'pump' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });
});

describe('a pipe on the canvas', () => {
  it('is hit along its line, not in the empty corner of its box', () => {
    const pipe = drawn().document.widgets[1] as Widget;
    expect(widgetContainsPoint(pipe, p(180, 62))).toBe(true);
    expect(widgetContainsPoint(pipe, p(222, 120))).toBe(true);
    expect(widgetContainsPoint(pipe, p(160, 140))).toBe(false);
  });

  it('dragged out with the draw command is a straight run', () => {
    const result = draw(documentOf([]), [], {
      widgetType: 'ProcessPipe',
      from: p(10, 20),
      to: p(110, 60),
      newId: sequentialIds(),
    });
    if (!result.ok) throw new Error(result.reason);
    expect(pipePoints(result.document.widgets[0] as Widget)).toEqual([p(10, 20), p(110, 20)]);
  });
});
