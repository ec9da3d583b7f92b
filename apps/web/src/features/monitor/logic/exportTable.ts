/**
 * Export of the history shown on screen: a CSV that Excel opens with Chinese intact (UTF-8 with a
 * byte-order mark, RFC 4180 quoting) and an .xlsx built by exceljs, loaded only when asked for.
 * Every cell passes the protocol's `inertCell`, so no text reaches a spreadsheet as a formula.
 */
import { inertCell } from '@lf/protocol';

export interface ExportTable {
  headers: string[];
  rows: (string | number | null)[][];
}

const BOM = '\uFEFF';

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const safe = String(inertCell(value));
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvCell).join(','));
  return BOM + lines.join('\r\n') + '\r\n';
}

export async function toXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.addRow(table.headers.map(inertCell)).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(inertCell));
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 22 : 16;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
