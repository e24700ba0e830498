/**
 * The phone rule's constants, apart from the rule itself (phone.ts) so that a form can use them
 * without loading the numbering plans.
 */

/** The plan a national number is read in when no country is given. */
export const DEFAULT_PHONE_COUNTRY = 'FR'

/** The longest text a phone field takes (digits, spaces and separators of any plan). */
export const PHONE_MAX_LENGTH = 30
