/** Compares person names the way a casino desk does: case, accents and spacing do not matter. */
export function isSameName(a: string, b: string): boolean {
  const simplify = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[\s'’-]+/g, ' ')
      .trim()
  return simplify(a) === simplify(b)
}
