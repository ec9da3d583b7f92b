import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatTime, formatValue } from './format';

const texts = { on: '开', off: '关', none: '—' };

describe('formatTime', () => {
  it('shows epoch and zoned times in the browser zone', () => {
    const t = Date.UTC(2026, 0, 10, 0, 0, 5);
    expect(formatTime(t)).toBe(dayjs(t).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatTime('2026-01-10T00:00:05.000Z')).toBe(dayjs(t).format('YYYY-MM-DD HH:mm:ss'));
  });

  it('reads zone-less device text as UTC+8', () => {
    const t = Date.UTC(2026, 0, 10, 0, 0, 5);
    expect(formatTime('2026-01-10 08:00:05')).toBe(dayjs(t).format('YYYY-MM-DD HH:mm:ss'));
  });

  it('shows a dash for missing or unreadable times', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('later')).toBe('—');
  });
});

describe('formatValue', () => {
  it('shows switches as on and off, numbers to 3 decimals', () => {
    expect(formatValue({ dataType: 'bool' }, true, texts)).toBe('开');
    expect(formatValue({ dataType: 'bool' }, 0, texts)).toBe('关');
    expect(formatValue({ dataType: 'float32' }, 3.14159, texts)).toBe('3.142');
    expect(formatValue({ dataType: 'float32' }, null, texts)).toBe('—');
  });
});
