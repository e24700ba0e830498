/** A performance's price band as entered by an editor, in cents; either end may be unknown. */
export type PriceRange = { fromCents: number | null; toCents: number | null }

/**
 * What the UI renders, formatting the amounts itself with Intl.NumberFormat (style currency,
 * EUR) in the visitor's locale: "Free", "45 €", "25 € – 60 €", "From 25 €", "Up to 60 €".
 */
export type PriceDisplay =
  | { kind: 'free' }
  | { kind: 'exact'; amountCents: number }
  | { kind: 'range'; fromCents: number; toCents: number }
  | { kind: 'from'; fromCents: number }
  | { kind: 'upTo'; toCents: number }

export type PriceRangeField = 'fromCents' | 'toCents'
export type PriceRangeErrorCode = 'notAnInteger' | 'negative' | 'minAboveMax'

function isValidCents(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/**
 * The display of a price band, or null when there is nothing to show (sale on site only).
 * Amounts that are not valid cents are ignored rather than rendered, and reversed bounds are put
 * back in order: a typo in the admin must not break a public page (validatePriceRange stops it
 * at save time).
 */
export function describePrice(range: PriceRange): PriceDisplay | null {
  const from = isValidCents(range.fromCents) ? range.fromCents : null
  const to = isValidCents(range.toCents) ? range.toCents : null
  if (from === null && to === null) return null
  if (from === null || to === null) {
    const only = (from ?? to) as number
    if (only === 0) return { kind: 'free' }
    return from !== null ? { kind: 'from', fromCents: from } : { kind: 'upTo', toCents: only }
  }
  const low = Math.min(from, to)
  const high = Math.max(from, to)
  if (high === 0) return { kind: 'free' }
  if (low === high) return { kind: 'exact', amountCents: low }
  return { kind: 'range', fromCents: low, toCents: high }
}

/** Save-time check of a price band; 'minAboveMax' is reported on the from field. */
export function validatePriceRange(
  range: PriceRange,
): Partial<Record<PriceRangeField, PriceRangeErrorCode>> {
  const errors: Partial<Record<PriceRangeField, PriceRangeErrorCode>> = {}
  const check = (value: number | null): PriceRangeErrorCode | null => {
    if (value === null || isValidCents(value)) return null
    return Number.isSafeInteger(value) ? 'negative' : 'notAnInteger'
  }
  const fromError = check(range.fromCents)
  const toError = check(range.toCents)
  if (fromError) errors.fromCents = fromError
  if (toError) errors.toCents = toError
  if (
    !fromError &&
    !toError &&
    range.fromCents !== null &&
    range.toCents !== null &&
    range.fromCents > range.toCents
  ) {
    errors.fromCents = 'minAboveMax'
  }
  return errors
}

/**
 * The band a show card announces across several performances: the lowest known "from" and the
 * highest known "to". Pass only the performances still on sale when past prices should not count.
 */
export function computeShowPriceRange(ranges: readonly PriceRange[]): PriceRange {
  const froms = ranges.map((range) => range.fromCents).filter(isValidCents)
  const tos = ranges.map((range) => range.toCents).filter(isValidCents)
  return {
    fromCents: froms.length > 0 ? Math.min(...froms) : null,
    toCents: tos.length > 0 ? Math.max(...tos) : null,
  }
}
