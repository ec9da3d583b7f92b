import { describe, expect, it } from 'vitest';
import { keyBelongsToField, summaryKey } from './summaryKeys';

const ids = ['10', '11', '12'];

describe('the summary’s keys', () => {
  it('moves the cursor down and up within the rows, from the first', () => {
    expect(summaryKey('ArrowDown', ids, null, [])).toEqual({ kind: 'cursor', cursor: '10' });
    expect(summaryKey('ArrowDown', ids, '10', [])).toEqual({ kind: 'cursor', cursor: '11' });
    expect(summaryKey('j', ids, '12', [])).toEqual({ kind: 'cursor', cursor: '12' });
    expect(summaryKey('ArrowUp', ids, '11', [])).toEqual({ kind: 'cursor', cursor: '10' });
    expect(summaryKey('k', ids, '10', [])).toEqual({ kind: 'cursor', cursor: '10' });
    expect(summaryKey('ArrowUp', ids, null, [])).toEqual({ kind: 'cursor', cursor: '10' });
    expect(summaryKey('End', ids, '10', [])).toEqual({ kind: 'cursor', cursor: '12' });
    expect(summaryKey('Home', ids, '12', [])).toEqual({ kind: 'cursor', cursor: '10' });
    expect(summaryKey('ArrowDown', [], null, [])).toEqual({ kind: 'none' });
  });

  it('a cursor on a row no longer listed starts again from the first', () => {
    expect(summaryKey('ArrowDown', ids, 'gone', [])).toEqual({ kind: 'cursor', cursor: '10' });
    expect(summaryKey(' ', ids, 'gone', [])).toEqual({ kind: 'none' });
  });

  it('Space or x selects the cursor’s row and takes it out again; Esc clears', () => {
    expect(summaryKey(' ', ids, '11', [])).toEqual({ kind: 'selection', selected: ['11'] });
    expect(summaryKey('x', ids, '12', ['11'])).toEqual({
      kind: 'selection',
      selected: ['11', '12'],
    });
    expect(summaryKey(' ', ids, '11', ['11', '12'])).toEqual({
      kind: 'selection',
      selected: ['12'],
    });
    expect(summaryKey('Escape', ids, '11', ['12'])).toEqual({ kind: 'selection', selected: [] });
    expect(summaryKey(' ', ids, null, [])).toEqual({ kind: 'none' });
  });

  it('A and S act on the selection, or on the cursor’s row when nothing is selected', () => {
    expect(summaryKey('a', ids, '10', ['11', '12'])).toEqual({
      kind: 'act',
      action: 'ack',
      ids: ['11', '12'],
    });
    expect(summaryKey('A', ids, '10', [])).toEqual({ kind: 'act', action: 'ack', ids: ['10'] });
    expect(summaryKey('s', ids, '12', [])).toEqual({ kind: 'act', action: 'shelve', ids: ['12'] });
    expect(summaryKey('a', ids, null, [])).toEqual({ kind: 'none' });
    expect(summaryKey('q', ids, '10', [])).toEqual({ kind: 'none' });
  });

  it('leaves keys to the field they are typed in', () => {
    const text = document.createElement('input');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const button = document.createElement('button');
    const row = document.createElement('div');
    expect(keyBelongsToField(text, 'a')).toBe(true);
    expect(keyBelongsToField(box, ' ')).toBe(true);
    expect(keyBelongsToField(box, 'a')).toBe(false);
    expect(keyBelongsToField(button, ' ')).toBe(true);
    expect(keyBelongsToField(button, 'ArrowDown')).toBe(false);
    expect(keyBelongsToField(row, ' ')).toBe(false);
  });
});
