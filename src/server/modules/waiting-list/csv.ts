/**
 * One CSV line (RFC 4180). A cell that a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) is prefixed with an apostrophe: the list holds what strangers typed.
 */
export function toCsv(cells: string[]): string {
  return cells
    .map((cell) => {
      const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}
