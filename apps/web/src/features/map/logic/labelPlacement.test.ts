import { describe, expect, it } from 'vitest';
import { dotRect, labelRect, placeLabels, type LabelledMarker } from './labelPlacement';

const marker = (id: string, x: number, y: number, extra: Partial<LabelledMarker> = {}) => ({
  id,
  x,
  y,
  width: 60,
  height: 14,
  state: 'online' as const,
  ...extra,
});

describe('names beside map markers', () => {
  it('puts every name below its dot when the markers are apart', () => {
    const placements = placeLabels([marker('a', 100, 100), marker('b', 300, 100)]);
    expect(Object.fromEntries(placements)).toEqual({ a: 'below', b: 'below' });
  });

  it('moves the second name above when the first one takes the space below', () => {
    // b stands just right of a: below, its name would cover a's.
    const placements = placeLabels([marker('a', 100, 100), marker('b', 130, 100)]);
    expect(placements.get('a')).toBe('below');
    expect(placements.get('b')).toBe('above');
  });

  it('never puts a name over another marker’s dot', () => {
    // c stands where b's name would go below, and where a's would go above.
    const placements = placeLabels([marker('b', 100, 100), marker('c', 100, 126)]);
    const b = placements.get('b');
    expect(b).not.toBe('below');
    expect(b).not.toBe('hidden');
    if (b && b !== 'hidden') {
      const rect = labelRect(marker('b', 100, 100), b);
      const dot = dotRect({ x: 100, y: 126 });
      expect(
        rect.bottom <= dot.top ||
          rect.top >= dot.bottom ||
          rect.right <= dot.left ||
          rect.left >= dot.right,
      ).toBe(true);
    }
  });

  it('hides a name with no free side, and keeps the alarm’s name', () => {
    // Four markers on one spot: at most four sides, and the ones in alarm come first.
    const spot = [
      marker('a', 100, 100),
      marker('b', 100, 100),
      marker('c', 100, 100),
      marker('d', 100, 100),
      marker('z', 100, 100, { state: 'alarm' }),
    ];
    const placements = placeLabels(spot);
    expect(placements.get('z')).not.toBe('hidden');
    expect([...placements.values()].filter((p) => p === 'hidden').length).toBeGreaterThan(0);
  });

  it('gives the same answer whatever order the markers come in', () => {
    const markers = [marker('a', 100, 100), marker('b', 130, 100), marker('c', 115, 125)];
    const forward = Object.fromEntries(placeLabels(markers));
    const backward = Object.fromEntries(placeLabels([...markers].reverse()));
    expect(backward).toEqual(forward);
  });

  it('leaves no two shown names overlapping in a crowded view', () => {
    const crowd = Array.from({ length: 200 }, (_, i) =>
      marker(`m${i}`, (i * 37) % 400, (i * 53) % 300, { width: 40 + (i % 5) * 12 }),
    );
    const placements = placeLabels(crowd);
    const shown = crowd.flatMap((m) => {
      const side = placements.get(m.id);
      return side && side !== 'hidden' ? [labelRect(m, side)] : [];
    });
    expect(shown.length).toBeGreaterThan(20);
    for (let i = 0; i < shown.length; i += 1) {
      for (let j = i + 1; j < shown.length; j += 1) {
        const [a, b] = [shown[i], shown[j]];
        if (!a || !b) continue;
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${i} and ${j}`).toBe(true);
      }
    }
  });
});
