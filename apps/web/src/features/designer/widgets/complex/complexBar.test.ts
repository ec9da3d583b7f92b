import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, setPlatformAPI, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { createWidget, sequentialIds, type LiveValues, type Widget } from '@lf/designer';
import { barOption } from './complexBar';

registerParts([BarChart, GridComponent, TooltipComponent, SVGRenderer]);
// jsdom has no canvas to measure label text with; the bars' geometry does not depend on it.
setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

function barWidget(width: number, signals: number): Widget {
  const widget = createWidget('ComplexBar', {
    newId: sequentialIds('w'),
    position: { x: 0, y: 0, width, height: 240 },
  });
  const signalArray = Array.from({ length: signals }, (_, i) => ({
    signalId: String(i + 1),
    equipId: 'e1',
    signalTitle: `S${i + 1}`,
    equipTitle: 'E',
  }));
  return { ...widget, data: { ...widget.data, signalArray } };
}

interface LaidOut {
  getModel(): {
    getSeriesByIndex(index: number): {
      getData(): { count(): number; getItemLayout(index: number): unknown };
    };
  };
}

/** Lays the chart out as echarts draws it and answers each bar's left edge and width. */
function drawnBars(widget: Widget): { x: number; width: number }[] {
  const values: LiveValues = new Map(
    Array.from({ length: 10 }, (_, i) => [String(i + 1), { value: i + 1 }]),
  );
  const chart = init(null, undefined, {
    renderer: 'svg',
    ssr: true,
    width: widget.position.width,
    height: widget.position.height,
  });
  chart.setOption(barOption(widget, values));
  // echarts keeps its laid-out model to itself; the bars' geometry is read from there.
  const data = (chart as unknown as LaidOut).getModel().getSeriesByIndex(0).getData();
  const bars = Array.from({ length: data.count() }, (_, i) => {
    const layout = data.getItemLayout(i) as { x: number; width: number };
    return { x: layout.x, width: layout.width };
  });
  chart.dispose();
  return bars;
}

/** The space between each bar and the next, left edge to left edge less the first's width. */
const gaps = (bars: { x: number; width: number }[]) =>
  bars
    .slice(0, -1)
    .map((bar, i) => Math.round((bars[i + 1]?.x ?? Number.NaN) - (bar.x + bar.width)));

describe('bar chart widget (SPEC §9: bar width 40, spacing 35)', () => {
  it('draws 40-wide bars 35 apart where the widget is wide enough', () => {
    const bars = drawnBars(barWidget(600, 4));
    expect(bars.map((bar) => Math.round(bar.width))).toEqual([40, 40, 40, 40]);
    expect(gaps(bars)).toEqual([35, 35, 35]);
  });

  it('keeps the spacing and narrows the bars in a narrow widget', () => {
    const bars = drawnBars(barWidget(300, 6));
    expect(gaps(bars).every((gap) => gap >= 35)).toBe(true);
    expect(bars.every((bar) => bar.width > 0 && bar.width < 40)).toBe(true);
  });
});
