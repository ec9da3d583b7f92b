import { describe, expect, it } from 'vitest';
import { branchDirection } from './teeBranch';

const at = { x: 100, y: 100 };
const p = (x: number, y: number) => ({ x, y });

describe('branchDirection (which way a branch leaves a tee)', () => {
  it('leaves a horizontal pipe downward toward a point below it, even far along the pipe', () => {
    expect(branchDirection('horizontal', at, p(100, 140))).toBe('down');
    expect(branchDirection('horizontal', at, p(900, 101))).toBe('down');
  });

  it('leaves a horizontal pipe upward toward a point above it', () => {
    expect(branchDirection('horizontal', at, p(-500, 99))).toBe('up');
  });

  it('leaves a vertical pipe to the right or the left, the side of the point', () => {
    expect(branchDirection('vertical', at, p(101, -800))).toBe('right');
    expect(branchDirection('vertical', at, p(20, 100))).toBe('left');
  });

  it('chooses no side for a point on the pipe’s own line', () => {
    expect(branchDirection('horizontal', at, p(300, 100))).toBeNull();
    expect(branchDirection('vertical', at, p(100, 100))).toBeNull();
    expect(branchDirection('vertical', at, p(100, 300))).toBeNull();
  });
});
