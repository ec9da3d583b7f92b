import { describe, expect, it } from 'vitest';
import { fitScale } from './fit';

const page = { width: 1024, height: 768 };
const container = { width: 2048, height: 768 };

describe('fitScale', () => {
  it('fit container shows the whole page, keeping proportions', () => {
    expect(fitScale({ ...page, fit: 'container' }, container)).toEqual({ scaleX: 1, scaleY: 1 });
    expect(fitScale({ ...page, fit: 'container' }, { width: 512, height: 768 })).toEqual({
      scaleX: 0.5,
      scaleY: 0.5,
    });
  });

  it('fit width, height and original', () => {
    expect(fitScale({ ...page, fit: 'width' }, container)).toEqual({ scaleX: 2, scaleY: 2 });
    expect(fitScale({ ...page, fit: 'height' }, container)).toEqual({ scaleX: 1, scaleY: 1 });
    expect(fitScale({ ...page, fit: 'original' }, container)).toEqual({ scaleX: 1, scaleY: 1 });
  });
});
