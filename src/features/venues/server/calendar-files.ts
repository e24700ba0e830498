import { deriveShowStatus, getPerformanceEnd } from '@/features/shows/domain'
import { toTournamentDetail } from '@/features/tournaments/server/tournament-page'
import {
  deriveTournamentStatus,
  estimateTournamentEnd,
  isPokerVariant,
} from '@/features/tournaments/domain'
import { buildIcsCalendar, ICS_CONTENT_TYPE } from '@/features/venues/domain'
import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'

import { isCasino, readPublishedShowById, readPublishedTournament, venueHref } from './venue-reads'

export type CalendarFile = { filename: string; body: string }

function site() {
  const url = new URL(getEnv().SITE_URL)
  return { origin: url.origin, domain: url.hostname }
}

function fileName(text: string, date: Date): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `${slug || 'event'}-${date.toISOString().slice(0, 10)}.ics`
}

/** The .ics of one show performance; null when the show or the performance does not exist. */
export async function buildPerformanceCalendar(
  locale: Locale,
  showId: number,
  performanceId: string,
  now: Date,
): Promise<CalendarFile | null> {
  const show = await readPublishedShowById(locale, showId)
  if (!show || !isCasino(show.casino)) return null
  const row = show.performances.find((performance) => performance.id === performanceId)
  if (!row) return null
  const performance = {
    startsAt: new Date(row.startsAt),
    endsAt: row.endsAt ? new Date(row.endsAt) : null,
    status: row.status ?? null,
  }
  const { origin, domain } = site()
  const casino = show.casino
  const body = buildIcsCalendar(
    {
      kind: 'performance',
      id: `${show.id}-${performanceId}`,
      startsAt: performance.startsAt,
      endsAt: getPerformanceEnd(performance),
      summary: `${show.title} · ${casino.name}`,
      location: `${casino.name}, ${casino.address.street}, ${casino.address.postalCode} ${casino.city}`,
      description: show.summary ?? null,
      url: `${origin}${venueHref.show(locale, casino.slug, show.slug)}`,
      geo:
        typeof casino.geo?.lat === 'number' && typeof casino.geo?.lng === 'number'
          ? { lat: casino.geo.lat, lng: casino.geo.lng }
          : null,
      status: deriveShowStatus(performance, now),
    },
    { domain, now },
  )
  return { filename: fileName(show.title, performance.startsAt), body }
}

/** The .ics of a tournament; null when it does not exist. */
export async function buildTournamentCalendar(
  locale: Locale,
  tournamentId: number,
  now: Date,
): Promise<CalendarFile | null> {
  const doc = await readPublishedTournament(locale, tournamentId)
  if (!doc || !isCasino(doc.casino)) return null
  const tournament = toTournamentDetail(doc, locale)
  if (!tournament) return null
  const { origin, domain } = site()
  const casino = tournament.casino
  const kind = doc.kind ?? (isPokerVariant(doc.variant) ? 'poker' : 'other')
  const body = buildIcsCalendar(
    {
      kind: 'tournament',
      id: tournament.id,
      startsAt: tournament.startsAt,
      endsAt: estimateTournamentEnd(tournament),
      summary: `${tournament.name} · ${casino.name}`,
      location: `${casino.name}, ${casino.address.street}, ${casino.address.postalCode} ${casino.city}`,
      description: tournament.description,
      url: `${origin}${venueHref.tournament(locale, casino.slug, tournament.id, kind)}`,
      geo: casino.geo,
      status: deriveTournamentStatus(tournament, now),
    },
    { domain, now },
  )
  return { filename: fileName(tournament.name, tournament.startsAt), body }
}

export function calendarResponse(file: CalendarFile | null): Response {
  if (!file) return new Response('Not found', { status: 404 })
  return new Response(file.body, {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
