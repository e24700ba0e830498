import { type BlindStructure, computeStructureEnd } from './blind-structure'

/**
 * Variants offered in the list filter; the value is also the URL value. Poker variants live under
 * /tournois-poker, the others (blackjack, roulette…) under /tournois.
 */
export const TOURNAMENT_VARIANTS = [
  'texas-holdem',
  'omaha',
  'omaha-hi-lo',
  'seven-card-stud',
  'short-deck',
  'mixed-games',
  'blackjack',
  'roulette',
] as const
export type TournamentVariant = (typeof TOURNAMENT_VARIANTS)[number]

const POKER_VARIANTS: ReadonlySet<TournamentVariant> = new Set([
  'texas-holdem',
  'omaha',
  'omaha-hi-lo',
  'seven-card-stud',
  'short-deck',
  'mixed-games',
])

/**
 * Statuses an editor sets; the same words as a show's so the calendar file and structured data
 * builders take either. Unset means scheduled.
 */
export const STORED_TOURNAMENT_STATUSES = [
  'scheduled',
  'canceled',
  'postponed',
  'full',
  'finished',
] as const
export type TournamentStatus = (typeof STORED_TOURNAMENT_STATUSES)[number]

export type Tournament = {
  id: number
  name: string
  variant: TournamentVariant
  startsAt: Date
  /** Set by staff when known; otherwise estimated from the blinds structure. */
  endsAt?: Date | null
  buyInCents: number
  startingChips: number
  structure?: BlindStructure | null
  /** Online registration opens then; null means as soon as the tournament is published. */
  registrationOpensAt?: Date | null
  /** Late registration end; null means registration closes when the tournament starts. */
  lateRegistrationEndsAt?: Date | null
  seats: number
  /** Seats sold at the casino desk, entered by staff. */
  registeredCount: number
  /** Seats held or taken by online registrations (payments counts them); 0 when not known. */
  onlineTaken?: number
  status?: TournamentStatus | null
}

/** What the status and the registration window are decided from. */
export type RegistrationFacts = Pick<
  Tournament,
  | 'startsAt'
  | 'endsAt'
  | 'structure'
  | 'registrationOpensAt'
  | 'lateRegistrationEndsAt'
  | 'seats'
  | 'registeredCount'
  | 'onlineTaken'
  | 'status'
>

export type RegistrationClosedReason =
  'canceled' | 'postponed' | 'finished' | 'full' | 'notYetOpen' | 'registrationEnded'

export type RegistrationState =
  | { kind: 'open'; seatsLeft: number; closesAt: Date }
  | { kind: 'closed'; reason: RegistrationClosedReason }

export function isTournamentVariant(value: unknown): value is TournamentVariant {
  return TOURNAMENT_VARIANTS.some((variant) => variant === value)
}

export function isTournamentStatus(value: unknown): value is TournamentStatus {
  return STORED_TOURNAMENT_STATUSES.some((status) => status === value)
}

export function isPokerVariant(variant: TournamentVariant): boolean {
  return POKER_VARIANTS.has(variant)
}

/** The seats the desk has not sold: what online registrations share. */
export function countOnlineCapacity(tournament: Pick<Tournament, 'seats' | 'registeredCount'>) {
  return Math.max(0, tournament.seats - tournament.registeredCount)
}

/**
 * The seats left to anyone: the seats less those sold at the desk and those held or taken online.
 * The one count the tournament page, its status and the online registration all use.
 */
export function countSeatsLeft(
  tournament: Pick<Tournament, 'seats' | 'registeredCount' | 'onlineTaken'>,
): number {
  return Math.max(0, countOnlineCapacity(tournament) - (tournament.onlineTaken ?? 0))
}

/** When registration closes: the late registration end, or the start when there is none. */
export function getRegistrationDeadline(
  tournament: Pick<Tournament, 'startsAt' | 'lateRegistrationEndsAt'>,
): Date {
  return tournament.lateRegistrationEndsAt ?? tournament.startsAt
}

/**
 * The end staff entered, else the latest of: start, late registration end, end of the blinds
 * structure. A tournament is not "finished" while players can still register.
 */
export function estimateTournamentEnd(
  tournament: Pick<Tournament, 'startsAt' | 'endsAt' | 'lateRegistrationEndsAt' | 'structure'>,
): Date {
  if (tournament.endsAt) return tournament.endsAt
  const candidates = [tournament.startsAt.getTime()]
  if (tournament.lateRegistrationEndsAt) {
    candidates.push(tournament.lateRegistrationEndsAt.getTime())
  }
  if (tournament.structure) {
    candidates.push(computeStructureEnd(tournament.startsAt, tournament.structure).getTime())
  }
  return new Date(Math.max(...candidates))
}

/**
 * The status to display, by precedence: canceled or postponed as set (always win); finished as
 * set or once the (estimated) end is reached; full as set or when no seat is left; else scheduled.
 */
export function deriveTournamentStatus(tournament: RegistrationFacts, now: Date): TournamentStatus {
  const stored = tournament.status ?? 'scheduled'
  if (stored === 'canceled' || stored === 'postponed') return stored
  if (stored === 'finished' || now.getTime() >= estimateTournamentEnd(tournament).getTime()) {
    return 'finished'
  }
  if (stored === 'full' || countSeatsLeft(tournament) === 0) return 'full'
  return 'scheduled'
}

/**
 * Whether a visitor can register now and, if not, the reason to show. Windows are half-open:
 * open from registrationOpensAt (inclusive) until the deadline (exclusive). When several reasons
 * apply the most definitive is given: status, then the time window, then seats.
 * That registration needs an online account is checked by the use case, not here.
 */
export function getRegistrationState(tournament: RegistrationFacts, now: Date): RegistrationState {
  const status = deriveTournamentStatus(tournament, now)
  if (status === 'canceled' || status === 'postponed' || status === 'finished') {
    return { kind: 'closed', reason: status }
  }
  const time = now.getTime()
  const deadline = getRegistrationDeadline(tournament)
  if (time >= deadline.getTime()) return { kind: 'closed', reason: 'registrationEnded' }
  if (tournament.registrationOpensAt && time < tournament.registrationOpensAt.getTime()) {
    return { kind: 'closed', reason: 'notYetOpen' }
  }
  if (status === 'full') return { kind: 'closed', reason: 'full' }
  return { kind: 'open', seatsLeft: countSeatsLeft(tournament), closesAt: deadline }
}

export function canRegister(tournament: RegistrationFacts, now: Date): boolean {
  return getRegistrationState(tournament, now).kind === 'open'
}
