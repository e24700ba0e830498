import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import {
  DEFAULT_TOURNAMENT_FILTERS,
  filterTournaments,
  refreshTournamentStatus,
  toTournament,
  type TournamentFilters,
  type TournamentKind,
  type TournamentView,
} from '../domain'
import { TournamentsRepository } from './tournaments-repository'

async function repository(): Promise<TournamentsRepository> {
  return new TournamentsRepository(await getPayloadClient())
}

const tournamentTags = [cacheTags.tournaments(), cacheTags.casinos(), cacheTags.pages()]
const HOUR_MS = 3_600_000

const readTournament = unstable_cache(
  async (locale: Locale, casinoSlug: string, tournamentId: number, kind: TournamentKind | null) =>
    (await repository()).findTournament(locale, casinoSlug, tournamentId, {
      kind: kind ?? undefined,
    }),
  ['tournaments:tournament'],
  { tags: tournamentTags },
)

/**
 * A published tournament by its number, under its own casino and of the given kind (poker
 * tournaments answer under /tournois-poker only); status derived for `now`.
 */
export async function getTournament(
  locale: Locale,
  casinoSlug: string,
  tournamentId: number,
  kind: TournamentKind | null = null,
  now = new Date(),
): Promise<TournamentView | null> {
  if (!Number.isSafeInteger(tournamentId) || tournamentId <= 0) return null
  const tournament = await readTournament(locale, casinoSlug, tournamentId, kind)
  return tournament ? refreshTournamentStatus(tournament, now) : null
}

const readTournamentById = unstable_cache(
  async (locale: Locale, tournamentId: number) =>
    (await repository()).findTournamentById(locale, tournamentId),
  ['tournaments:tournament-by-id'],
  { tags: tournamentTags },
)

/** A published tournament by its number alone (calendar files); status derived for `now`. */
export async function getTournamentById(
  locale: Locale,
  tournamentId: number,
  now = new Date(),
): Promise<TournamentView | null> {
  if (!Number.isSafeInteger(tournamentId) || tournamentId <= 0) return null
  const tournament = await readTournamentById(locale, tournamentId)
  return tournament ? refreshTournamentStatus(tournament, now) : null
}

const readTournaments = unstable_cache(
  async (
    locale: Locale,
    casinoSlug: string | null,
    kind: TournamentKind | null,
    filters: TournamentFilters,
    hourStart: number,
  ) =>
    (await repository()).listTournaments(
      locale,
      { casinoSlug, kind, filters },
      new Date(hourStart),
    ),
  ['tournaments:list'],
  { tags: tournamentTags },
)

/**
 * The tournament list with the spec's filters. Cached per hour (presets move at Paris midnight,
 * which is on the hour); the filter runs again with the real clock so a tournament that ended
 * in the last minutes drops out.
 */
export async function getTournaments(
  locale: Locale,
  {
    casinoSlug = null,
    kind = null,
    filters = DEFAULT_TOURNAMENT_FILTERS,
    limit = 100,
  }: {
    casinoSlug?: string | null
    kind?: TournamentKind | null
    filters?: TournamentFilters
    limit?: number
  } = {},
  now = new Date(),
): Promise<TournamentView[]> {
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
  const candidates = await readTournaments(locale, casinoSlug, kind, filters, hourStart)
  const byId = new Map(candidates.map((view) => [view.id, view]))
  return filterTournaments(candidates.map(toTournament), filters, now)
    .slice(0, limit)
    .map((tournament) => refreshTournamentStatus(byId.get(tournament.id)!, now))
}
