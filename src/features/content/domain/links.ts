import { isExternalHref, toSafeHref } from './safe-url'
import type { ResolvedLink } from './types'

export type LinkedPage = { id: number; path?: string | null; title?: string | null }

/** A link as stored by the CMS link field (see cms/fields/link.ts). */
export type StoredLink = {
  label?: string | null
  type?: 'internal' | 'external' | null
  newTab?: boolean | null
  page?: number | LinkedPage | null
  url?: string | null
  anchor?: string | null
}

export type LinkContext = {
  homePageId: number | null
  /** Adds the locale prefix to an unprefixed site path. */
  localize: (path: string) => string
}

function cleanAnchor(anchor: string | null | undefined): string {
  const value = anchor?.trim().replace(/^#/, '')
  return value ? `#${encodeURIComponent(value)}` : ''
}

/** The public path of a page: '/' for the home page, its localized path otherwise. */
export function pageHref(page: LinkedPage, context: LinkContext): string | null {
  if (page.id === context.homePageId) return context.localize('/')
  return page.path ? context.localize(page.path) : null
}

/**
 * Turns a stored link into something renderable, or null when it points nowhere
 * (unpublished/deleted page, unsafe URL). The fallback label is used when the link has none.
 */
export function resolveLink(
  link: StoredLink | null | undefined,
  context: LinkContext,
  fallbackLabel = '',
): ResolvedLink | null {
  if (!link) return null
  const newTab = Boolean(link.newTab)
  if (link.type === 'external') {
    const href = toSafeHref(link.url)
    if (!href) return null
    return {
      label: link.label || fallbackLabel || href,
      href,
      external: isExternalHref(href),
      newTab,
    }
  }
  const page = link.page
  if (!page || typeof page !== 'object') return null
  const base = pageHref(page, context)
  if (!base) return null
  return {
    label: link.label || page.title || fallbackLabel,
    href: `${base}${cleanAnchor(link.anchor)}`,
    external: false,
    newTab,
  }
}
