/**
 * Money is integer cents everywhere in the domain. These helpers cross the two borders where euros
 * appear: the URL (filter forms submit what people type, in euros) and schema.org prices.
 * Both conversions work on digits, never on floating-point arithmetic.
 */

/** Upper bound for an amount typed in a filter: 1,000,000 € keeps cents far below 2^53. */
const MAX_AMOUNT_CENTS = 100_000_000

/**
 * Upper bound for an amount staff enter in the admin (100,000,000 €): a record jackpot fits, and
 * cents stay far below 2^53.
 */
export const MAX_ENTERED_AMOUNT_CENTS = 10_000_000_000

export type AmountErrorCode = 'notANumber' | 'negative' | 'tooLarge'

export type AmountParseResult = { ok: true; cents: number } | { ok: false; code: AmountErrorCode }

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/**
 * Reads an amount in euros as typed by a person: '50', '50.5', '12,90' (French decimal comma),
 * at most two decimals. Exponents, signs other than a leading minus, and thousands separators are
 * refused: a filter value is either exact or an error the form can show.
 */
export function parseEurosToCents(
  text: string,
  { maxCents = MAX_AMOUNT_CENTS }: { maxCents?: number } = {},
): AmountParseResult {
  const value = text.trim()
  if (/^-\s*\d/.test(value)) return { ok: false, code: 'negative' }
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value)
  if (!match) return { ok: false, code: 'notANumber' }
  const euros = match[1] ?? '0'
  const decimals = (match[2] ?? '').padEnd(2, '0')
  // Compare digit counts before Number(): a 40-digit amount must not round to something valid.
  const maxDigits = String(Math.floor(maxCents / 100)).length
  if (euros.replace(/^0+/, '').length > maxDigits) return { ok: false, code: 'tooLarge' }
  const cents = Number(euros) * 100 + Number(decimals)
  if (cents > maxCents) return { ok: false, code: 'tooLarge' }
  return { ok: true, cents }
}

/**
 * Reads an amount staff type in the admin: like a filter value, plus what people paste from a
 * price list: a euro sign and spaces, including the no-break spaces French formatting puts
 * between thousands ('1 250,00 €').
 */
export function parseEuroInput(text: string): AmountParseResult {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^€|€$/g, '')
  return parseEurosToCents(compact, { maxCents: MAX_ENTERED_AMOUNT_CENTS })
}

/** The text an amount field shows: '12,50' in French, '12.50' in English (no grouping to edit). */
export function formatCentsForInput(cents: number, decimalSeparator: ',' | '.'): string {
  return formatCentsAsDecimal(cents).replace('.', decimalSeparator)
}

function assertCents(cents: number): void {
  if (!isCents(cents))
    throw new RangeError(`Expected a non-negative integer of cents, got ${cents}`)
}

/** '45.50' for 4550: a decimal string with a dot, as schema.org prices expect. */
export function formatCentsAsDecimal(cents: number): string {
  assertCents(cents)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Canonical URL form of an amount: whole euros when exact ('50'), else two decimals ('12.90'). */
export function formatCentsForQuery(cents: number): string {
  assertCents(cents)
  return cents % 100 === 0 ? String(cents / 100) : formatCentsAsDecimal(cents)
}

/** Euros as a number, only for Intl.NumberFormat({ style: 'currency', currency: 'EUR' }). */
export function convertCentsToEuros(cents: number): number {
  assertCents(cents)
  return cents / 100
}
