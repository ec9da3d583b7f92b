import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { documentOf, rect, widget } from '../testing/fixtures';
import { drawPipe } from './commands';
import type { Widget } from '../document/widget';
import { pagePorts, pipeEndAt, snapPipePoint } from './snap';

const p = (x: number, y: number) => ({ x, y });

/** A pipe from (0, 200) to (300, 200), drawn as the tool would. */
function mainPipe() {
  const result = drawPipe(documentOf([]), [], {
    points: [p(0, 200), p(300, 200)],
    ends: ['free', 'free'],
    newId: sequentialIds('main'),
  });
  if (!result.ok) throw new Error(result.reason);
  return result.document.widgets[0] as Widget;
}

describe('pagePorts', () => {
  it("offers the middle of each side of a custom symbol's box, so pipes snap to it", () => {
    const custom = widget('CustomSymbol', 'mixer', { x: 200, y: 100, width: 60, height: 40 });
    expect(pagePorts([custom]).map((port) => [port.portId, port.at])).toEqual([
      ['top', p(230, 100)],
      ['right', p(260, 120)],
      ['bottom', p(230, 140)],
      ['left', p(200, 120)],
    ]);
    expect(snapPipePoint(p(257, 118), [custom])).toMatchObject({
      kind: 'port',
      widgetId: 'mixer',
      portId: 'right',
    });
  });

  it('puts the mid-edge ports of a shape on the page', () => {
    expect(pagePorts([rect('tank', 100, 50, 40, 20)])).toEqual([
      { widgetId: 'tank', portId: 'top', at: p(120, 50), direction: 'up' },
      { widgetId: 'tank', portId: 'right', at: p(140, 60), direction: 'right' },
      { widgetId: 'tank', portId: 'bottom', at: p(120, 70), direction: 'down' },
      { widgetId: 'tank', portId: 'left', at: p(100, 60), direction: 'left' },
    ]);
  });

  it('turns ports with the widget', () => {
    const turned = rect('v', 0, 0, 40, 20, {
      position: { x: 0, y: 0, width: 40, height: 20, rotate: 90, r: 0, rx: 0, ry: 0 },
    });
    const right = pagePorts([turned]).find((port) => port.portId === 'right');
    expect(right?.direction).toBe('down');
    expect(right?.at.x).toBeCloseTo(20);
    expect(right?.at.y).toBeCloseTo(30);
  });

  it('has none for widgets without ports (text)', () => {
    expect(pagePorts([widget('UsualText', 't', { x: 0, y: 0 })])).toEqual([]);
  });
});

describe('snapPipePoint', () => {
  const tank = rect('tank', 100, 50, 40, 20);

  it('snaps to the nearest port within the radius', () => {
    expect(snapPipePoint(p(145, 62), [tank])).toEqual({
      kind: 'port',
      at: p(140, 60),
      widgetId: 'tank',
      portId: 'right',
      direction: 'right',
    });
  });

  it('leaves a point beyond the radius free', () => {
    expect(snapPipePoint(p(160, 60), [tank])).toEqual({ kind: 'free', at: p(160, 60) });
    expect(snapPipePoint(p(160, 60), [tank], { radius: 25 }).kind).toBe('port');
  });

  it('snaps onto another pipe as a tee, ports first', () => {
    const main = mainPipe();
    expect(snapPipePoint(p(150, 194), [main])).toEqual({
      kind: 'tee',
      at: p(150, 200),
      widgetId: main.id,
      axis: 'horizontal',
    });
    const onPipe = rect('pump', 140, 190, 20, 20);
    expect(snapPipePoint(p(150, 194), [main, onPipe]).kind).toBe('port');
  });

  it('ignores the pipe being edited', () => {
    const main = mainPipe();
    expect(snapPipePoint(p(150, 194), [main], { excludeId: main.id }).kind).toBe('free');
  });
});

describe('pipeEndAt (tee detection)', () => {
  it('tells a port end, a tee end and a loose end apart', () => {
    const main = mainPipe();
    const tank = rect('tank', 100, 50, 40, 20);
    expect(pipeEndAt(p(140, 60), [main, tank])).toBe('port');
    expect(pipeEndAt(p(150, 200), [main, tank])).toBe('tee');
    expect(pipeEndAt(p(150, 204), [main, tank])).toBe('free');
  });
});
