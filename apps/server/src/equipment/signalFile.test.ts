import { describe, expect, it } from 'vitest';
import {
  readSignalFile,
  SignalFileProblem,
  writeSignalFile,
  XLSX_MAX_INFLATED_BYTES,
} from './signalFile';
import { planSignalImport } from './signalImportPlan';
import { zipOf } from '../http/files/zipFixture';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('reading signal files', () => {
  it('numbers rows as the file does (header is row 1) and skips blank lines', async () => {
    const rows = await readSignalFile(
      'csv',
      csv('name,area,address,dataType\nA,holding,0,int16\n\nB,coil,1,bool\n'),
    );
    expect(rows).toEqual([
      { row: 2, cells: { name: 'A', area: 'holding', address: '0', dataType: 'int16' } },
      { row: 4, cells: { name: 'B', area: 'coil', address: '1', dataType: 'bool' } },
    ]);
  });

  it('reads a UTF-8 BOM and Chinese names', async () => {
    const rows = await readSignalFile(
      'csv',
      csv('\uFEFFname,area,address,dataType\n液位,input,2,float32\n'),
    );
    expect(rows[0]?.cells.name).toBe('液位');
  });

  it('refuses a file without a required column, naming it', async () => {
    await expect(
      readSignalFile('csv', csv('name,area,dataType\nA,holding,int16\n')),
    ).rejects.toEqual(new SignalFileProblem('missingColumn', 'address'));
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(readSignalFile('xlsx', csv('not a zip'))).rejects.toBeInstanceOf(
      SignalFileProblem,
    );
  });
});

describe('writing signal files', () => {
  const signal = {
    id: '1',
    equipmentId: 'e',
    name: '压力',
    unit: 'MPa',
    area: 'input' as const,
    address: 10,
    dataType: 'float32' as const,
    wordOrder: 'CDAB' as const,
    scale: 0.01,
    offset: -5,
    access: 'r' as const,
    min: null,
    max: 12.5,
    alarmRules: [{ kind: 'high' as const, value: 8, deadband: 0.5, level: 1, text: '高' }],
    confirmWrite: null,
  };

  for (const format of ['csv', 'xlsx'] as const) {
    it(`reads back what it wrote (${format})`, async () => {
      const rows = await readSignalFile(format, await writeSignalFile(format, [signal]));
      const { adds, errors } = planSignalImport(rows, [], 'add');
      expect(errors).toEqual([]);
      const { id: _id, equipmentId: _e, confirmWrite: _c, ...fields } = signal;
      expect(adds[0]?.fields).toEqual({ ...fields, min: undefined });
    });
  }
});

describe('hostile signal files', () => {
  const sheetOf = (rows: number) =>
    zipOf({
      'xl/worksheets/sheet1.xml': Buffer.from(
        `<worksheet><sheetData>${'<row r="1"><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(rows)}</sheetData></worksheet>`,
      ),
    });

  it('refuses a CSV with more rows than an equipment may have signals', async () => {
    const lines = ['name,area,address,dataType'];
    for (let i = 0; i < 10_001; i += 1) lines.push(`s${i},holding,${i},uint16`);
    await expect(readSignalFile('csv', csv(lines.join('\n')))).rejects.toMatchObject({
      kind: 'tooManyRows',
    });
  });

  it('refuses an xlsx with too many rows from its XML, before exceljs reads it', async () => {
    await expect(readSignalFile('xlsx', sheetOf(10_002))).rejects.toMatchObject({
      kind: 'tooManyRows',
    });
  });

  it('refuses an xlsx zip bomb (a sheet inflating past the bound)', async () => {
    const bomb = zipOf(
      { 'xl/worksheets/sheet1.xml': Buffer.alloc(XLSX_MAX_INFLATED_BYTES + 1) },
      1,
    );
    await expect(readSignalFile('xlsx', bomb)).rejects.toMatchObject({ kind: 'tooLarge' });
  });
});
