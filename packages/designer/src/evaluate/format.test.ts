import { describe, expect, it } from 'vitest';
import {
  DashboardAddonSchema,
  DataTextAddonSchema,
  PercentFillAddonSchema,
} from '../widgets/addons';
import { formatDataText, formatTimer, rangeRatio, readDashboard, readPercentFill } from './format';

const at = (value: number | string | boolean | null) => ({ value });

describe('data text', () => {
  it('shows the value with its decimals and unit, or the placeholder', () => {
    const addon = DataTextAddonSchema.parse({ decimals: 2, unit: '℃' });
    expect(formatDataText(addon, at(21.456))).toBe('21.46℃');
    expect(formatDataText(addon, at('7'))).toBe('7.00℃');
    expect(formatDataText(addon, at('RUN'))).toBe('RUN℃');
    expect(formatDataText(addon, undefined)).toBe('--');
    expect(formatDataText(DataTextAddonSchema.parse({}), at(3.14159))).toBe('3.14159');
  });
});

describe('dashboard', () => {
  it('clamps to min and max', () => {
    const addon = DashboardAddonSchema.parse({});
    expect(readDashboard(addon, at(150))).toMatchObject({ value: 100, ratio: 1 });
    expect(readDashboard(addon, at(-5))).toMatchObject({ value: 0, ratio: 0 });
    expect(readDashboard(addon, at(40))).toMatchObject({
      value: 40,
      ratio: 0.4,
      text: '40',
      stage: null,
    });
    expect(readDashboard(addon, undefined)).toMatchObject({ value: null, text: '--' });
  });

  it('finds the stage of a multistage dial (stages at 25, 50, 75, 100)', () => {
    const addon = DashboardAddonSchema.parse({ type: 'multistage' });
    expect(readDashboard(addon, at(25)).stage).toBe(0);
    expect(readDashboard(addon, at(25.1)).stage).toBe(1);
    expect(readDashboard(addon, at(75))).toMatchObject({ stage: 2, color: '#E6A23C' });
    expect(readDashboard(addon, at(1000)).stage).toBe(3);
  });
});

describe('percent fill', () => {
  it('fills by the share of the range, clamped, with the chosen label', () => {
    const addon = PercentFillAddonSchema.parse({ minVal: 50, maxVal: 150 });
    expect(readPercentFill(addon, at(100))).toEqual({ value: 100, ratio: 0.5, text: '50%' });
    expect(readPercentFill(addon, at(10))).toEqual({ value: 50, ratio: 0, text: '0%' });
    expect(readPercentFill(addon, at(999))).toMatchObject({ ratio: 1, text: '100%' });
    const value = PercentFillAddonSchema.parse({ textType: 'value' });
    expect(readPercentFill(value, at(42)).text).toBe('42');
    const none = PercentFillAddonSchema.parse({ textType: 'none' });
    expect(readPercentFill(none, at(42)).text).toBe('');
  });

  it('an empty range fills nothing instead of dividing by zero', () => {
    expect(rangeRatio(5, 10, 10)).toBe(0);
  });
});

describe('timer', () => {
  it('formats in the given zone', () => {
    const epoch = Date.UTC(2024, 0, 2, 3, 4, 5);
    expect(formatTimer(epoch, 'YYYY-MM-DD HH:mm:ss', 480)).toBe('2024-01-02 11:04:05');
    expect(formatTimer(epoch, 'HH:mm', 0)).toBe('03:04');
  });
});
