import { defaultLocale, isLocale, type Locale } from '../i18n/locales'

/**
 * The language of an API answer: ?lang=, then the locale cookie, then Accept-Language, then
 * French. Framework-free: Next's route handlers and the server's own fast routes share it.
 */
export function resolveLocale(sources: {
  lang: string | null
  cookie: string | undefined
  acceptLanguage: string | null
}): Locale {
  if (isLocale(sources.lang)) return sources.lang
  if (isLocale(sources.cookie)) return sources.cookie
  const first = (sources.acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLocale(first) ? first : defaultLocale
}
