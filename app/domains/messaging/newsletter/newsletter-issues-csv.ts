/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value that a
 * spreadsheet would read as a formula (= + - @, or a leading tab or carriage
 * return) gets a single quote in front, so it shows as text and never runs.
 */
export function csvCell(value: string | null | undefined): string {
  let cell = value ?? "";
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(values: (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
