import { getCalendarSite, toCalendarFileName, type CalendarFile } from '@/features/venues'
import { buildIcsCalendar } from '@/features/venues/domain'
import type { Locale } from '@/platform/i18n/locales'

import { estimateTournamentEnd, toTournament, type TournamentView } from '../domain'
import { getTournamentById } from './queries'
import { tournamentPath } from './tournament-paths'

/** The .ics of a tournament read by TournamentsRepository. */
export function buildTournamentCalendar(
  view: TournamentView,
  locale: Locale,
  now: Date,
): CalendarFile {
  const tournament = toTournament(view)
  const { origin, domain } = getCalendarSite()
  const casino = view.casino
  const body = buildIcsCalendar(
    {
      kind: 'tournament',
      id: tournament.id,
      startsAt: tournament.startsAt,
      endsAt: estimateTournamentEnd(tournament),
      summary: `${tournament.name} · ${casino.name}`,
      location: `${casino.name}, ${casino.address.street}, ${casino.address.postalCode} ${casino.city}`,
      description: view.description,
      url: `${origin}${tournamentPath(locale, casino.slug, view.id, view.kind)}`,
      geo: casino.geo,
      status: view.status,
    },
    { domain, now },
  )
  return { filename: toCalendarFileName(tournament.name, tournament.startsAt), body }
}

/** The .ics of a tournament; null when it does not exist. */
export async function loadTournamentCalendar(
  locale: Locale,
  tournamentId: number,
  now: Date,
): Promise<CalendarFile | null> {
  const view = await getTournamentById(locale, tournamentId, now)
  return view ? buildTournamentCalendar(view, locale, now) : null
}
