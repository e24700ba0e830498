import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/platform/i18n/locales'

/** The translator of the `loyalty` catalogue (server components only). */
export async function loadLoyaltyTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: 'loyalty' })
}

export type LoyaltyTranslator = Awaited<ReturnType<typeof loadLoyaltyTranslator>>
