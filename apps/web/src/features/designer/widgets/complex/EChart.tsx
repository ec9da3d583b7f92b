import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

type Chart = {
  setOption: (option: EChartsCoreOption, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
};

/** Loads only the echarts parts the widgets use, once, on the first chart shown. */
let loading: Promise<(element: HTMLDivElement) => Chart> | null = null;
function loadECharts() {
  loading ??= import('./echartsSetup').then(
    ({ init }) =>
      (element: HTMLDivElement) =>
        init(element) as unknown as Chart,
  );
  return loading;
}

/** An echarts chart filling its parent, updated whenever `option` changes. */
export function EChart({ option }: { option: EChartsCoreOption }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const latest = useRef(option);
  useEffect(() => {
    let disposed = false;
    void loadECharts().then((init) => {
      if (disposed || !element.current) return;
      chart.current = init(element.current);
      chart.current.setOption(latest.current, true);
    });
    return () => {
      disposed = true;
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={element} style={{ width: '100%', height: '100%' }} />;
}
