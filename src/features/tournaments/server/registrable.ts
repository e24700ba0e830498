import type { Payload } from 'payload'

import type { Casino, Tournament } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import { countSeatsLeft } from '../domain'
import { OnlineSeats } from './online-seats'

/**
 * A published tournament as the online registration sees it (payments asks here, never the
 * collection): its numbers, window and seats. `id` is the public number in URLs, `docId` the
 * document's.
 */
export type RegistrableTournament = {
  id: number
  docId: number
  name: string
  casino: { name: string; slug: string }
  startsAt: Date
  buyInCents: number | null
  seats: number
  registeredCount: number
  status: string | null
  registrationOpensAt: Date | null
  lateRegistrationEndsAt: Date | null
  kind: 'poker' | 'other'
  /** Whether visitors see it: an unpublished one takes no registration and offers no seat. */
  published: boolean
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null)

function toRegistrable(doc: Tournament): RegistrableTournament {
  const casino = typeof doc.casino === 'object' ? (doc.casino as Casino | null) : null
  return {
    id: doc.tournamentId,
    docId: doc.id,
    name: doc.name,
    casino: { name: casino?.name ?? '', slug: casino?.slug ?? '' },
    startsAt: new Date(doc.startsAt),
    buyInCents: doc.buyInCents ?? null,
    seats: doc.seats,
    registeredCount: doc.registeredCount ?? 0,
    status: doc.status ?? null,
    registrationOpensAt: date(doc.registrationOpensAt),
    lateRegistrationEndsAt: date(doc.lateRegistrationEndsAt),
    kind: doc.kind === 'other' ? 'other' : 'poker',
    published: doc._status === 'published',
  }
}

/** A published tournament by its public number (the URL's), in a language; null when none. */
export async function findRegistrableTournament(
  payload: Payload,
  tournamentId: number,
  locale: Locale,
): Promise<RegistrableTournament | null> {
  const { docs } = await payload.find({
    collection: 'tournaments',
    where: {
      and: [{ tournamentId: { equals: tournamentId } }, { _status: { equals: 'published' } }],
    },
    locale,
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? toRegistrable(docs[0]) : null
}

/**
 * Tournaments by document id (registrations'), whatever their state now: a registration made
 * while one was published is still confirmed, listed and mailed. A deleted one is missing.
 */
export async function findTournamentsByDocIds(
  payload: Payload,
  docIds: readonly number[],
  locale: Locale,
): Promise<Map<number, RegistrableTournament>> {
  const ids = [...new Set(docIds)]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'tournaments',
    where: { id: { in: ids } },
    locale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, toRegistrable(doc)]))
}

export async function findTournamentByDocId(
  payload: Payload,
  docId: number,
  locale: Locale,
): Promise<RegistrableTournament | null> {
  return (await findTournamentsByDocIds(payload, [docId], locale)).get(docId) ?? null
}

/** Published poker tournaments starting after `now`, soonest first (at most `limit`). */
export async function listUpcomingPokerTournaments(
  payload: Payload,
  locale: Locale,
  options: { casinoId: number | null; limit: number; now: Date },
): Promise<RegistrableTournament[]> {
  const { docs } = await payload.find({
    collection: 'tournaments',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { kind: { equals: 'poker' } },
        { startsAt: { greater_than: options.now.toISOString() } },
        ...(options.casinoId ? [{ casino: { equals: options.casinoId } }] : []),
      ],
    },
    sort: 'startsAt',
    locale,
    depth: 1,
    limit: options.limit,
    overrideAccess: true,
  })
  return docs.map(toRegistrable)
}

/** Seats left for each tournament, online registrations included (the public pages' count). */
export async function withSeatsLeft<T extends RegistrableTournament>(
  payload: Payload,
  tournaments: readonly T[],
): Promise<(T & { seatsLeft: number })[]> {
  const taken = await new OnlineSeats(payload).taken(tournaments.map((t) => t.docId))
  return tournaments.map((tournament) => ({
    ...tournament,
    seatsLeft: countSeatsLeft({ ...tournament, onlineTaken: taken.get(tournament.docId) ?? 0 }),
  }))
}
