/** The 10 series colours of every monitoring chart (SPEC §9 "Chart palettes"). */
export const CHART_PALETTE = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#fadb14',
  '#f5222d',
  '#2f54eb',
  '#8c8c8c',
] as const;

/** The colour of the n-th series; an 11th series would repeat the first. */
export function seriesColour(index: number): string {
  const size = CHART_PALETTE.length;
  return CHART_PALETTE[((index % size) + size) % size] as string;
}
