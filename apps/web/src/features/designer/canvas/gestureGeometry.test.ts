import { describe, expect, it } from 'vitest';
import { angleTo, dragBox, isCopyDrag, resizedBox, sameBox } from './gestureGeometry';

const box = { x: 10, y: 20, width: 100, height: 50 };

describe('resizedBox', () => {
  it('moves only the dragged edges of an unrotated box', () => {
    expect(resizedBox(box, 'se', 10, 5, 0)).toEqual({ x: 10, y: 20, width: 110, height: 55 });
    expect(resizedBox(box, 'nw', 10, 5, 0)).toEqual({ x: 20, y: 25, width: 90, height: 45 });
    expect(resizedBox(box, 'e', 10, 99, 0)).toEqual({ x: 10, y: 20, width: 110, height: 50 });
  });

  it('reads the pointer in the frame of a rotated widget', () => {
    const result = resizedBox(box, 'e', 0, 10, 90);
    expect(result.width).toBeCloseTo(110);
    expect(result.height).toBe(50);
  });
});

describe('angleTo', () => {
  it('is 0 straight above the pivot and 90 to its right, snapping by the step', () => {
    expect(angleTo({ x: 0, y: 0 }, { x: 0, y: -10 }, null)).toBe(0);
    expect(angleTo({ x: 0, y: 0 }, { x: 10, y: 0 }, null)).toBe(90);
    expect(angleTo({ x: 0, y: 0 }, { x: 10, y: -9 }, 15)).toBe(45);
  });
});

describe('dragBox', () => {
  it('spans the two corners whichever way the drag went', () => {
    expect(dragBox({ x: 50, y: 40 }, { x: 10, y: 60 })).toEqual({
      x: 10,
      y: 40,
      width: 40,
      height: 20,
    });
  });
});

describe('copy-drag', () => {
  it('starts with Ctrl, or Cmd on macOS', () => {
    expect(isCopyDrag({ ctrlKey: true, metaKey: false })).toBe(true);
    expect(isCopyDrag({ ctrlKey: false, metaKey: true })).toBe(true);
    expect(isCopyDrag({ ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('tells copies dropped back where they started', () => {
    expect(sameBox(box, { ...box, x: 10.001 })).toBe(true);
    expect(sameBox(box, { ...box, y: 21 })).toBe(false);
  });
});
