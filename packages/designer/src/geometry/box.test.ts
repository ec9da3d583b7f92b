import { describe, expect, it } from 'vitest';
import { PositionSchema } from '../document/position';
import {
  boxContains,
  boxesIntersect,
  boxFromPoints,
  cornersOf,
  rotatedBounds,
  rotatePoint,
  unionBoxes,
} from './box';

const centre = { x: 0.5, y: 0.5 };
const position = (x: number, y: number, width: number, height: number, rotate = 0) =>
  PositionSchema.parse({ x, y, width, height, rotate });

describe('boxes', () => {
  it('rotates clockwise on screen (y down)', () => {
    const turned = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90);
    expect(turned.x).toBeCloseTo(0);
    expect(turned.y).toBeCloseTo(10);
  });

  it('an unrotated widget’s bounds are its box', () => {
    expect(rotatedBounds(position(10, 20, 30, 40), centre)).toEqual({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
    });
  });

  it('a widget turned 90° about its centre swaps width and height', () => {
    const bounds = rotatedBounds(position(0, 0, 40, 20, 90), centre);
    expect(bounds.x).toBeCloseTo(10);
    expect(bounds.y).toBeCloseTo(-10);
    expect(bounds.width).toBeCloseTo(20);
    expect(bounds.height).toBeCloseTo(40);
  });

  it('a square turned 45° spans its diagonal', () => {
    const bounds = rotatedBounds(position(0, 0, 10, 10, 45), centre);
    expect(bounds.width).toBeCloseTo(Math.SQRT2 * 10);
    expect(cornersOf(position(0, 0, 10, 10, 45), centre)[0].y).toBeCloseTo(5 - Math.SQRT2 * 5);
  });

  it('rotates about a custom origin', () => {
    const bounds = rotatedBounds(position(0, 0, 10, 10, 180), { x: 0, y: 0 });
    expect(bounds.x).toBeCloseTo(-10);
    expect(bounds.y).toBeCloseTo(-10);
  });

  it('unions, contains and intersects', () => {
    expect(unionBoxes([])).toBeNull();
    expect(
      unionBoxes([
        { x: 0, y: 0, width: 10, height: 10 },
        { x: 20, y: 5, width: 5, height: 20 },
      ]),
    ).toEqual({
      x: 0,
      y: 0,
      width: 25,
      height: 25,
    });
    const outer = { x: 0, y: 0, width: 100, height: 100 };
    expect(boxContains(outer, { x: 0, y: 0, width: 100, height: 100 })).toBe(true);
    expect(boxContains(outer, { x: 1, y: 1, width: 100, height: 10 })).toBe(false);
    expect(boxesIntersect(outer, { x: 100, y: 100, width: 5, height: 5 })).toBe(true);
    expect(boxesIntersect(outer, { x: 101, y: 0, width: 5, height: 5 })).toBe(false);
    expect(boxFromPoints({ x: 10, y: 5 }, { x: 0, y: 15 })).toEqual({
      x: 0,
      y: 5,
      width: 10,
      height: 10,
    });
  });
});
