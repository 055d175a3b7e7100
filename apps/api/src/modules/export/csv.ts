import { stringify } from 'csv-stringify/sync';

export type Cell = string | number | boolean | Date | null;

/**
 * A spreadsheet reads a cell that begins with = + - @ (or a tab or carriage return) as a
 * formula, and a formula can fetch a URL or run a command ("CSV injection"). Tenants' names
 * and notes are typed by people, and OCR reads card text into them, so such text cells are
 * written with a leading apostrophe, which spreadsheets show as plain text. Numbers, money
 * and dates are never text that starts this way.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseFormula = (value: string) =>
  FORMULA_START.test(value) ? `'${value}` : value;

/**
 * RFC 4180 CSV with a header row: fields quoted when they hold a comma, quote or line break,
 * quotes doubled, CRLF between records, and a UTF-8 byte-order mark so that spreadsheet
 * programs read Hindi names and ₹ correctly.
 */
export function toCsv<C extends readonly string[]>(
  columns: C,
  rows: readonly Record<C[number], Cell>[],
): string {
  return stringify(rows as Record<string, Cell>[], {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    cast: {
      string: neutraliseFormula,
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
    },
  });
}
