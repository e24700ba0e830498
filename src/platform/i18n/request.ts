import { getRequestConfig } from 'next-intl/server'

import { isLocale } from './locales'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : routing.defaultLocale
  const messages = (await import(`../../../messages/${locale}.json`)).default
  return { locale, messages }
})
