// CSV the owner can open in any spreadsheet safely: RFC 4180 quoting, cells that a spreadsheet
// would run as a formula (starting with = + - @, tab or CR) prefixed with an apostrophe, and
// control characters other than newline and tab shown as escapes, so printing the file in a
// terminal is safe too.
import { terminalSafe } from './terminal-safe.ts';

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  const safe = formulaStart.test(raw) ? `'${terminalSafe(raw)}` : terminalSafe(raw);
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
