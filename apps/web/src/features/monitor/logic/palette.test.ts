import { LIMITS } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, seriesColour } from './palette';

describe('chart palette', () => {
  it('has 10 distinct colours', () => {
    expect(CHART_PALETTE).toHaveLength(LIMITS.chartPaletteSize);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(10);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('gives each of 10 series its own colour and wraps after', () => {
    const first10 = Array.from({ length: 10 }, (_, i) => seriesColour(i));
    expect(new Set(first10).size).toBe(10);
    expect(seriesColour(10)).toBe(seriesColour(0));
    expect(seriesColour(-1)).toBe(seriesColour(9));
  });
});
