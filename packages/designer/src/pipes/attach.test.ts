import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { documentOf, groupOf, rect } from '../testing/fixtures';
import type { Widget } from '../document/widget';
import { move } from '../commands/move';
import { remove } from '../commands/remove';
import { resize } from '../commands/resize';
import { rotate } from '../commands/rotate';
import { createEditor, undo, redo } from '../history/editor';
import { addonOf, p, pipeOf, plant, run } from '../testing/pipePlant';
import type { PipeAddon } from './addon';
import { followAttachments, rerouteEnds } from './attach';
import { drawPipe } from './commands';
import { pipePoints } from './snap';

describe('attaching pipe ends', () => {
  it('a pipe laid on ports records each port it is attached to', () => {
    expect(addonOf(plant()).attached).toEqual([
      { widgetId: 'pump', portId: 'right' },
      { widgetId: 'tank', portId: 'left' },
    ]);
  });

  it('a free end records no port', () => {
    const document = documentOf([rect('pump', 100, 50, 40, 20)]);
    const drawn = drawPipe(document, [], {
      points: [p(140, 60), p(200, 60)],
      ends: ['port', 'free'],
      newId: sequentialIds('pipe'),
    });
    if (!drawn.ok) throw new Error(drawn.reason);
    const addon = drawn.document.widgets[1]?.dataAddon as PipeAddon;
    expect(addon.attached).toEqual([{ widgetId: 'pump', portId: 'right' }, null]);
  });
});

describe('rerouteEnds', () => {
  it('a longer pipe keeps its inner corners and gets a new first leg out of the port', () => {
    const points = [p(140, 60), p(220, 60), p(220, 120), p(300, 120)];
    const port = { widgetId: 'pump', portId: 'right', at: p(140, 30), direction: 'right' } as const;
    expect(rerouteEnds(points, { to: port }, { to: null })).toEqual([
      p(140, 30),
      p(220, 30),
      p(220, 120),
      p(300, 120),
    ]);
  });

  it('a straight pipe is routed anew between its ports', () => {
    const start = { widgetId: 'a', portId: 'right', at: p(0, 40), direction: 'right' } as const;
    const end = { widgetId: 'b', portId: 'left', at: p(100, 0), direction: 'left' } as const;
    expect(rerouteEnds([p(0, 0), p(100, 0)], { to: start }, { to: null, stays: end })).toEqual([
      p(0, 40),
      p(50, 40),
      p(50, 0),
      p(100, 0),
    ]);
  });

  it('nothing to move leaves the corners as they are', () => {
    const points = [p(0, 0), p(10, 0)];
    expect(rerouteEnds(points, { to: null }, { to: null })).toEqual(points);
  });
});

describe('followAttachments', () => {
  it('moving the pump brings the attached end to its port; the other end stays', () => {
    const state = run(createEditor(plant()), move, ['pump'], { dx: 0, dy: -30 });
    expect(pipePoints(pipeOf(state.document))).toEqual([
      p(140, 30),
      p(220, 30),
      p(220, 120),
      p(300, 120),
    ]);
    expect(addonOf(state.document).attached[0]).toEqual({ widgetId: 'pump', portId: 'right' });
  });

  it('resizing the pump brings the end to the port of the new box', () => {
    const state = run(createEditor(plant()), resize, ['pump'], {
      box: { x: 100, y: 50, width: 60, height: 40 },
    });
    expect(pipePoints(pipeOf(state.document))[0]).toEqual(p(160, 70));
  });

  it('turning the pump brings the end to the turned port, leaving along its new direction', () => {
    // A half turn puts the right port on the left, at (100, 60), facing left.
    const state = run(createEditor(plant()), rotate, ['pump'], { degrees: 180 });
    const points = pipePoints(pipeOf(state.document)).map((point) => ({
      x: Math.round(point.x),
      y: Math.round(point.y),
    }));
    expect(points[0]).toEqual(p(100, 60));
    expect(points.slice(1)).toEqual([p(220, 60), p(220, 120), p(300, 120)]);
  });

  it('deleting the pump leaves the end loose at its last point', () => {
    const state = run(createEditor(plant()), remove, ['pump'], {});
    const addon = addonOf(state.document);
    expect(addon.ends).toEqual(['free', 'port']);
    expect(addon.attached).toEqual([null, { widgetId: 'tank', portId: 'left' }]);
    expect(pipePoints(pipeOf(state.document))[0]).toEqual(p(140, 60));
  });

  it('a pump inside a moved group still pulls its pipe', () => {
    const grouped = plant();
    const [pump, tank, pipe] = grouped.widgets as [Widget, Widget, Widget];
    const document = { ...grouped, widgets: [groupOf('g', [pump, rect('x', 90, 40)]), tank, pipe] };
    const state = run(createEditor(document), move, ['g'], { dx: 0, dy: -30 });
    expect(pipePoints(pipeOf(state.document))[0]).toEqual(p(140, 30));
  });

  it('moving the pump and its pipe together changes nothing more', () => {
    const state = run(createEditor(plant()), move, ['pump', 'pipe', 'tank'], { dx: 10, dy: 10 });
    expect(pipePoints(pipeOf(state.document))[0]).toEqual(p(150, 70));
    expect(addonOf(state.document).attached[0]).toEqual({ widgetId: 'pump', portId: 'right' });
  });

  it('a pipe moved away on its own comes loose from the ports', () => {
    const state = run(createEditor(plant()), move, ['pipe'], { dx: 0, dy: 20 });
    expect(addonOf(state.document).attached).toEqual([null, null]);
    expect(addonOf(state.document).ends).toEqual(['free', 'free']);
    expect(pipePoints(pipeOf(state.document))[0]).toEqual(p(140, 80));
  });

  it('an edit that touches no attached widget returns the same widgets', () => {
    const before = plant().widgets;
    const after = [...before];
    expect(followAttachments(before, after)).toBe(after);
  });

  it('undo takes pipe and pump back together; redo brings both again', () => {
    const start = createEditor(plant());
    const moved = run(start, move, ['pump'], { dx: 0, dy: -30 });
    const undone = undo(moved);
    if (!undone.ok) throw new Error(undone.reason);
    expect(pipePoints(pipeOf(undone.state.document))[0]).toEqual(p(140, 60));
    expect(undone.state.document.widgets[0]?.position.y).toBe(50);
    const redone = redo(undone.state);
    if (!redone.ok) throw new Error(redone.reason);
    expect(pipePoints(pipeOf(redone.state.document))[0]).toEqual(p(140, 30));
  });
});
