import { describe, expect, it } from 'vitest';
import { toCsv, toXlsx } from './exportTable';

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark so Excel shows Chinese', () => {
    const csv = toCsv({ headers: ['时间', '液位(m)'], rows: [['2026-01-01 08:00:00', 3.2]] });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('时间,液位(m)\r\n2026-01-01 08:00:00,3.2\r\n');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes commas, quotes and line breaks, and leaves gaps empty', () => {
    const csv = toCsv({
      headers: ['a', 'b'],
      rows: [
        ['x,y', 'say "hi"'],
        ['line\nbreak', null],
      ],
    });
    expect(csv.slice(1)).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    const csv = toCsv({ headers: ['@h'], rows: [['=1+1'], [-5], ['\tcmd']] });
    expect(csv.slice(1)).toBe("'@h\r\n'=1+1\r\n-5\r\n'\tcmd\r\n");
  });
});

describe('toXlsx', () => {
  it('writes a workbook whose sheet holds the headers and rows', async () => {
    const blob = await toXlsx(
      {
        headers: ['时间', '液位'],
        rows: [
          ['2026-01-01 08:00:00', 3.25],
          ['2026-01-01 08:01:00', null],
        ],
      },
      '历史数据',
    );
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.getWorksheet('历史数据');
    expect(sheet?.getRow(1).values).toEqual([undefined, '时间', '液位']);
    expect(sheet?.getRow(2).getCell(2).value).toBe(3.25);
    expect(sheet?.rowCount).toBe(3);
  });

  it('defuses text that a spreadsheet would run as a formula, numbers kept', async () => {
    const blob = await toXlsx({ headers: ['-h'], rows: [['=1+1', -5]] }, 'sheet');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.getWorksheet('sheet');
    expect(sheet?.getRow(1).getCell(1).value).toBe("'-h");
    expect(sheet?.getRow(2).getCell(1).value).toBe("'=1+1");
    expect(sheet?.getRow(2).getCell(2).value).toBe(-5);
  });
});
