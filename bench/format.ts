/** KB as 1000 bytes, the unit of Chrome DevTools and Lighthouse, so figures can be compared. */
export const KB = 1000

export function kb(bytes: number, digits = 1): string {
  return (bytes / KB).toFixed(digits)
}

export type Cell = string | number | null | undefined

function show(cell: Cell): string {
  if (cell === null || cell === undefined) return '-'
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '-'
    // At most 3 decimals, no trailing zeros: 248.9 and 0.002 both read as they are.
    return String(Number(cell.toFixed(3)))
  }
  return cell
}

/** Plain-text table: text columns left-aligned, numeric columns right-aligned. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(show))
  const numeric = headers.map((_, col) =>
    rows.every((row) => {
      const cell = row[col]
      return (
        typeof cell === 'number' ||
        cell === null ||
        cell === undefined ||
        /^[-+]?[\d.]+%?$/.test(String(cell))
      )
    }),
  )
  const widths = headers.map((header, col) =>
    Math.max(header.length, ...text.map((row) => (row[col] ?? '').length)),
  )
  const line = (cells: string[]): string =>
    cells
      .map((cell, col) => {
        const width = widths[col] ?? 0
        return numeric[col] ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...text.map(line)].join(
    '\n',
  )
}

export function median(values: number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2
}

export function round(value: number | null | undefined, digits: number): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
