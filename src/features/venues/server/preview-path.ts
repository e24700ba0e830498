import { DEFAULT_ROOT_FOLDER } from '@/features/content/domain'
import { localePrefix, localizePath, type Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'

/** What the admin's preview button of a venue document opens. */
export type VenuePreviewTarget =
  | { collection: 'shows' | 'restaurants' | 'hotels'; casino: string; slug: string }
  | { collection: 'tournaments'; casino: string; tournamentId: number; kind: 'poker' | 'other' }
  /** Seminar offers have no page of their own: the page that lists them. */
  | { collection: 'seminar-offers'; listingPath: string }

type PageTarget = Exclude<VenuePreviewTarget, { collection: 'seminar-offers' }>

function publicPath(target: PageTarget, locale: Locale): string {
  switch (target.collection) {
    case 'shows':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-show/[casino]/[...slug]',
          params: { casino: target.casino, slug: [target.slug] },
        },
      })
    case 'restaurants':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-restaurant/[casino]/[slug]',
          params: { casino: target.casino, slug: target.slug },
        },
      })
    case 'hotels':
      return getPathname({
        locale,
        href: {
          pathname: '/venue-hotel/[casino]/[slug]',
          params: { casino: target.casino, slug: target.slug },
        },
      })
    case 'tournaments':
      return getPathname({
        locale,
        href: {
          pathname:
            target.kind === 'poker'
              ? '/venue-poker-tournament/[casino]/[tournamentId]'
              : '/venue-tournament/[casino]/[tournamentId]',
          params: { casino: target.casino, tournamentId: String(target.tournamentId) },
        },
      })
  }
}

/**
 * The preview route of a venue document in a locale: its public path under the content root
 * folder (/website-casinos/cannes/spectacle/…, /en/website-casinos/cannes/show/…), where staff see
 * the latest draft (docs/decisions/0006-preview-routes.md).
 */
export function buildVenuePreviewPath(target: VenuePreviewTarget, locale: Locale): string {
  const path =
    target.collection === 'seminar-offers'
      ? localizePath(target.listingPath, locale)
      : publicPath(target, locale)
  return toPreviewPath(path, locale)
}

/** A public path of the site (with its language prefix) → the same page under the root folder. */
export function toPreviewPath(publicPathWithPrefix: string, locale: Locale): string {
  const inner = publicPathWithPrefix.slice(localePrefix(locale).length).replace(/\/$/, '')
  return `${localePrefix(locale)}/${DEFAULT_ROOT_FOLDER}${inner}`
}
