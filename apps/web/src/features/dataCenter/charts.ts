import type { BucketValue, DataCenterBucket } from '@lf/protocol';
import { BarChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import dayjs from 'dayjs';
import type { ChartOption } from '../monitor/detail/EChart';
import { CHART_PALETTE, seriesColour } from '../monitor/logic/palette';

// The shared EChart registers lines; the data center's counts are bars.
echarts.use([BarChart]);

export function bucketLabel(t: number, bucket: DataCenterBucket): string {
  return dayjs(t).format(bucket === 'day' ? 'MM-DD' : 'MM-DD HH:00');
}

/** A bar per bucket (alarms, values stored). SPEC §9: bar width 40. */
export function barOption(
  values: BucketValue[],
  bucket: DataCenterBucket,
  name: string,
  colour: string = CHART_PALETTE[0],
): ChartOption {
  return {
    color: [colour],
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: values.map((v) => bucketLabel(v.t, bucket)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name, barMaxWidth: 40, data: values.map((v) => v.value) }],
  };
}

/** The online rate in percent per bucket. */
export function rateOption(
  values: BucketValue[],
  bucket: DataCenterBucket,
  name: string,
): ChartOption {
  return {
    color: [seriesColour(1)],
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} %` },
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: values.map((v) => bucketLabel(v.t, bucket)) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      {
        type: 'line',
        name,
        // A lone sample (a fresh install, a short range) is a point, not an invisible line.
        showSymbol: values.length <= 48,
        areaStyle: { opacity: 0.15 },
        data: values.map((v) => Math.round(v.value * 1000) / 10),
      },
    ],
  };
}
