/**
 * The one list of languages. Payload's localization and next-intl's routing are both built from it.
 * French is the default and carries no URL prefix; English lives under /en.
 */
export const locales = ['fr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fr'

/** BCP 47 tags used for <html lang>, hreflang and Intl formatting. */
export const localeTags: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' }
export const localeLabels: Record<Locale, string> = { fr: 'Français', en: 'English' }

/** Locale cookie kept for a year (the spec's locale cookie lifetime is 365 days). */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The URL prefix of a locale: '' for the default locale, '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** Builds the public URL path of an unprefixed path in a locale: ('/a/b', 'en') → '/en/a/b'. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path === '' || path === '/' ? '' : path.startsWith('/') ? path : `/${path}`
  const prefixed = `${localePrefix(locale)}${clean}`
  return prefixed === '' ? '/' : prefixed
}
