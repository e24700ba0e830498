import { defaultLocale, type Locale } from './locales'
import { routing } from './routing'

type InternalPathname = keyof typeof routing.pathnames
type Params = Record<string, string | readonly string[]>

/**
 * The public path of an internal route in a locale: its localized name from routing.ts, the
 * params filled in, the locale prefix added ('as-needed': none for French). Our own rather than
 * next-intl's createNavigation: that one, imported from a server component, puts its client Link
 * and the ICU message runtime into every page's JavaScript, and we only need the path.
 */
export function getPathname({
  locale,
  href,
}: {
  locale: Locale
  href: InternalPathname | { pathname: InternalPathname; params?: Params }
}): string {
  const { pathname, params = {} } = typeof href === 'string' ? { pathname: href } : href
  const localized = routing.pathnames[pathname]
  const template = typeof localized === 'string' ? localized : localized[locale]
  const path = template
    .replace(/\[\.\.\.([^\]]+)\]/g, (_match, name: string) => {
      const value = params[name]
      if (value === undefined)
        throw new Error(`getPathname: missing param '${name}' for ${pathname}`)
      return (typeof value === 'string' ? [value] : value).map(encodeURIComponent).join('/')
    })
    .replace(/\[([^\]]+)\]/g, (_match, name: string) => {
      const value = params[name]
      if (typeof value !== 'string') {
        throw new Error(`getPathname: param '${name}' of ${pathname} must be one value`)
      }
      return encodeURIComponent(value)
    })
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
