import { describe, expect, it } from 'vitest';
import { copy, paste } from '../commands/clipboard';
import { move } from '../commands/move';
import { remove } from '../commands/remove';
import { isRefusal } from '../commands/selection';
import type { PageDocument } from '../document/layout';
import { createEditor, type EditorState } from '../history/editor';
import { sequentialIds } from '../ids';
import { addonOf, p, plant, run, widgetOf } from '../testing/pipePlant';
import type { Point } from '../geometry/box';
import { drawPipe, setPipePoints } from './commands';
import { pipePoints } from './snap';
import { nearestOnPath, pointOnPath, teeAttachmentAt } from './tee';

/** A pipe drawn from a tee at `from` (on another pipe) to a loose end at `to`. */
function branch(document: PageDocument, id: string, from: Point, to: Point): PageDocument {
  const drawn = drawPipe(document, [], {
    points: [from, to],
    ends: ['tee', 'free'],
    newId: () => id,
  });
  if (!drawn.ok) throw new Error(drawn.reason);
  return drawn.document;
}

/** The plant's pump-to-tank pipe with a branch teed onto its first leg at (180, 60). */
const teed = () => createEditor(branch(plant(), 'branch', p(180, 60), p(180, 200)));
const firstPoint = (state: EditorState, id: string) => pipePoints(widgetOf(state.document, id))[0];

describe('recording tees', () => {
  it('a pipe drawn onto another pipe records its segment and how far along it', () => {
    expect(addonOf(teed().document, 'branch').attached).toEqual([
      { widgetId: 'pipe', segment: 0, along: 0.5 },
      null,
    ]);
  });

  it('a corner dragged onto a pipe makes a tee attached there', () => {
    const drawn = branch(plant(), 'branch', p(180, 300), p(180, 400));
    const state = run(createEditor(drawn), setPipePoints, [], {
      id: 'branch',
      points: [p(220, 90), p(180, 400)],
    });
    expect(addonOf(state.document, 'branch').attached[0]).toEqual({
      widgetId: 'pipe',
      segment: 1,
      along: 0.5,
    });
  });
});

describe('following tees', () => {
  it('moving the pipe under a tee brings the tee end along', () => {
    const state = run(teed(), move, ['pipe'], { dx: 0, dy: 20 });
    expect(pipePoints(widgetOf(state.document, 'branch'))).toEqual([p(180, 80), p(180, 200)]);
    expect(addonOf(state.document, 'branch').ends).toEqual(['tee', 'free']);
  });

  it('a pump moved re-routes its pipe, and the tee on that pipe follows in the same edit', () => {
    const state = run(teed(), move, ['pump'], { dx: 0, dy: -30 });
    expect(firstPoint(state, 'branch')).toEqual(p(180, 30));
  });

  it('a branch re-routed after its pipe moved far along leaves across the pipe, not along it', () => {
    const state = run(teed(), move, ['pipe'], { dx: 300, dy: 0 });
    expect(pipePoints(widgetOf(state.document, 'branch'))).toEqual([
      p(480, 60),
      p(480, 200),
      p(180, 200),
    ]);
  });

  it('a tee on a tee follows down the chain', () => {
    const twigged = branch(teed().document, 'twig', p(180, 130), p(250, 130));
    const state = run(createEditor(twigged), move, ['pump'], { dx: 0, dy: -30 });
    expect(firstPoint(state, 'twig')).toEqual(p(180, 115));
  });

  it('a host re-drawn with fewer corners keeps the tee where it lies and re-records it', () => {
    const state = run(teed(), setPipePoints, [], { id: 'pipe', points: [p(140, 60), p(300, 60)] });
    expect(firstPoint(state, 'branch')).toEqual(p(180, 60));
    expect(addonOf(state.document, 'branch').attached[0]).toEqual({
      widgetId: 'pipe',
      segment: 0,
      along: 0.25,
    });
  });

  it('a branch moved away on its own comes loose from the pipe', () => {
    const state = run(teed(), move, ['branch'], { dx: 10, dy: 0 });
    expect(addonOf(state.document, 'branch').attached).toEqual([null, null]);
    expect(addonOf(state.document, 'branch').ends).toEqual(['free', 'free']);
  });

  it('deleting the pipe under a tee leaves the tee end loose where it was', () => {
    const state = run(teed(), remove, ['pipe'], {});
    expect(addonOf(state.document, 'branch').ends).toEqual(['free', 'free']);
    expect(firstPoint(state, 'branch')).toEqual(p(180, 60));
  });

  it('a branch pasted with its pipe joins the copy; pasted alone it comes loose', () => {
    const pasteOf = (selection: string[]) => {
      const clipboard = copy(teed().document, selection);
      if (isRefusal(clipboard)) throw new Error(clipboard.reason);
      const result = paste(teed().document, [], { clipboard, newId: sequentialIds('n') });
      if (!result.ok) throw new Error(result.reason);
      return result.document;
    };
    expect(addonOf(pasteOf(['pipe', 'branch']), 'n3').attached[0]).toEqual({
      widgetId: 'n1',
      segment: 0,
      along: 0.5,
    });
    expect(addonOf(pasteOf(['branch']), 'n1').ends).toEqual(['free', 'free']);
  });
});

describe('tee geometry', () => {
  const path = [p(0, 0), p(100, 0), p(100, 50)];

  it('nearestOnPath finds the segment and the fraction along it', () => {
    expect(nearestOnPath(p(100, 20), path)).toEqual({
      segment: 1,
      along: 0.4,
      at: p(100, 20),
      gap: 0,
    });
  });

  it('pointOnPath is the point at that fraction, or null past the last segment', () => {
    expect(pointOnPath(path, 0, 0.25)).toEqual(p(25, 0));
    expect(pointOnPath(path, 2, 0.5)).toBeNull();
  });

  it('teeAttachmentAt finds no pipe off every pipe, nor the pipe itself', () => {
    const document = teed().document;
    expect(teeAttachmentAt(p(150, 61), document.widgets)).toBeNull();
    expect(teeAttachmentAt(p(180, 100), document.widgets, 'branch')).toBeNull();
  });
});
