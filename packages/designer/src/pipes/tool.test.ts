import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { documentOf, rect } from '../testing/fixtures';
import { drawPipe } from './commands';
import { PIPE_TOOL_IDLE, pipeTool, type PipeToolEvent, type PipeToolStep } from './tool';

const p = (x: number, y: number) => ({ x, y });

/** Two tanks side by side: the pump's right port at (140, 60), the tank's left port at (300, 160). */
const widgets = [rect('pump', 100, 50, 40, 20), rect('tank', 300, 140, 60, 40)];
const context = { widgets };

function run(events: readonly PipeToolEvent[]): PipeToolStep {
  let step: PipeToolStep = { state: PIPE_TOOL_IDLE };
  for (const event of events) {
    if (step.created) throw new Error('the pipe was finished before the last event');
    step = pipeTool(step.state, event, context);
  }
  return step;
}

describe('pipe tool', () => {
  it('shows the port under the pointer while idle', () => {
    const step = run([{ type: 'move', point: p(143, 58) }]);
    expect(step.state).toMatchObject({ kind: 'idle', hover: { kind: 'port', portId: 'right' } });
  });

  it('starts on the first click, snapped to the port', () => {
    const step = run([{ type: 'click', point: p(143, 58) }]);
    expect(step.state).toMatchObject({ kind: 'drawing', points: [p(140, 60)] });
    expect(step.created).toBeUndefined();
  });

  it('previews the routed leg under the pointer', () => {
    const step = run([
      { type: 'click', point: p(140, 60) },
      { type: 'move', point: p(220, 100) },
    ]);
    // Out of a right-facing port, the first leg runs right.
    expect(step.state).toMatchObject({ preview: [p(140, 60), p(220, 60), p(220, 100)] });
  });

  it('finishes on a click on another port, routed between the two ports', () => {
    const step = run([
      { type: 'click', point: p(140, 60) },
      { type: 'click', point: p(298, 161) },
    ]);
    expect(step.state).toEqual(PIPE_TOOL_IDLE);
    expect(step.created).toEqual({
      points: [p(140, 60), p(220, 60), p(220, 160), p(300, 160)],
      ends: ['port', 'port'],
    });
  });

  it('adds a corner per click in free space and ends loose on finish', () => {
    const step = run([
      { type: 'click', point: p(500, 500) },
      { type: 'click', point: p(600, 500) },
      { type: 'click', point: p(600, 650) },
      { type: 'click', point: p(600, 650) },
      { type: 'finish' },
    ]);
    expect(step.created).toEqual({
      points: [p(500, 500), p(600, 500), p(600, 650)],
      ends: ['free', 'free'],
    });
  });

  it('ends as a tee on a click on another pipe', () => {
    const main = drawPipe(documentOf([]), [], {
      points: [p(0, 400), p(800, 400)],
      ends: ['free', 'free'],
      newId: sequentialIds('main'),
    });
    if (!main.ok) throw new Error(main.reason);
    let step = pipeTool(PIPE_TOOL_IDLE, { type: 'click', point: p(140, 60) }, context);
    step = pipeTool(
      step.state,
      { type: 'click', point: p(180, 405) },
      { widgets: [...widgets, ...main.document.widgets] },
    );
    expect(step.created).toEqual({
      points: [p(140, 60), p(180, 60), p(180, 400)],
      ends: ['port', 'tee'],
    });
  });

  describe('a branch started on another pipe', () => {
    const main = drawPipe(documentOf([]), [], {
      points: [p(0, 400), p(800, 400)],
      ends: ['free', 'free'],
      newId: sequentialIds('main'),
    });
    if (!main.ok) throw new Error(main.reason);
    const onPipe = { widgets: main.document.widgets };
    const from = (point: { x: number; y: number }, events: readonly PipeToolEvent[]) => {
      let step = pipeTool(PIPE_TOOL_IDLE, { type: 'click', point }, onPipe);
      for (const event of events) step = pipeTool(step.state, event, onPipe);
      return step;
    };

    it('leaves across the pipe toward the pointer, even where the pointer is far along it', () => {
      const below = from(p(200, 403), [{ type: 'move', point: p(600, 420) }]);
      expect(below.state).toMatchObject({ preview: [p(200, 400), p(200, 420), p(600, 420)] });
      const above = from(p(200, 398), [{ type: 'move', point: p(-100, 390) }]);
      expect(above.state).toMatchObject({ preview: [p(200, 400), p(200, 390), p(-100, 390)] });
    });

    it('draws no leg while the pointer is on the pipe’s own line, and a click there adds none', () => {
      const along = from(p(200, 400), [{ type: 'move', point: p(500, 400) }]);
      expect(along.state).toMatchObject({ preview: [p(200, 400)] });
      const clicked = from(p(200, 400), [{ type: 'click', point: p(500, 400) }]);
      expect(clicked.created).toBeUndefined();
      expect(clicked.state).toMatchObject({ kind: 'drawing', points: [p(200, 400)] });
    });

    it('ends entering another pipe across it', () => {
      const ended = pipeTool(
        pipeTool(PIPE_TOOL_IDLE, { type: 'click', point: p(100, 100) }, onPipe).state,
        { type: 'click', point: p(150, 402) },
        onPipe,
      );
      expect(ended.created).toEqual({
        points: [p(100, 100), p(150, 100), p(150, 400)],
        ends: ['free', 'tee'],
      });
    });
  });

  it('does not end on the port it started from', () => {
    const back = run([
      { type: 'click', point: p(140, 60) },
      { type: 'click', point: p(140, 60) },
    ]);
    expect(back.created).toBeUndefined();
  });

  it('takes back the last corner, and drops everything on cancel', () => {
    const placed = run([
      { type: 'click', point: p(500, 500) },
      { type: 'click', point: p(600, 500) },
      { type: 'back' },
    ]);
    expect(placed.state).toMatchObject({ kind: 'drawing', points: [p(500, 500)] });
    expect(run([{ type: 'click', point: p(500, 500) }, { type: 'back' }]).state).toEqual(
      PIPE_TOOL_IDLE,
    );
    const cancelled = run([{ type: 'click', point: p(500, 500) }, { type: 'cancel' }]);
    expect(cancelled).toEqual({ state: PIPE_TOOL_IDLE });
  });

  it('makes nothing of a finish before a second corner', () => {
    expect(run([{ type: 'click', point: p(500, 500) }, { type: 'finish' }])).toEqual({
      state: PIPE_TOOL_IDLE,
    });
  });
});
