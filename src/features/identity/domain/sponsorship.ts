/**
 * Sponsor codes are read aloud at a casino desk and typed on phones, so they use Crockford's
 * base 32: digits and capitals without I, L, O and U. Input is forgiving the same way Crockford
 * decoding is: lower case is accepted, O reads as 0, I and L read as 1, spaces and hyphens are
 * ignored. Eight symbols give 2^40 codes, so guessing a valid one is hopeless while the code still
 * fits in a text message.
 */
export const SPONSOR_CODE_LENGTH = 8
export const SPONSOR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The query parameter of the sign-up link that carries a sponsor code (the invitation mail's
 * link): `?parrain=…` on the French page, `?sponsor=…` on the English one.
 */
export const SPONSOR_CODE_PARAM: Readonly<Record<'fr' | 'en', string>> = {
  fr: 'parrain',
  en: 'sponsor',
}

const sponsorCodePattern = new RegExp(`^[${SPONSOR_CODE_ALPHABET}]{${SPONSOR_CODE_LENGTH}}$`)

/** The canonical form of a typed code, or null when it cannot be a sponsor code. */
export function normalizeSponsorCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
  return sponsorCodePattern.test(code) ? code : null
}

export function isSponsorCodeFormat(input: string): boolean {
  return normalizeSponsorCode(input) !== null
}

/**
 * A new code from random bytes (crypto.getRandomValues at the edge). 32 symbols use exactly five
 * bits of a byte, so masking keeps every symbol equally likely.
 */
export function generateSponsorCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < SPONSOR_CODE_LENGTH) {
    throw new RangeError(`A sponsor code needs ${SPONSOR_CODE_LENGTH} random bytes`)
  }
  return Array.from(randomBytes.subarray(0, SPONSOR_CODE_LENGTH), (byte) =>
    SPONSOR_CODE_ALPHABET.charAt(byte & 31),
  ).join('')
}
