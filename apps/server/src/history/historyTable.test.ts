import { describe, expect, it } from 'vitest';
import { stillExact } from './historyTable';

const marks = (entries: [number, number, string][]) =>
  new Map(entries.map(([id, lastTs, lateWrites]) => [id, { lastTs, lateWrites }]));

describe('stillExact', () => {
  const then = marks([
    [1, 1000, '0'],
    [2, 500, '3'],
  ]);

  it('holds while nothing was written', () => {
    expect(
      stillExact(
        then,
        marks([
          [1, 1000, '0'],
          [2, 500, '3'],
        ]),
        [1, 2],
        800,
      ),
    ).toBe(true);
  });

  it('holds when new rows of a signal whose last row was past the end came after it', () => {
    expect(
      stillExact(
        then,
        marks([
          [1, 2000, '0'],
          [2, 500, '3'],
        ]),
        [1, 2],
        800,
      ),
    ).toBe(true);
  });

  it('fails when a signal whose last row was before the end got new rows', () => {
    expect(
      stillExact(
        then,
        marks([
          [1, 1000, '0'],
          [2, 600, '3'],
        ]),
        [1, 2],
        800,
      ),
    ).toBe(false);
  });

  it('fails after any late write', () => {
    expect(
      stillExact(
        then,
        marks([
          [1, 1000, '1'],
          [2, 500, '3'],
        ]),
        [1, 2],
        800,
      ),
    ).toBe(false);
  });

  it('fails when a signal without history got some, and holds while it has none', () => {
    const none = marks([[1, 1000, '0']]);
    expect(
      stillExact(
        none,
        marks([
          [1, 1000, '0'],
          [2, 10, '0'],
        ]),
        [1, 2],
        800,
      ),
    ).toBe(false);
    expect(stillExact(none, none, [1, 2], 800)).toBe(true);
  });
});
