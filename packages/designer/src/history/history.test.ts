import { describe, expect, it } from 'vitest';
import { documentOf } from '../testing/fixtures';
import { createHistory, record, redoHistory, undoHistory } from './history';

const entry = (title: string) => ({ document: documentOf([], { title }), selection: [] });

describe('history stacks', () => {
  it('refuses a depth below 1', () => {
    expect(() => createHistory(0)).toThrow(RangeError);
  });

  it('drops the oldest entry past the depth', () => {
    let history = createHistory(2);
    for (const title of ['a', 'b', 'c']) history = record(history, entry(title));
    expect(history.past.map((e) => e.document.con.title)).toEqual(['b', 'c']);
  });

  it('moves entries between past and future', () => {
    const history = record(createHistory(5), entry('a'));
    const undone = undoHistory(history, entry('now'));
    expect(undone?.entry.document.con.title).toBe('a');
    expect(undone?.history.future.map((e) => e.document.con.title)).toEqual(['now']);
    const redone = undone ? redoHistory(undone.history, entry('a')) : null;
    expect(redone?.entry.document.con.title).toBe('now');
    expect(undoHistory(createHistory(5), entry('x'))).toBeNull();
    expect(redoHistory(createHistory(5), entry('x'))).toBeNull();
  });
});
