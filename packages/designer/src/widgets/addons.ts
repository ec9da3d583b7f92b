import { z } from 'zod';
import { CLICK_ACTIONS, LINK_TARGETS, PRESS_TYPES, WRITE_TYPES } from '../document/clickEvent';
import { colour, flag, numeric, numericWith, text } from '../document/primitives';

/** Add-on schemas shared by several widget types (SPEC §3 "Widget add-ons"). */
export const EmptyAddonSchema = z.object({});

const range = {
  minVal: numeric.default(0),
  maxVal: numeric.default(100),
};

export const DashboardStageSchema = z.object({
  value: numeric,
  color: colour,
});
export type DashboardStage = z.output<typeof DashboardStageSchema>;

export const DashboardAddonSchema = z.object({
  type: z.enum(['monochrome', 'multistage']).default('monochrome'),
  ...range,
  /** Upper bounds of the stages, in value units, ascending. */
  stages: z
    .array(DashboardStageSchema)
    .min(1)
    .default([
      { value: 25, color: '#67C23A' },
      { value: 50, color: '#409EFF' },
      { value: 75, color: '#E6A23C' },
      { value: 100, color: '#F56C6C' },
    ]),
  color: colour.default('#409EFF'),
  unit: z.string().default(''),
  decimals: numericWith(z.number().int().min(0).max(10)).nullable().default(null),
});

export const PercentFillAddonSchema = z.object({
  type: z.enum(['rectangleChart', 'capacityChart', 'doughnutChart']).default('rectangleChart'),
  orientation: z.enum(['vertical', 'horizontal']).default('vertical'),
  textType: z.enum(['percent', 'value', 'none']).default('percent'),
  ...range,
  color: colour.default('#409EFF'),
});

export const BarAddonSchema = z.object({ ...range });

export const LineAddonSchema = z.object({
  variant: z.enum(['realtime', 'history']).default('realtime'),
  reportId: text.default(''),
  mode: z.enum(['adapt', 'fixed']).default('adapt'),
  yAxisType: z.enum(['value', 'log']).default('value'),
  ...range,
  /** Minutes of data shown. */
  timeRange: numericWith(z.number().positive()).default(60),
  timeFormat: z.string().default('HH:mm'),
});

export const VideoAddonSchema = z.object({
  type: z.enum(['stream', 'cloud']).default('stream'),
  PanTilt: flag.default(false),
  serialNumber: z.string().default(''),
  channelNumber: text.default('1'),
  flv: z.string().default(''),
  hls: z.string().default(''),
  rtmp: z.string().default(''),
  rtmpReserve: z.string().default(''),
  hlsReserve: z.string().default(''),
});

export const TimerAddonSchema = z.object({
  format: z.string().min(1).default('YYYY-MM-DD HH:mm:ss'),
});

export const ButtonAddonSchema = z.object({
  text: z.string().default('按钮'),
  action: z.enum(CLICK_ACTIONS).default('write'),
  functionPage: text.default(''),
  target: z.enum(LINK_TARGETS).default('_blank'),
  link: z.string().default(''),
  writeType: z.enum(WRITE_TYPES).default('fixed'),
  pressType: z.enum(PRESS_TYPES).default('set1'),
  writeValue: text.default(''),
  // A write is a command: it asks before it goes unless its author turns that off (issue 28).
  hint: flag.default(true),
});

export const DataTextAddonSchema = z.object({
  /** Digits after the decimal point; null shows the value as received. */
  decimals: numericWith(z.number().int().min(0).max(10)).nullable().default(null),
  unit: z.string().default(''),
  /** Shown while no live value has arrived. */
  placeholder: z.string().default('--'),
});

export const TextAddonSchema = z.object({
  text: z.string().default('文本'),
});

export const ImageAddonSchema = z.object({
  src: z.string().default(''),
});

export const ScrollbarAddonSchema = z.object({
  text: z.string().default(''),
  direction: z.enum(['left', 'right']).default('left'),
  /** Pixels per second. */
  speed: numericWith(z.number().positive()).default(50),
});

export const FrameAnimationAddonSchema = z.object({
  frames: z.array(z.string()).default([]),
  interval: numericWith(z.number().positive()).default(500),
});

export const DropdownOptionSchema = z.object({
  label: z.string(),
  value: text,
});

export const DropdownAddonSchema = z.object({
  options: z.array(DropdownOptionSchema).default([]),
  placeholder: z.string().default('请选择'),
});

export const PieAddonSchema = z.object({
  showLegend: flag.default(true),
  doughnut: flag.default(false),
});
