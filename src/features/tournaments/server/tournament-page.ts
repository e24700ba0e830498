import type { Metadata } from 'next'

import { buildMetadata, getSiteSettings, type Alternate } from '@/features/content'
import { buildEventJsonLd, toPostalAddress, type JsonLd } from '@/features/venues/domain'
import { getEnv } from '@/platform/config/env'
import { locales, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import {
  estimateTournamentEnd,
  toTournament,
  type TournamentKind,
  type TournamentView,
} from '../domain'
import { getTournament } from './queries'
import { TournamentsRepository } from './tournaments-repository'
import { tournamentPath } from './tournament-paths'

export type TournamentPage = {
  tournament: TournamentView
  alternates: Alternate[]
  jsonLd: JsonLd[]
  path: string
}

/**
 * The page of a published tournament, as TournamentsRepository reads it (status derived for
 * `now`): a schema.org Event, and the same number under the other language's route name.
 */
export function buildTournamentPage(tournament: TournamentView, locale: Locale): TournamentPage {
  const { casino, kind } = tournament
  const alternates = locales.map((code) => ({
    locale: code,
    path: tournamentPath(code, casino.slug, tournament.id, kind),
  }))
  const path = tournamentPath(locale, casino.slug, tournament.id, kind)
  const url = `${getEnv().SITE_URL}${path}`
  const domain = toTournament(tournament)
  const jsonLd = [
    buildEventJsonLd({
      name: tournament.name,
      url,
      description: tournament.description,
      startsAt: domain.startsAt,
      endsAt: estimateTournamentEnd(domain),
      // A tournament's statuses are words of an event's status, so they are taken as they are.
      status: tournament.status,
      location: { name: casino.name, address: toPostalAddress(casino), geo: casino.geo },
      offer: { fromCents: tournament.buyInCents, url },
      organizerName: casino.name,
    }),
  ]
  return { tournament, alternates, jsonLd, path }
}

/**
 * A tournament page: the published tournament with that number, at the casino of the URL, of the
 * route's kind (poker under /tournois-poker, others under /tournois); null (→ 404) otherwise.
 */
export async function loadTournamentPage(
  locale: Locale,
  casinoSlug: string,
  tournamentId: number,
  kind: TournamentKind,
  now: Date,
): Promise<TournamentPage | null> {
  const tournament = await getTournament(locale, casinoSlug, tournamentId, kind, now)
  return tournament ? buildTournamentPage(tournament, locale) : null
}

/**
 * The latest draft of a tournament at that casino and of the route's kind, for the preview route
 * (never cached; the route checked the rights).
 */
export async function loadTournamentPreview(
  locale: Locale,
  casinoSlug: string,
  tournamentId: number,
  kind: TournamentKind,
  now: Date,
): Promise<TournamentView | null> {
  const repository = new TournamentsRepository(await getPayloadClient())
  return repository.findTournament(locale, casinoSlug, tournamentId, { kind, now, draft: true })
}

export async function tournamentPageMetadata(
  locale: Locale,
  page: TournamentPage,
): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return buildMetadata({
    locale,
    title: `${page.tournament.name} · ${page.tournament.casino.name}`,
    description: page.tournament.description,
    path: page.path,
    alternates: page.alternates,
    image: null,
    siteName: settings.siteName,
  })
}
