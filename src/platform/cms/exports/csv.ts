/**
 * CSV as spreadsheets open it: UTF-8 with a BOM (Excel reads accents), CRLF lines, every cell
 * quoted, and no cell read as a formula (CSV injection: a cell starting with = + - @, a tab or a
 * carriage return is prefixed with an apostrophe, as OWASP advises).
 */
export function toCsvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(toCsvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
