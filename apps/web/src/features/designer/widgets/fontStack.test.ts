import { describe, expect, it } from 'vitest';
import { fontStack } from './svgParts';

describe('fontStack', () => {
  it('puts the widget font first, quoted, then sans-serif CJK fallbacks', () => {
    expect(fontStack('Microsoft YaHei')).toBe(
      `"Microsoft YaHei", 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif`,
    );
  });

  it('falls back alone when the widget names no font, and drops quotes that would break the list', () => {
    expect(fontStack('  ')).toBe(
      `'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif`,
    );
    expect(fontStack('Evil", serif')).toMatch(/^"Evil, serif", /);
  });
});
