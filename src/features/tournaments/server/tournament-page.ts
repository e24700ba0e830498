import type { Metadata } from 'next'

import { buildMetadata, getSiteSettings, type Alternate } from '@/features/content'
import {
  deriveTournamentStatus,
  estimateTournamentEnd,
  isPokerVariant,
  type TournamentStatus,
} from '@/features/tournaments/domain'
import { toBlindStructure } from '@/features/tournaments/domain/stored-structure'
import { buildEventJsonLd, type JsonLd } from '@/features/venues/domain'
import { toPostalAddress } from '@/features/venues/domain/casino-card'
import {
  isCasino,
  readPublishedTournament,
  toCasinoCard,
  venueHref,
} from '@/features/venues/server/venue-reads'
import type { Tournament as TournamentDoc } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { locales, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import type { TournamentDetailData } from '../ui/tournament-detail-view'

export type TournamentKind = 'poker' | 'other'

export type TournamentPage = {
  tournament: TournamentDetailData
  alternates: Alternate[]
  jsonLd: JsonLd[]
  path: string
}

function kindOf(doc: TournamentDoc): TournamentKind {
  return doc.kind ?? (isPokerVariant(doc.variant) ? 'poker' : 'other')
}

export function toTournamentDetail(
  doc: TournamentDoc,
  locale: Locale,
): TournamentDetailData | null {
  if (!isCasino(doc.casino)) return null
  return {
    id: doc.tournamentId,
    name: doc.name,
    variant: doc.variant,
    startsAt: new Date(doc.startsAt),
    endsAt: doc.endsAt ? new Date(doc.endsAt) : null,
    buyInCents: doc.buyInCents,
    startingChips: doc.startingChips,
    structure: toBlindStructure(doc),
    registrationOpensAt: doc.registrationOpensAt ? new Date(doc.registrationOpensAt) : null,
    lateRegistrationEndsAt: doc.lateRegistrationEndsAt
      ? new Date(doc.lateRegistrationEndsAt)
      : null,
    seats: doc.seats,
    registeredCount: doc.registeredCount ?? 0,
    status: doc.status ?? null,
    casino: toCasinoCard(doc.casino, locale),
    description: doc.description ?? null,
    buyInDetails: doc.buyInDetails ?? null,
    icsHref: venueHref.tournamentIcs(locale, doc.tournamentId),
  }
}

/** Tournament statuses are words of a show's status, so the Event builder takes them as they are. */
const eventStatus = (status: TournamentStatus) => status

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
  const doc = await readPublishedTournament(locale, tournamentId)
  if (!doc || !isCasino(doc.casino) || doc.casino.slug !== casinoSlug) return null
  if (kindOf(doc) !== kind) return null
  const tournament = toTournamentDetail(doc, locale)
  if (!tournament) return null
  const alternates = locales.map((code) => ({
    locale: code,
    path: venueHref.tournament(code, casinoSlug, tournamentId, kind),
  }))
  const path = venueHref.tournament(locale, casinoSlug, tournamentId, kind)
  const url = `${getEnv().SITE_URL}${path}`
  const jsonLd = [
    buildEventJsonLd({
      name: tournament.name,
      url,
      description: tournament.description,
      startsAt: tournament.startsAt,
      endsAt: estimateTournamentEnd(tournament),
      status: eventStatus(deriveTournamentStatus(tournament, now)),
      location: {
        name: tournament.casino.name,
        address: toPostalAddress(tournament.casino),
        geo: tournament.casino.geo,
      },
      offer: { fromCents: tournament.buyInCents, url },
      organizerName: tournament.casino.name,
    }),
  ]
  return { tournament, alternates, jsonLd, path }
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
): Promise<TournamentDetailData | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'tournaments',
    locale,
    where: { tournamentId: { equals: tournamentId } },
    draft: true,
    depth: 2,
    limit: 1,
    pagination: false,
  })
  const doc = found.docs[0]
  if (!doc || !isCasino(doc.casino) || doc.casino.slug !== casinoSlug) return null
  return kindOf(doc) === kind ? toTournamentDetail(doc, locale) : null
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
