import { describe, expect, it } from 'vitest';
import {
  MAX_SCALE,
  MIN_SCALE,
  baseScale,
  clampScale,
  clampScroll,
  pageOffset,
  pinchOf,
  pinchScale,
  wheelFactor,
  zoomAround,
} from './viewZoom';

const PAGE = { width: 1920, height: 1080 };
const PHONE = { width: 370, height: 600 };

describe('baseScale', () => {
  it('fits the width, shows 1:1, or keeps the page fit', () => {
    expect(baseScale('width', PAGE, PHONE, 0.2)).toBeCloseTo(370 / 1920);
    expect(baseScale('actual', PAGE, PHONE, 0.2)).toBe(1);
    expect(baseScale('page', PAGE, PHONE, 0.2)).toBe(0.2);
  });
});

describe('clampScale', () => {
  it('holds a scale within the limits', () => {
    expect(clampScale(10, 1)).toBe(MAX_SCALE);
    expect(clampScale(0.01, 1)).toBe(MIN_SCALE);
    expect(clampScale(1.5, 1)).toBe(1.5);
  });

  it('widens the limits to reach the fit of a very large or very small page', () => {
    expect(clampScale(0.01, 0.05)).toBe(0.05);
    expect(clampScale(9, 6)).toBe(6);
  });
});

describe('clampScroll', () => {
  it('keeps the scroll between the page corner and its far edge', () => {
    const drawn = { width: 1000, height: 800 };
    expect(clampScroll({ x: -20, y: 900 }, drawn, PHONE)).toEqual({ x: 0, y: 200 });
    expect(clampScroll({ x: 100, y: 50 }, drawn, PHONE)).toEqual({ x: 100, y: 50 });
  });

  it('does not scroll a page smaller than the box', () => {
    expect(clampScroll({ x: 40, y: 40 }, { width: 200, height: 100 }, PHONE)).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('pageOffset', () => {
  it('centres a narrow page across and keeps it at the top', () => {
    expect(pageOffset({ width: 170, height: 100 }, PHONE)).toEqual({ x: 100, y: 0 });
    expect(pageOffset({ width: 1000, height: 100 }, PHONE)).toEqual({ x: 0, y: 0 });
  });
});

describe('zoomAround', () => {
  it('keeps the page point under the pinch centre in place', () => {
    const view = { page: PAGE, box: PHONE, scale: 0.5, scroll: { x: 100, y: 50 } };
    const focus = { x: 200, y: 300 };
    const scroll = zoomAround(view, 1, focus);
    // The page point under the focus: ((100 + 200) / 0.5, (50 + 300) / 0.5) = (600, 700).
    expect(scroll).toEqual({ x: 600 - 200, y: 700 - 300 });
  });

  it('accounts for a centred page growing past the box', () => {
    const page = { width: 200, height: 200 };
    const view = { page, box: PHONE, scale: 1, scroll: { x: 0, y: 0 } };
    // Centred at x = 85; the box's middle (185) is the page's middle (100).
    const scroll = zoomAround(view, 4, { x: 185, y: 50 });
    expect(scroll).toEqual({ x: 400 - 185, y: 200 - 50 });
  });

  it('clamps the result at the page edges', () => {
    const view = { page: PAGE, box: PHONE, scale: 1, scroll: { x: 0, y: 0 } };
    expect(zoomAround(view, 0.5, { x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
    const zoomedOut = zoomAround({ ...view, scroll: { x: 1550, y: 480 } }, 0.25, { x: 0, y: 0 });
    expect(zoomedOut).toEqual({ x: 480 - 370, y: 0 });
  });
});

describe('pinch', () => {
  it('measures two fingers and scales by their spread', () => {
    expect(pinchOf({ x: 0, y: 0 }, { x: 30, y: 40 })).toEqual({
      distance: 50,
      centre: { x: 15, y: 20 },
    });
    expect(pinchScale(0.5, 50, 100)).toBe(1);
    expect(pinchScale(0.5, 0, 100)).toBe(0.5);
  });
});

describe('wheelFactor', () => {
  it('zooms in on a wheel turned up, and a turn back undoes it', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1);
  });
});
