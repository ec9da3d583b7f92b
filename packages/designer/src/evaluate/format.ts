import type { z } from 'zod';
import type {
  DashboardAddonSchema,
  DataTextAddonSchema,
  PercentFillAddonSchema,
} from '../widgets/addons';
import type { LiveValue } from './compare';

type DataTextAddon = z.output<typeof DataTextAddonSchema>;
type DashboardAddon = z.output<typeof DashboardAddonSchema>;
type PercentFillAddon = z.output<typeof PercentFillAddonSchema>;

function numberOf(value: LiveValue['value'] | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

function fixed(value: number, decimals: number | null): string {
  return decimals === null ? String(value) : value.toFixed(decimals);
}

/** The text of a data-text widget: the value with its decimals and unit, or the placeholder. */
export function formatDataText(addon: DataTextAddon, value: LiveValue | undefined): string {
  const raw = value?.value;
  if (raw === null || raw === undefined) return addon.placeholder;
  const number = numberOf(raw);
  const text = number === null ? String(raw) : fixed(number, addon.decimals);
  return `${text}${addon.unit}`;
}

/** Where a value sits between min and max, clamped to [0, 1] (0 when the range is empty). */
export function rangeRatio(value: number, minVal: number, maxVal: number): number {
  if (!(maxVal > minVal)) return 0;
  return Math.min(1, Math.max(0, (value - minVal) / (maxVal - minVal)));
}

export interface GaugeReading {
  /** The value clamped into [minVal, maxVal]; null without a numeric value. */
  readonly value: number | null;
  readonly ratio: number;
  readonly text: string;
}

export interface DashboardReading extends GaugeReading {
  /** Index of the stage the value falls in (multistage), else null. */
  readonly stage: number | null;
  readonly color: string;
}

/**
 * The needle of a dashboard: the value clamped into its range, its share of the range and,
 * for a multistage dial, the first stage whose upper bound the value does not exceed.
 */
export function readDashboard(
  addon: DashboardAddon,
  value: LiveValue | undefined,
): DashboardReading {
  const number = numberOf(value?.value);
  if (number === null)
    return { value: null, ratio: 0, text: '--', stage: null, color: addon.color };
  const clamped = Math.min(Math.max(number, addon.minVal), Math.max(addon.minVal, addon.maxVal));
  const text = `${fixed(clamped, addon.decimals)}${addon.unit}`;
  const ratio = rangeRatio(clamped, addon.minVal, addon.maxVal);
  if (addon.type === 'monochrome')
    return { value: clamped, ratio, text, stage: null, color: addon.color };
  const stages = [...addon.stages].sort((a, b) => a.value - b.value);
  const found = stages.findIndex((stage) => clamped <= stage.value);
  const stage = found === -1 ? stages.length - 1 : found;
  return { value: clamped, ratio, text, stage, color: stages[stage]?.color ?? addon.color };
}

/** The fill level of a percent-fill widget and its label (percent, value, or none). */
export function readPercentFill(
  addon: PercentFillAddon,
  value: LiveValue | undefined,
): GaugeReading {
  const number = numberOf(value?.value);
  if (number === null)
    return { value: null, ratio: 0, text: addon.textType === 'none' ? '' : '--' };
  const clamped = Math.min(Math.max(number, addon.minVal), Math.max(addon.minVal, addon.maxVal));
  const ratio = rangeRatio(clamped, addon.minVal, addon.maxVal);
  const labels = {
    percent: `${Math.round(ratio * 100)}%`,
    value: String(clamped),
    none: '',
  } as const;
  return { value: clamped, ratio, text: labels[addon.textType] };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A time in the timer widget's format (tokens YYYY, MM, DD, HH, mm, ss), in the zone
 * `offsetMinutes` east of UTC (UTC+8 is 480).
 */
export function formatTimer(epochMs: number, format: string, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * 60_000);
  const tokens: Readonly<Record<string, string>> = {
    YYYY: String(shifted.getUTCFullYear()),
    MM: pad(shifted.getUTCMonth() + 1),
    DD: pad(shifted.getUTCDate()),
    HH: pad(shifted.getUTCHours()),
    mm: pad(shifted.getUTCMinutes()),
    ss: pad(shifted.getUTCSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}
