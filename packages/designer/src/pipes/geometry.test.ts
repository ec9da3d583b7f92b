import { describe, expect, it } from 'vitest';
import {
  distanceToPolyline,
  layoutPoints,
  moveVertex,
  pipePathData,
  placePoints,
  routeOrthogonal,
  simplifyPath,
} from './geometry';

const p = (x: number, y: number) => ({ x, y });

describe('routeOrthogonal', () => {
  it('runs straight between points that line up', () => {
    expect(routeOrthogonal(p(0, 0), p(50, 0))).toEqual([p(0, 0), p(50, 0)]);
    expect(routeOrthogonal(p(0, 0), p(0, -30), 'right')).toEqual([p(0, 0), p(0, -30)]);
  });

  it('makes an L with the longer leg first when no port says otherwise', () => {
    expect(routeOrthogonal(p(0, 0), p(100, 20))).toEqual([p(0, 0), p(100, 0), p(100, 20)]);
    expect(routeOrthogonal(p(0, 0), p(20, 100))).toEqual([p(0, 0), p(0, 100), p(20, 100)]);
  });

  it('leaves a port along its direction', () => {
    expect(routeOrthogonal(p(0, 0), p(100, 20), 'down')).toEqual([p(0, 0), p(0, 20), p(100, 20)]);
  });

  it('enters an end port along its axis', () => {
    // A port facing up is entered from above: the last leg is vertical.
    expect(routeOrthogonal(p(0, 0), p(100, 20), undefined, 'up')).toEqual([
      p(0, 0),
      p(100, 0),
      p(100, 20),
    ]);
  });

  it('makes a Z through the middle when leaving and arriving along the same axis', () => {
    expect(routeOrthogonal(p(0, 0), p(100, 40), 'right', 'left')).toEqual([
      p(0, 0),
      p(50, 0),
      p(50, 40),
      p(100, 40),
    ]);
    expect(routeOrthogonal(p(0, 0), p(40, 100), 'down', 'up')).toEqual([
      p(0, 0),
      p(0, 50),
      p(40, 50),
      p(40, 100),
    ]);
  });
});

describe('simplifyPath', () => {
  it('drops repeated points and corners on a straight run', () => {
    expect(simplifyPath([p(0, 0), p(0, 0), p(10, 0), p(20, 0), p(20, 5)])).toEqual([
      p(0, 0),
      p(20, 0),
      p(20, 5),
    ]);
  });
});

describe('moveVertex', () => {
  const z = [p(0, 0), p(50, 0), p(50, 40), p(100, 40)];

  it('drags a middle segment: both its elbows follow', () => {
    expect(moveVertex(z, 1, p(70, 0))).toEqual([p(0, 0), p(70, 0), p(70, 40), p(100, 40)]);
  });

  it('keeps the ends where they are and adds elbows next to them', () => {
    expect(moveVertex([p(0, 0), p(100, 0), p(100, 50)], 1, p(80, 20))).toEqual([
      p(0, 0),
      p(80, 0),
      p(80, 20),
      p(100, 20),
      p(100, 50),
    ]);
  });

  it('drags an end: the next elbow follows on its axis', () => {
    expect(moveVertex(z, 0, p(0, 10))).toEqual([p(0, 10), p(50, 10), p(50, 40), p(100, 40)]);
  });

  it('drags the end of a straight pipe: an elbow keeps it orthogonal', () => {
    expect(moveVertex([p(0, 0), p(100, 0)], 1, p(100, 30))).toEqual([
      p(0, 0),
      p(100, 0),
      p(100, 30),
    ]);
  });
});

describe('stored points', () => {
  it('are laid out from the box corner and placed back, scaled by a resize', () => {
    const { box, points } = layoutPoints([p(20, 30), p(60, 30), p(60, 90)]);
    expect(box).toEqual({ x: 20, y: 30, width: 40, height: 60 });
    expect(points).toEqual([p(0, 0), p(40, 0), p(40, 60)]);
    expect(placePoints(points, { x: 0, y: 0, width: 80, height: 60 })).toEqual([
      p(0, 0),
      p(80, 0),
      p(80, 60),
    ]);
  });

  it('leave the extent-less axis of a straight pipe unscaled', () => {
    expect(placePoints([p(0, 0), p(100, 0)], { x: 5, y: 7, width: 50, height: 0 })).toEqual([
      p(5, 7),
      p(55, 7),
    ]);
  });
});

describe('pipePathData', () => {
  it('rounds each elbow with a quarter bend, shrunk on short legs', () => {
    expect(pipePathData([p(0, 0), p(100, 0), p(100, 6)], 10)).toBe(
      'M0 0 L97 0 Q100 0 100 3 L100 6',
    );
    expect(pipePathData([p(0, 0), p(100, 0), p(100, 50)], 10)).toBe(
      'M0 0 L90 0 Q100 0 100 10 L100 50',
    );
  });

  it('draws sharp corners with no radius', () => {
    expect(pipePathData([p(0, 0), p(10, 0), p(10, 10)], 0)).toBe('M0 0 L10 0 L10 10');
  });
});

describe('distanceToPolyline', () => {
  it('measures to the nearest segment', () => {
    expect(distanceToPolyline(p(50, 5), [p(0, 0), p(100, 0), p(100, 100)])).toBe(5);
    expect(distanceToPolyline(p(103, 60), [p(0, 0), p(100, 0), p(100, 100)])).toBe(3);
  });
});
