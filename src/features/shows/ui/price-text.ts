import { formatEuros } from '@/features/venues'
import type { Locale } from '@/platform/i18n/locales'

import type { PriceDisplay } from '../domain'

/** A price band as words ('€39 to €59', 'From €25', 'Free'), from the `venues.price` strings. */
export function formatPriceDisplay(
  display: PriceDisplay,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  switch (display.kind) {
    case 'free':
      return t('price.free')
    case 'exact':
      return formatEuros(display.amountCents, locale)
    case 'range':
      return t('price.range', {
        from: formatEuros(display.fromCents, locale),
        to: formatEuros(display.toCents, locale),
      })
    case 'from':
      return t('price.from', { price: formatEuros(display.fromCents, locale) })
    case 'upTo':
      return t('price.upTo', { price: formatEuros(display.toCents, locale) })
  }
}
