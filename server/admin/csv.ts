/**
 * CSV for spreadsheets: every cell quoted, and a cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) gets a leading apostrophe (OWASP's advice).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
