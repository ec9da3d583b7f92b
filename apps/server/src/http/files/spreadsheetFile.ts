import { inertCell } from '@lf/protocol';
import { stringify } from 'csv-stringify/sync';
import type { Row, Workbook, Worksheet } from 'exceljs';

export type SheetCell = string | number | null;

/**
 * The one writer of CSV and Excel cells on the server: every cell passes `inertCell`, so no
 * export (signals, alarm journal, track) can hand a spreadsheet a formula (issue 26).
 */
function inertRow(row: readonly SheetCell[]): SheetCell[] {
  return row.map(inertCell);
}

/** A CSV that Excel opens with Chinese intact: UTF-8 with a byte-order mark, RFC 4180 quoting. */
export function csvFile(
  rows: readonly (readonly SheetCell[])[],
  options: { recordDelimiter?: '\n' | '\r\n' } = {},
): Buffer {
  const text = stringify(rows.map(inertRow), { record_delimiter: options.recordDelimiter ?? '\n' });
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}

/** exceljs takes most of a second to load: loaded on the first Excel file, not at start-up. */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

/** Adds the rows to the sheet, each cell made inert; answers the added rows for styling. */
export function addInertRows(sheet: Worksheet, rows: readonly (readonly SheetCell[])[]): Row[] {
  return rows.map((row) => sheet.addRow(inertRow(row)));
}
