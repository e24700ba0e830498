import type { CasinoCardView } from '@/features/venues/domain'

import { type StoredBlindLevel, toBlindStructure } from './stored-structure'
import {
  deriveTournamentStatus,
  type Tournament,
  type TournamentStatus,
  type TournamentVariant,
} from './tournament'

export type TournamentKind = 'poker' | 'other'

/** Read model of a tournament; instants are ISO strings (it goes through Next's data cache). */
export type TournamentView = {
  /** The number in URLs (tournamentId), not the CMS document id. */
  id: number
  name: string
  kind: TournamentKind
  variant: TournamentVariant
  casino: CasinoCardView
  startsAt: string
  endsAt: string | null
  buyInCents: number
  buyInDetails: string | null
  startingChips: number
  levelDurationMinutes: number
  blindLevels: StoredBlindLevel[]
  registrationOpensAt: string | null
  lateRegistrationEndsAt: string | null
  seats: number
  /** Seats sold at the casino desk, entered by staff. */
  registeredCount: number
  /** Seats held or taken by online registrations (counted by this area when read). */
  onlineTaken: number
  storedStatus: TournamentStatus | null
  /** Derived at read time: finished once over, full when no seat is left. */
  status: TournamentStatus
  description: string | null
  updatedAt: string
}

const toDate = (value: string | null) => (value ? new Date(value) : null)

/** The domain object the rules (status, registration, filters, blind schedule, ics) take. */
export function toTournament(view: TournamentView): Tournament {
  return {
    id: view.id,
    name: view.name,
    variant: view.variant,
    startsAt: new Date(view.startsAt),
    endsAt: toDate(view.endsAt),
    buyInCents: view.buyInCents,
    startingChips: view.startingChips,
    structure: toBlindStructure(view),
    registrationOpensAt: toDate(view.registrationOpensAt),
    lateRegistrationEndsAt: toDate(view.lateRegistrationEndsAt),
    seats: view.seats,
    registeredCount: view.registeredCount,
    onlineTaken: view.onlineTaken,
    status: view.storedStatus,
  }
}

/** Recomputes the displayed status for `now` (cached read models keep what staff stored). */
export function refreshTournamentStatus(view: TournamentView, now: Date): TournamentView {
  return { ...view, status: deriveTournamentStatus(toTournament(view), now) }
}
