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

export type RouteMatch = { pathname: InternalPathname; params: Record<string, string | string[]> }

/**
 * The internal route and params of a public path in a locale (segments without the locale
 * prefix, already decoded): the inverse of getPathname. Null when no route with params has that
 * shape; routes without params ('/', '/search') are left to their own pages.
 */
export function matchPathname(locale: Locale, segments: readonly string[]): RouteMatch | null {
  for (const pathname of Object.keys(routing.pathnames) as InternalPathname[]) {
    const localized = routing.pathnames[pathname]
    const template = (typeof localized === 'string' ? localized : localized[locale])
      .split('/')
      .filter(Boolean)
    if (!template.some((part) => part.startsWith('['))) continue
    const params: Record<string, string | string[]> = {}
    const matches = template.every((part, index) => {
      const catchAll = /^\[\.\.\.(.+)\]$/.exec(part)
      if (catchAll) {
        const rest = segments.slice(index)
        params[catchAll[1]!] = [...rest]
        return index === template.length - 1 && rest.length > 0
      }
      const segment = segments[index]
      if (segment === undefined) return false
      const param = /^\[(.+)\]$/.exec(part)
      if (param) params[param[1]!] = segment
      return param !== null || part === segment
    })
    const hasCatchAll = template.some((part) => part.startsWith('[...'))
    if (matches && (hasCatchAll || segments.length === template.length)) {
      return { pathname, params }
    }
  }
  return null
}
