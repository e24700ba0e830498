/** Voucher codes: Crockford's alphabet (no I, L, O, U), easy to read out at a casino desk. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const VOUCHER_CODE_PATTERN = /^AT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

export const VOUCHER_STATUSES = ['issued', 'used', 'cancelled'] as const
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]

/** Days a voucher stays valid when the reward does not say. */
export const DEFAULT_VOUCHER_VALIDITY_DAYS = 60
const DAY_MS = 86_400_000

/** 'AT-XXXX-XXXX' from 8 random bytes (40 bits: collisions are retried by the unique index). */
export function formatVoucherCode(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('formatVoucherCode needs 8 random bytes')
  const chars = Array.from(bytes.slice(0, 8), (byte) => ALPHABET[byte % 32])
  return `AT-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/**
 * Valid for the reward's number of days, never past the end of the reward's availability (a
 * voucher for a dated show ends with it).
 */
export function computeValidUntil(
  issuedAt: number,
  validityDays: number | null,
  availableUntil: number | null,
): number {
  const days = validityDays && validityDays > 0 ? validityDays : DEFAULT_VOUCHER_VALIDITY_DAYS
  const until = issuedAt + days * DAY_MS
  return availableUntil !== null && availableUntil > issuedAt
    ? Math.min(until, availableUntil)
    : until
}

/** Staff move an issued voucher to used or cancelled; a used or cancelled one stays so. */
export function canChangeVoucherStatus(from: VoucherStatus, to: VoucherStatus): boolean {
  return from === to || (from === 'issued' && (to === 'used' || to === 'cancelled'))
}

/** The voucher as the member sees it: an issued one past its date is shown as expired. */
export function describeVoucherState(
  voucher: { status: VoucherStatus; validUntil: number },
  now: number,
): VoucherStatus | 'expired' {
  return voucher.status === 'issued' && voucher.validUntil < now ? 'expired' : voucher.status
}
