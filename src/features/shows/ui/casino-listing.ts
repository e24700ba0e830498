import { formatDateTime } from '@/features/venues'
import type { CasinoListing } from '@/features/venues/domain'

import { getShows } from '../server/queries'
import { showPath } from '../server/show-paths'

/** A casino's next six shows, for its own block on its landing page (venues' casino block). */
export const casinoShowListing: CasinoListing = async (locale, casinoSlug, now) =>
  (await getShows(locale, { casinoSlug, limit: 6 }, now)).map((show) => ({
    key: show.id,
    label: show.title,
    href: showPath(locale, casinoSlug, show.slug),
    line: show.nextPerformance
      ? formatDateTime(new Date(show.nextPerformance.startsAt), locale)
      : null,
  }))
