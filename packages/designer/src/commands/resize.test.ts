import { describe, expect, it } from 'vitest';
import { deepFreeze, documentOf, groupOf, rect, widget } from '../testing/fixtures';
import { resize } from './resize';

const page = deepFreeze(
  documentOf([
    rect('a', 100, 100, 50, 40),
    groupOf('g', [rect('c1', 0, 0, 10, 10), rect('c2', 30, 20, 10, 10)]),
    rect('locked', 300, 300, 10, 10, { posLock: true }),
    widget('ShapeCircle', 'circle', { x: 0, y: 500, width: 40, height: 40 }),
  ]),
);

describe('resize', () => {
  it('takes the new box of a single widget', () => {
    const result = resize(page, ['a'], { box: { x: 90, y: 100, width: 60, height: 3 } });
    expect(result.ok && result.document.widgets[0]?.position).toMatchObject({
      x: 90,
      y: 100,
      width: 60,
      height: 3,
    });
  });

  it('keeps each dimension above 2: exactly 2 keeps the old size of that dimension', () => {
    const result = resize(page, ['a'], { box: { x: 120, y: 100, width: 2, height: 80 } });
    expect(result.ok && result.document.widgets[0]?.position).toMatchObject({
      x: 100,
      width: 50,
      height: 80,
    });
    expect(resize(page, ['a'], { box: { x: 0, y: 0, width: 2, height: 1 } })).toEqual({
      ok: false,
      reason: 'too-small',
      ids: ['a'],
    });
  });

  it('scales a group’s children with it', () => {
    const result = resize(page, ['g'], { box: { x: 0, y: 0, width: 80, height: 60 } });
    if (!result.ok) throw new Error(result.reason);
    const children = result.document.widgets[1]?.children ?? [];
    expect(children[0]?.position).toMatchObject({ x: 0, y: 0, width: 20, height: 20 });
    expect(children[1]?.position).toMatchObject({ x: 60, y: 40, width: 20, height: 20 });
    expect(result.document.widgets[1]?.position).toMatchObject({ width: 80, height: 60 });
  });

  it('refuses a group resize to 2 or less, allows just above', () => {
    expect(resize(page, ['g'], { box: { x: 0, y: 0, width: 2, height: 50 } })).toMatchObject({
      reason: 'too-small',
    });
    expect(resize(page, ['g'], { box: { x: 0, y: 0, width: 50, height: 1 } })).toMatchObject({
      reason: 'too-small',
    });
    expect(resize(page, ['g'], { box: { x: 0, y: 0, width: 2.5, height: 2.5 } }).ok).toBe(true);
  });

  it('keeps a circle round and its radius true', () => {
    const result = resize(page, ['circle'], { box: { x: 0, y: 500, width: 60, height: 40 } });
    expect(result.ok && result.document.widgets[3]?.position).toMatchObject({
      width: 60,
      height: 60,
      r: 30,
    });
  });

  it('refuses locked widgets, several widgets and no change', () => {
    expect(resize(page, ['locked'], { box: { x: 0, y: 0, width: 50, height: 50 } })).toMatchObject({
      reason: 'locked',
    });
    expect(resize(page, ['a', 'g'], { box: { x: 0, y: 0, width: 50, height: 50 } })).toMatchObject({
      reason: 'needs-one',
    });
    expect(resize(page, ['a'], { box: { x: 100, y: 100, width: 50, height: 40 } })).toMatchObject({
      reason: 'no-change',
    });
    expect(resize(page, ['a'], { box: { x: 0, y: 0, width: Infinity, height: 40 } })).toMatchObject(
      {
        reason: 'invalid-value',
      },
    );
  });
});
