// CSV the owner can open in any spreadsheet safely: RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with an apostrophe.

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
