import { describe, expect, it } from 'vitest';
import { deepFreeze, documentOf, groupOf, rect } from '../testing/fixtures';
import { rotate } from './rotate';

const page = deepFreeze(
  documentOf([
    rect('a', 0, 0, 20, 10),
    groupOf('g', [rect('c1', 100, 100, 10, 10), rect('c2', 130, 100, 10, 10)]),
    rect('locked', 300, 300, 10, 10, { posLock: true }),
  ]),
);

describe('rotate', () => {
  it('sets a widget’s rotation about its centre, folded into [0, 360)', () => {
    const to = rotate(page, ['a'], { degrees: 450 });
    expect(to.ok && to.document.widgets[0]?.position).toMatchObject({ x: 0, y: 0, rotate: 90 });
    const by = rotate(page, ['a'], { degrees: -30, mode: 'by' });
    expect(by.ok && by.document.widgets[0]?.position.rotate).toBe(330);
  });

  it('turns a group’s children about the group centre; the group stays unrotated', () => {
    const result = rotate(page, ['g'], { degrees: 180, mode: 'by' });
    if (!result.ok) throw new Error(result.reason);
    const group = result.document.widgets[1];
    expect(group?.position.rotate).toBe(0);
    const [c1, c2] = group?.children ?? [];
    expect(c1?.position.x).toBeCloseTo(130);
    expect(c2?.position.x).toBeCloseTo(100);
    expect(c1?.position.rotate).toBe(180);
  });

  it('never rotates a locked widget', () => {
    expect(rotate(page, ['locked'], { degrees: 45 })).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    const result = rotate(page, ['a', 'locked'], { degrees: 45 });
    expect(result.ok && result.skipped).toEqual(['locked']);
  });

  it('refuses no change and non-finite angles', () => {
    expect(rotate(page, ['a'], { degrees: 360 })).toMatchObject({ reason: 'no-change' });
    expect(rotate(page, ['a'], { degrees: Number.NaN })).toMatchObject({ reason: 'invalid-value' });
  });
});
