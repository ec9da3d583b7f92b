import { parse } from 'csv-parse/sync';
import {
  ADMIN_LIMITS,
  cellText,
  SIGNAL_FILE_COLUMNS,
  type SignalDefinition,
  type SignalFileFormat,
} from '@lf/protocol';
import { addInertRows, csvFile, newWorkbook } from '../http/files/spreadsheetFile';
import { countSheetRows, inflateZipWithinBounds, ZipRefused } from '../http/files/zipBounds';

/** A line of an import file: its number in the file (header = 1) and its cells by column. */
export interface FileRow {
  row: number;
  cells: Record<string, string>;
}

/**
 * Why a whole file was refused: unreadable, a required column is missing, more rows than an
 * equipment may have signals, or an Excel file that inflates past `XLSX_MAX_INFLATED_BYTES`.
 */
export class SignalFileProblem extends Error {
  constructor(
    readonly kind: 'unreadable' | 'missingColumn' | 'tooManyRows' | 'tooLarge',
    readonly detail: string,
  ) {
    super(detail);
  }
}

const REQUIRED_COLUMNS = ['name', 'area', 'address', 'dataType'] as const;
/** A header and one row per signal an equipment may have. */
const MAX_LINES = ADMIN_LIMITS.signalsPerEquipment + 1;
/**
 * An .xlsx of 10,000 signals inflates to about 6 MB; a file is refused past this, before exceljs
 * (which needs several times the XML in memory) reads it. A zip bomb stops here.
 */
export const XLSX_MAX_INFLATED_BYTES = 48 * 1024 * 1024;
const WORKSHEET = 'signals';

export async function readSignalFile(format: SignalFileFormat, data: Buffer): Promise<FileRow[]> {
  const table = format === 'csv' ? readCsv(data) : await readXlsx(data);
  const [header, ...lines] = table;
  if (!header) throw new SignalFileProblem('unreadable', 'empty file');
  const columns = header.map((cell) => cell.trim());
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.includes(required)) throw new SignalFileProblem('missingColumn', required);
  }
  return lines.flatMap((line, index) => {
    if (line.every((cell) => cell.trim() === '')) return [];
    const cells: Record<string, string> = {};
    columns.forEach((column, c) => {
      if (column) cells[column] = cellText((line[c] ?? '').trim());
    });
    return [{ row: index + 2, cells }];
  });
}

function readCsv(data: Buffer): string[][] {
  let table: string[][];
  try {
    // One record past the limit is enough to know: the rest is not read.
    table = parse(data, { bom: true, relax_column_count: true, to: MAX_LINES + 1 });
  } catch (error) {
    throw new SignalFileProblem('unreadable', (error as Error).message);
  }
  if (table.length > MAX_LINES) throw new SignalFileProblem('tooManyRows', `> ${MAX_LINES}`);
  return table;
}

/** The zip checked and its rows counted before exceljs is given it. */
function checkXlsx(data: Buffer): void {
  let entries;
  try {
    entries = inflateZipWithinBounds(data, {
      maxEntries: 1000,
      maxTotalBytes: XLSX_MAX_INFLATED_BYTES,
    });
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    throw new SignalFileProblem(
      error.kind === 'tooLarge' ? 'tooLarge' : 'unreadable',
      error.message,
    );
  }
  const rows = countSheetRows(entries);
  if (rows > MAX_LINES) throw new SignalFileProblem('tooManyRows', `${rows} rows`);
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  checkXlsx(data);
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    throw new SignalFileProblem('unreadable', (error as Error).message);
  }
  const sheet = workbook.getWorksheet(WORKSHEET) ?? workbook.worksheets[0];
  if (!sheet) throw new SignalFileProblem('unreadable', 'no worksheet');
  const table: string[][] = [];
  // exceljs computes columnCount by walking every row: read it once.
  const columns = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= columns; c += 1) cells.push(row.getCell(c).text);
    table[rowNumber - 1] = cells;
  });
  return Array.from(table, (line) => line ?? []);
}

function cellsOf(signal: Omit<SignalDefinition, 'value' | 'ts'>): string[] {
  const values: Record<(typeof SIGNAL_FILE_COLUMNS)[number], string> = {
    name: signal.name,
    unit: signal.unit,
    area: signal.area,
    address: String(signal.address),
    dataType: signal.dataType,
    wordOrder: signal.wordOrder,
    scale: String(signal.scale),
    offset: String(signal.offset),
    access: signal.access,
    min: signal.min === null ? '' : String(signal.min),
    max: signal.max === null ? '' : String(signal.max),
    alarmRules: signal.alarmRules.length === 0 ? '' : JSON.stringify(signal.alarmRules),
  };
  return SIGNAL_FILE_COLUMNS.map((column) => values[column]);
}

/** The signal table as a file that `readSignalFile` reads back unchanged. */
export async function writeSignalFile(
  format: SignalFileFormat,
  signals: Omit<SignalDefinition, 'value' | 'ts'>[],
): Promise<Buffer> {
  const rows = [[...SIGNAL_FILE_COLUMNS], ...signals.map(cellsOf)];
  if (format === 'csv') return csvFile(rows);
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(WORKSHEET);
  // Every cell as text, so addresses and scales come back exactly as written.
  for (const row of addInertRows(sheet, rows)) row.eachCell((cell) => (cell.numFmt = '@'));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
