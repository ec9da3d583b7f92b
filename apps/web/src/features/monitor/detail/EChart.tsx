import { LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export type ChartOption = Parameters<echarts.ECharts['setOption']>[0];
export type ChartInstance = echarts.ECharts;

/**
 * One ECharts canvas: created on mount, given each new option (merged unless `replace`), resized
 * with its box and disposed on unmount. `onReady` hands the instance to the owner for events.
 */
export function EChart({
  option,
  replace = false,
  height = 320,
  onReady,
  label,
}: {
  option: ChartOption;
  replace?: boolean;
  height?: number;
  onReady?: (chart: ChartInstance) => void;
  label: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | undefined>(undefined);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const chart = echarts.init(box);
    chartRef.current = chart;
    onReady?.(chart);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chart lives as long as the box
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: replace, lazyUpdate: true });
  }, [option, replace]);

  return <div ref={boxRef} style={{ width: '100%', height }} role="img" aria-label={label} />;
}
