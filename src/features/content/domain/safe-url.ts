/**
 * Which link targets may be rendered. Content comes from editors and imports, so a link is only
 * rendered when it is http(s), mailto, tel, or a same-site relative URL. Anything else
 * (javascript:, data:, vbscript:, protocol-relative //host, …) is dropped.
 */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:").
const ignoredInScheme = /[\u0000-\u0020\u007f]/g

export function toSafeHref(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null
  const href = input.trim()
  if (href === '') return null
  const compact = href.replace(ignoredInScheme, '')
  if (compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\'))
    return null
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return href
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (!scheme) {
    // No scheme: a relative path such as "contact" or "../x". Reject anything that looks like a host.
    return /^[\w\-./~%]+([?#].*)?$/.test(href) && !href.includes(':') ? href : null
  }
  const schemeName = scheme[1]!.toLowerCase()
  if (!allowedSchemes.has(`${schemeName}:`)) return null
  if (schemeName === 'http' || schemeName === 'https') {
    try {
      const url = new URL(href)
      return url.hostname ? href : null
    } catch {
      return null
    }
  }
  return href
}

export function isSafeHref(input: string | null | undefined): boolean {
  return toSafeHref(input) !== null
}

/** True for a same-site path that is safe to redirect to after login or payment ('/x', not '//x'). */
export function isSameSitePath(input: string | null | undefined): boolean {
  if (typeof input !== 'string' || !input.startsWith('/')) return false
  const compact = input.replace(ignoredInScheme, '')
  return !compact.startsWith('//') && !compact.startsWith('/\\')
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
