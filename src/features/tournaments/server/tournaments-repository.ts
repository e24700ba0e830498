import type { Payload, Where } from 'payload'

import { casinoOf, populate, published, toCasinoCard, VenuesRepository } from '@/features/venues'
import type { Tournament as TournamentDoc } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import {
  DEFAULT_TOURNAMENT_FILTERS,
  filterTournaments,
  isTournamentStatus,
  isTournamentVariant,
  refreshTournamentStatus,
  resolveDateRange,
  toTournament,
  type TournamentFilters,
  type TournamentKind,
  type TournamentView,
} from '../domain'
import { OnlineSeats } from './online-seats'

const MAX_LIST = 200

/** A tournament page of the sitemap (its kind decides the URL). */
export type TournamentSitemapEntry = {
  kind: TournamentKind
  casinoSlug: string
  tournamentId: number
  updatedAt: string
}

export type TournamentListQuery = {
  casinoSlug?: string | null
  kind?: TournamentKind | null
  filters?: TournamentFilters
  limit?: number
}

/** Published tournaments; the list applies the spec's filters (buy-in, date preset, variant). */
export class TournamentsRepository {
  constructor(private readonly payload: Payload) {}

  /**
   * A tournament by its number, only under its own casino (and kind, when given: a poker
   * tournament has no page under /tournois and vice versa).
   */
  async findTournament(
    locale: Locale,
    casinoSlug: string,
    tournamentId: number,
    {
      kind,
      now = new Date(),
      draft = false,
    }: { kind?: TournamentKind; now?: Date; draft?: boolean } = {},
  ): Promise<TournamentView | null> {
    const view = await this.findTournamentById(locale, tournamentId, now, { draft })
    if (!view || view.casino.slug !== casinoSlug) return null
    return kind && view.kind !== kind ? null : view
  }

  /**
   * A tournament by its number alone (calendar files carry the number, not the casino). With
   * `draft`, its latest draft, published or not (the preview route, which checked the rights).
   */
  async findTournamentById(
    locale: Locale,
    tournamentId: number,
    now = new Date(),
    { draft = false }: { draft?: boolean } = {},
  ): Promise<TournamentView | null> {
    if (!Number.isSafeInteger(tournamentId) || tournamentId <= 0) return null
    const byNumber = { tournamentId: { equals: tournamentId } }
    const found = await this.payload.find({
      collection: 'tournaments',
      locale,
      where: draft ? byNumber : { and: [byNumber, published] },
      draft,
      limit: 1,
      depth: 2,
      populate,
    })
    const doc = found.docs[0]
    if (!doc) return null
    const taken = await new OnlineSeats(this.payload).taken([doc.id])
    return toTournamentView(doc, taken.get(doc.id) ?? 0, now)
  }

  async listTournaments(
    locale: Locale,
    {
      casinoSlug,
      kind,
      filters = DEFAULT_TOURNAMENT_FILTERS,
      limit = MAX_LIST,
    }: TournamentListQuery = {},
    now = new Date(),
  ): Promise<TournamentView[]> {
    const conditions: Where[] = [published]
    const range = resolveDateRange(filters.dates, now)
    // A coarse window in the database (a day either side of the range); the domain filter is exact.
    if (range.from) {
      conditions.push({
        startsAt: { greater_than_equal: new Date(range.from.getTime() - 86_400_000).toISOString() },
      })
    }
    if (range.to) conditions.push({ startsAt: { less_than: range.to.toISOString() } })
    if (filters.buyInMinCents !== null)
      conditions.push({ buyInCents: { greater_than_equal: filters.buyInMinCents } })
    if (filters.buyInMaxCents !== null)
      conditions.push({ buyInCents: { less_than_equal: filters.buyInMaxCents } })
    if (filters.variant) conditions.push({ variant: { equals: filters.variant } })
    if (kind) conditions.push({ kind: { equals: kind } })
    if (casinoSlug) {
      const casinoId = await new VenuesRepository(this.payload).findCasinoIdBySlug(casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'tournaments',
      locale,
      where: { and: conditions },
      limit: MAX_LIST,
      depth: 2,
      sort: 'startsAt',
      populate,
    })
    const taken = await new OnlineSeats(this.payload).taken(found.docs.map((doc) => doc.id))
    const views = new Map<number, TournamentView>()
    for (const doc of found.docs) {
      const view = toTournamentView(doc, taken.get(doc.id) ?? 0, now)
      if (view) views.set(view.id, view)
    }
    const kept = filterTournaments([...views.values()].map(toTournament), filters, now)
    return kept.slice(0, limit).map((tournament) => views.get(tournament.id)!)
  }

  async listSitemapEntries(): Promise<TournamentSitemapEntry[]> {
    const found = await this.payload.find({
      collection: 'tournaments',
      where: published,
      pagination: false,
      depth: 1,
      select: { tournamentId: true, kind: true, casino: true, updatedAt: true },
      populate: { casinos: { slug: true } },
    })
    return found.docs.flatMap((doc) => {
      const casino = casinoOf(doc.casino)
      if (!casino) return []
      return [
        {
          kind: doc.kind === 'poker' ? ('poker' as const) : ('other' as const),
          casinoSlug: casino.slug,
          tournamentId: doc.tournamentId,
          updatedAt: doc.updatedAt,
        },
      ]
    })
  }
}

function toTournamentView(
  doc: TournamentDoc,
  onlineTaken: number,
  now: Date,
): TournamentView | null {
  const casino = casinoOf(doc.casino)
  if (!casino || !isTournamentVariant(doc.variant)) return null
  const view: TournamentView = {
    id: doc.tournamentId,
    name: doc.name,
    kind: doc.kind === 'poker' ? 'poker' : 'other',
    variant: doc.variant,
    casino: toCasinoCard(casino),
    startsAt: doc.startsAt,
    endsAt: doc.endsAt ?? null,
    buyInCents: doc.buyInCents,
    buyInDetails: doc.buyInDetails ?? null,
    startingChips: doc.startingChips,
    levelDurationMinutes: doc.levelDurationMinutes,
    blindLevels: (doc.blindLevels ?? []).map((level) => ({
      kind: level.kind,
      smallBlind: level.smallBlind ?? null,
      bigBlind: level.bigBlind ?? null,
      ante: level.ante ?? null,
      durationMinutes: level.durationMinutes ?? null,
    })),
    registrationOpensAt: doc.registrationOpensAt ?? null,
    lateRegistrationEndsAt: doc.lateRegistrationEndsAt ?? null,
    seats: doc.seats,
    registeredCount: doc.registeredCount ?? 0,
    onlineTaken,
    storedStatus: isTournamentStatus(doc.status) ? doc.status : null,
    status: 'scheduled',
    description: doc.description ?? null,
    updatedAt: doc.updatedAt,
  }
  return refreshTournamentStatus(view, now)
}
