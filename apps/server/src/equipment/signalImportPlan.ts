import {
  IMPORT_DETAIL_MAX,
  SIGNAL_FILE_COLUMNS,
  signalFields,
  type ImportRowError,
  type ImportRowReason,
  type SignalFields,
  type SignalImportMode,
} from '@lf/protocol';
import type { FileRow } from './signalFile';

/** A signal the equipment has, by its id and its definition. */
export interface StoredSignal {
  id: number;
  fields: SignalFields;
}

export interface SignalImportPlan {
  adds: { row: number; fields: SignalFields }[];
  changes: { row: number; id: number; fields: SignalFields; changed: string[] }[];
  unchanged: number;
  errors: ImportRowError[];
}

type Column = (typeof SIGNAL_FILE_COLUMNS)[number];

/** A column's value as compared: an absent limit and an empty one are the same. */
function comparable(fields: SignalFields, column: Column): string {
  const value = fields[column];
  return JSON.stringify(value ?? null);
}

/** The file columns in which two definitions of a signal differ. */
export function changedColumns(before: SignalFields, after: SignalFields): Column[] {
  return SIGNAL_FILE_COLUMNS.filter(
    (column) => comparable(before, column) !== comparable(after, column),
  );
}

/**
 * What an import of these rows does to an equipment's signals. Every row is checked with the
 * signal schema (empty cells take its defaults); a name seen earlier in the file is refused; a
 * name the equipment has is refused when adding, and in update mode changes that signal when
 * its definition differs.
 */
export function planSignalImport(
  rows: FileRow[],
  stored: StoredSignal[],
  mode: SignalImportMode,
): SignalImportPlan {
  const byName = new Map(stored.map((signal) => [signal.fields.name, signal]));
  const seen = new Set<string>();
  const plan: SignalImportPlan = { adds: [], changes: [], unchanged: 0, errors: [] };
  const refuse = (row: FileRow, field: string, reason: ImportRowReason) =>
    plan.errors.push({
      row: row.row,
      field,
      reason,
      value: (row.cells[field] ?? '').slice(0, IMPORT_DETAIL_MAX),
    });
  for (const line of rows) {
    const present = Object.fromEntries(Object.entries(line.cells).filter(([, v]) => v !== ''));
    const parsed = signalFields.safeParse(present);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'row';
      const missing = present[field] === undefined && issue?.path.length === 1;
      refuse(line, field, missing ? 'required' : 'invalid');
      continue;
    }
    const fields = parsed.data;
    if (seen.has(fields.name)) {
      refuse(line, 'name', 'duplicateInFile');
      continue;
    }
    seen.add(fields.name);
    const existing = byName.get(fields.name);
    if (!existing) {
      plan.adds.push({ row: line.row, fields });
    } else if (mode === 'add') {
      refuse(line, 'name', 'nameTaken');
    } else {
      const changed = changedColumns(existing.fields, fields);
      if (changed.length === 0) plan.unchanged += 1;
      else plan.changes.push({ row: line.row, id: existing.id, fields, changed });
    }
  }
  return plan;
}
