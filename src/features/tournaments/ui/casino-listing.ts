import { formatDateTime, formatEuros } from '@/features/venues'
import type { CasinoListing } from '@/features/venues/domain'

import { getTournaments } from '../server/queries'
import { tournamentPath } from '../server/tournament-paths'

/** A casino's next six tournaments, for its own block on its landing page (venues' casino block). */
export const casinoTournamentListing: CasinoListing = async (locale, casinoSlug, now) =>
  (await getTournaments(locale, { casinoSlug, limit: 6 }, now)).map((tournament) => ({
    key: tournament.id,
    label: tournament.name,
    href: tournamentPath(locale, casinoSlug, tournament.id, tournament.kind),
    line: `${formatDateTime(new Date(tournament.startsAt), locale)} · ${formatEuros(tournament.buyInCents, locale)}`,
  }))
