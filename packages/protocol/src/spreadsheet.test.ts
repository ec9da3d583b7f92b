import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText, inertCell } from './spreadsheet';

describe('inertCell', () => {
  it('prefixes text a spreadsheet would run', () => {
    for (const text of ['=1+1', '+A1', '-A1', '@SUM(A1)', '\tx', '\rx', "'=x"]) {
      expect(inertCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves numbers, plain numbers as text, empty cells and ordinary text alone', () => {
    for (const cell of [-5, 0, null, '', '-5', '+3', '-12.5', '1e-3', '液位', "it's", "'plain"]) {
      expect(inertCell(cell)).toBe(cell);
    }
  });

  it('is undone by cellText for any text, so an export imports to the same names', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '1', '.', 'a') }),
        (text) => {
          expect(cellText(inertCell(text))).toBe(text);
        },
      ),
      { seed: 26, numRuns: 2000 },
    );
  });
});
