import type { Locale } from '@/platform/i18n/locales'
import { getTranslator, translateKey } from '@/platform/i18n/translator'
import { formatEuros } from '@/platform/format'

import type { PaymentErrorCode } from './errors'

const MONEY_PARAMS = ['min', 'max', 'step', 'remaining'] as const

/**
 * A payment error's translated message (messages/*.json `payments.errors.<code>`); amounts in
 * cents are spelled as euros, and a parameter a message names is never left out.
 */
export function describePaymentError(
  code: PaymentErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
) {
  const filled: Record<string, string | number> = { trigram: '…', ...params }
  for (const name of MONEY_PARAMS) {
    const value = params[name]
    filled[name] = typeof value === 'number' ? formatEuros(value, locale) : (value ?? '…')
  }
  return {
    code,
    message:
      translateKey(locale, `payments.errors.${code}`, filled) ??
      getTranslator(locale, 'api')('technical'),
  }
}
