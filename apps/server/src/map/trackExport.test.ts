import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { trackCsv, trackXlsx, type TrackExport } from './trackExport';

/** A track whose signal names a spreadsheet would run, west of Greenwich (negative longitude). */
const track: TrackExport = {
  equipmentName: '罐车',
  points: [[Date.UTC(2026, 0, 1), 51.5, -0.12]],
  stops: [],
  columns: [
    { name: '\t=cmd', unit: '', samples: [[Date.UTC(2026, 0, 1), -3]] },
    { name: '-1+1', unit: '', samples: [] },
  ],
  zoneOffset: 0,
  headers: { time: '时间', lat: '纬度', lng: '经度', stop: '停靠' },
};

describe('track export cells', () => {
  it('makes formula-like headers inert in CSV and keeps negative numbers', () => {
    const lines = trackCsv(track).toString('utf8').replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe("时间 (UTC+00:00),纬度,经度,停靠,'\t=cmd,'-1+1");
    expect(lines[1]).toBe('2026-01-01 00:00:00,51.5,-0.12,,-3,');
  });

  it('makes formula-like headers inert in Excel and keeps negative numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await trackXlsx(track, '轨迹')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet?.getRow(1).values as unknown[]).slice(5)).toEqual(["'\t=cmd", "'-1+1"]);
    expect(sheet?.getRow(2).getCell(3).value).toBe(-0.12);
    expect(sheet?.getRow(2).getCell(5).value).toBe(-3);
  });
});
