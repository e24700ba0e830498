/**
 * The Infiniment number printed on the hotel card and shown as its QR code: 10 digits, the last a
 * Luhn check digit so a number typed at a hotel desk with one wrong digit is refused. The IB
 * number is the guest's number in the hotels' booking system, given by the hotel system when it
 * posts a stay (never made up here).
 */
export const INFINIMENT_NUMBER_LENGTH = 10

export function luhnCheckDigit(digits: string): number {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

export function isValidInfinimentNumber(value: string): boolean {
  if (!new RegExp(`^\\d{${INFINIMENT_NUMBER_LENGTH}}$`).test(value)) return false
  return luhnCheckDigit(value.slice(0, -1)) === Number(value.at(-1))
}

/** A new number from 9 random digits (the first never 0): `random` gives integers in [0, 10). */
export function makeInfinimentNumber(random: () => number): string {
  let body = String(1 + (random() % 9))
  while (body.length < INFINIMENT_NUMBER_LENGTH - 1) body += String(random() % 10)
  return `${body}${luhnCheckDigit(body)}`
}

/** An IB number as hotel systems send it: letters, digits and dashes, 4 to 30 characters. */
export function normalizeIbNumber(value: string): string | null {
  const trimmed = value.trim().toUpperCase()
  return /^[A-Z0-9-]{4,30}$/.test(trimmed) ? trimmed : null
}
