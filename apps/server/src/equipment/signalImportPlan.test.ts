import { signalFields } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { changedColumns, planSignalImport, type StoredSignal } from './signalImportPlan';

const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });
const stored = (id: number, cells: Record<string, unknown>): StoredSignal => ({
  id,
  fields: signalFields.parse(cells),
});
const pressure = { name: 'P', area: 'input', address: '3', dataType: 'float32', unit: 'MPa' };

describe('checking rows', () => {
  it('takes defaults for empty cells', () => {
    const { adds, errors } = planSignalImport(
      [row(2, { name: 'A', area: 'holding', address: '0', dataType: 'int16', scale: '' })],
      [],
      'add',
    );
    expect(errors).toEqual([]);
    expect(adds[0]?.fields).toMatchObject({ scale: 1, offset: 0, access: 'r', wordOrder: 'ABCD' });
  });

  it('reports the row, the field, the reason as a key and the cell as written', () => {
    const { adds, errors } = planSignalImport(
      [
        row(2, { name: 'A', area: 'holding', address: '70000', dataType: 'int16' }),
        row(3, { name: 'B', area: 'holding', dataType: 'int16' }),
        row(4, { name: 'C', area: 'coil', address: '1', dataType: 'int16' }),
        row(5, { name: 'D', area: 'input', address: '1', dataType: 'int16', access: 'rw' }),
      ],
      [],
      'add',
    );
    expect(adds).toEqual([]);
    expect(errors).toEqual([
      { row: 2, field: 'address', reason: 'invalid', value: '70000' },
      { row: 3, field: 'address', reason: 'required', value: '' },
      { row: 4, field: 'dataType', reason: 'invalid', value: 'int16' },
      { row: 5, field: 'access', reason: 'invalid', value: 'rw' },
    ]);
  });

  it('cuts a long cell in the report', () => {
    const { errors } = planSignalImport(
      [row(2, { name: 'A', area: 'holding', address: '1'.repeat(500), dataType: 'int16' })],
      [],
      'add',
    );
    expect(errors[0]?.value).toHaveLength(60);
  });
});

describe('adding', () => {
  it('refuses a name used earlier in the file and one the equipment has', () => {
    const plan = planSignalImport(
      [
        row(2, { name: 'A', area: 'holding', address: '0', dataType: 'int16' }),
        row(3, { name: 'A', area: 'holding', address: '1', dataType: 'int16' }),
        row(4, { ...pressure }),
      ],
      [stored(7, pressure)],
      'add',
    );
    expect(plan.adds.map((add) => add.row)).toEqual([2]);
    expect(plan.changes).toEqual([]);
    expect(plan.errors.map((e) => [e.row, e.field, e.reason, e.value])).toEqual([
      [3, 'name', 'duplicateInFile', 'A'],
      [4, 'name', 'nameTaken', 'P'],
    ]);
  });
});

describe('updating', () => {
  it('changes a stored signal whose definition differs, naming the columns', () => {
    const plan = planSignalImport(
      [row(2, { ...pressure, unit: 'kPa', scale: '10' })],
      [stored(7, pressure)],
      'update',
    );
    expect(plan.errors).toEqual([]);
    expect(plan.adds).toEqual([]);
    expect(plan.changes).toEqual([
      {
        row: 2,
        id: 7,
        fields: expect.objectContaining({ unit: 'kPa' }),
        changed: ['unit', 'scale'],
      },
    ]);
  });

  it('counts a row equal to the stored signal as unchanged (an export re-imports cleanly)', () => {
    const rules = JSON.stringify([{ kind: 'high', value: 8 }]);
    const plan = planSignalImport(
      [row(2, { ...pressure, alarmRules: rules, min: '' })],
      [stored(7, { ...pressure, alarmRules: rules, min: null })],
      'update',
    );
    expect(plan).toEqual({ adds: [], changes: [], unchanged: 1, errors: [] });
  });

  it('adds the names the equipment does not have and still refuses a name twice in the file', () => {
    const plan = planSignalImport(
      [row(2, { ...pressure, name: 'Q' }), row(3, { ...pressure, name: 'Q' })],
      [stored(7, pressure)],
      'update',
    );
    expect(plan.adds.map((add) => add.fields.name)).toEqual(['Q']);
    expect(plan.errors.map((e) => e.reason)).toEqual(['duplicateInFile']);
  });

  it('sees a changed alarm rule and a removed limit', () => {
    const before = signalFields.parse({ ...pressure, max: '10', alarmRules: '[]' });
    const after = signalFields.parse({
      ...pressure,
      alarmRules: JSON.stringify([{ kind: 'low', value: 1 }]),
    });
    expect(changedColumns(before, after)).toEqual(['max', 'alarmRules']);
  });
});
