import type { AmountErrorCode } from '../../domain/money'

/**
 * What staff read when an amount is refused, in the admin's language. Shared by the admin field
 * (checked as they type) and the server (checked on save, REST API included).
 */
export type AdminLanguage = 'fr' | 'en'

export const INVALID_ENTRY_MESSAGES: Record<AmountErrorCode, Record<AdminLanguage, string>> = {
  notANumber: {
    fr: 'Un montant en euros, avec au plus deux décimales (ex. 12,50)',
    en: 'An amount in euros with at most two decimals (e.g. 12.50)',
  },
  negative: {
    fr: 'Le montant ne peut pas être négatif',
    en: 'The amount cannot be negative',
  },
  tooLarge: {
    fr: 'Montant trop élevé : 100 000 000 € au plus',
    en: 'Amount too large: €100,000,000 at most',
  },
}

export const NOT_CENTS_MESSAGE: Record<AdminLanguage, string> = {
  fr: 'Un montant en centimes : un nombre entier, zéro ou plus',
  en: 'An amount in cents: a whole number, zero or more',
}

export const REQUIRED_MESSAGE: Record<AdminLanguage, string> = {
  fr: 'Ce champ est obligatoire',
  en: 'This field is required',
}

export function toAdminLanguage(language: string | undefined): AdminLanguage {
  return language === 'en' ? 'en' : 'fr'
}

/**
 * Text the field could not read stays in the form under this prefix, so that a draft save (which
 * skips validation) sends a value the server refuses instead of Payload's parseFloat('12,345') = 12.
 */
export const UNREAD_AMOUNT_PREFIX = 'unread-amount:'
