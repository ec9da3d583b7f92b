import { describe, expect, it } from 'vitest';
import { paintSlices } from './paintSlices';

describe('paintSlices', () => {
  it('keeps a page that fits in one slice whole', () => {
    expect(paintSlices(['a', 'b', 'c'], 3)).toEqual([['a', 'b', 'c']]);
  });

  it('cuts a longer page into consecutive slices, the last one shorter, in drawing order', () => {
    expect(paintSlices(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('gives an empty page one empty slice', () => {
    expect(paintSlices([], 50)).toEqual([[]]);
  });

  it('refuses a slice size below one', () => {
    expect(() => paintSlices(['a'], 0)).toThrow();
  });
});
