import type { ReactNode } from 'react'

import { parseNumericId } from '@/features/content/domain/routing-rules'
import { loadShowPreview } from '@/features/shows/server/show-page'
import { ShowDetailView } from '@/features/shows/ui/show-detail-view'
import { loadTournamentPreview } from '@/features/tournaments/server/tournament-page'
import { registrationPath } from '@/features/payments'
import { TournamentDetailView } from '@/features/tournaments/ui/tournament-detail-view'
import type { VenuePreviewTarget } from '@/features/venues/server/preview-path'
import { loadHotelPreview, loadRestaurantPreview } from '@/features/venues/server/venue-pages'
import { HotelDetailView, RestaurantDetailView } from '@/features/venues/ui/venue-detail-views'
import type { Locale } from '@/platform/i18n/locales'
import type { RouteMatch } from '@/platform/i18n/navigation'

type Params = RouteMatch['params']
type Preview = { target: VenuePreviewTarget; content: ReactNode }
type PreviewLoader = (
  locale: Locale,
  casino: string,
  params: Params,
  now: Date,
) => Promise<Preview | null>

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

function tournamentPreview(kind: 'poker' | 'other'): PreviewLoader {
  return async (locale, casino, params, now) => {
    const id = parseNumericId(single(params.tournamentId) ?? '')
    const tournament =
      id === null ? null : await loadTournamentPreview(locale, casino, id, kind, now)
    if (!tournament || id === null) return null
    return {
      target: { collection: 'tournaments', casino, tournamentId: id, kind },
      content: (
        <TournamentDetailView
          locale={locale}
          tournament={tournament}
          now={now}
          registrationHref={registrationPath(locale, id)}
        />
      ),
    }
  }
}

/**
 * The latest draft of each area's document at its public path, by route (the composition root's
 * preview loaders): the preview page looks the route up here instead of knowing every area.
 */
export const venuePreviews: Partial<Record<RouteMatch['pathname'], PreviewLoader>> = {
  '/venue-show/[casino]/[...slug]': async (locale, casino, params, now) => {
    const slugs = Array.isArray(params.slug) ? params.slug : []
    const [slug] = slugs
    const show =
      slugs.length === 1 && slug ? await loadShowPreview(locale, casino, slug, now) : null
    if (!show || !slug) return null
    return {
      target: { collection: 'shows', casino, slug },
      content: <ShowDetailView locale={locale} show={show} now={now} />,
    }
  },
  '/venue-poker-tournament/[casino]/[tournamentId]': tournamentPreview('poker'),
  '/venue-tournament/[casino]/[tournamentId]': tournamentPreview('other'),
  '/venue-restaurant/[casino]/[slug]': async (locale, casino, params) => {
    const slug = single(params.slug)
    const restaurant = slug ? await loadRestaurantPreview(locale, casino, slug) : null
    if (!restaurant || !slug) return null
    return {
      target: { collection: 'restaurants', casino, slug },
      content: <RestaurantDetailView locale={locale} restaurant={restaurant} />,
    }
  },
  '/venue-hotel/[casino]/[slug]': async (locale, casino, params, now) => {
    const slug = single(params.slug)
    const hotel = slug ? await loadHotelPreview(locale, casino, slug, now) : null
    if (!hotel || !slug) return null
    return {
      target: { collection: 'hotels', casino, slug },
      content: <HotelDetailView locale={locale} hotel={hotel} />,
    }
  },
}

/** The draft at a matched venue route, or null (no loader for the route, or no such draft). */
export async function loadVenuePreview(
  locale: Locale,
  match: RouteMatch,
  now: Date,
): Promise<Preview | null> {
  const loader = venuePreviews[match.pathname]
  const casino = single(match.params.casino) ?? ''
  return loader ? loader(locale, casino, match.params, now) : null
}
