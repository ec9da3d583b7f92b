import { describe, expect, it } from 'vitest';
import { account } from './accounting';

describe('fault accounting', () => {
  it('counts distinct recorded samples: a full refresh recording a sample again is one sample', () => {
    const result = account({
      journal: ['1 10', '1 10', '2 10'],
      pending: [],
      stored: ['1 10', '2 10'],
      ingestCount: 2,
    });
    expect(result).toMatchObject({ sent: 2, stored: 2, lost: 0, duplicated: 0 });
  });

  it('a recorded sample missing from history is lost', () => {
    const result = account({
      journal: ['1 10', '1 20'],
      pending: [],
      stored: ['1 10'],
      ingestCount: 1,
    });
    expect(result).toMatchObject({ lost: 1, lostKeys: ['1 20'] });
  });

  it('a sample still in a stopped agent buffer is pending, not lost', () => {
    const result = account({
      journal: ['1 10', '1 20'],
      pending: ['1 20'],
      stored: ['1 10'],
      ingestCount: 1,
    });
    expect(result).toMatchObject({ lost: 0, pending: 1 });
  });

  it('a pending sample that was also stored is delivered, not pending', () => {
    const result = account({
      journal: ['1 10'],
      pending: ['1 10'],
      stored: ['1 10'],
      ingestCount: 1,
    });
    expect(result).toMatchObject({ lost: 0, pending: 0 });
  });

  it('a history row twice, or counted twice by the ingest counts, is duplicated', () => {
    expect(
      account({ journal: ['1 10'], pending: [], stored: ['1 10', '1 10'], ingestCount: 2 })
        .duplicated,
    ).toBe(1);
    expect(
      account({ journal: ['1 10'], pending: [], stored: ['1 10'], ingestCount: 2 }).duplicated,
    ).toBe(1);
  });

  it('a stored row the journal lacks is unjournaled, neither lost nor duplicated', () => {
    const result = account({
      journal: ['1 10'],
      pending: [],
      stored: ['1 10', '1 20'],
      ingestCount: 2,
    });
    expect(result).toMatchObject({ lost: 0, duplicated: 0, unjournaled: 1 });
  });
});
