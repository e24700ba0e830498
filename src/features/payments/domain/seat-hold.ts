/**
 * Online registration to a poker tournament. The member's seat is held for a few minutes while
 * they pay; a paid hold becomes a confirmed registration, an unpaid one lapses at its expiry instant
 * (or is released/canceled earlier). Seats taken at the casino desk are entered by staff as the
 * tournament's `registeredCount`; online registrations share what is left. Time is always passed in.
 */

import {
  countOnlineCapacity,
  getRegistrationState,
  isTournamentStatus,
} from '@/features/tournaments/domain'

/** How long a seat stays held while the member pays. */
export const SEAT_HOLD_MINUTES = 15

const MINUTE_MS = 60_000

/** The instant a hold taken at `now` lapses (now + SEAT_HOLD_MINUTES). */
export function seatHoldExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SEAT_HOLD_MINUTES * MINUTE_MS)
}

export const REGISTRATION_STATUSES = ['held', 'confirmed', 'released', 'canceled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export type SeatRegistration = { status: RegistrationStatus; holdExpiresAt: Date | null }

/**
 * Whether a hold still keeps its seat: the registration is 'held' and `now` is strictly before its
 * expiry. At the exact expiry instant the hold has lapsed; a held registration without an expiry is
 * treated as lapsed (it cannot be trusted to ever end).
 */
export function isHoldActive(reg: SeatRegistration, now: Date): boolean {
  return (
    reg.status === 'held' &&
    reg.holdExpiresAt !== null &&
    now.getTime() < reg.holdExpiresAt.getTime()
  )
}

/** Whether the registration occupies a seat at `now`: confirmed, or an active hold. */
export function takesSeat(reg: SeatRegistration, now: Date): boolean {
  return reg.status === 'confirmed' || isHoldActive(reg, now)
}

export type RegistrationRefusal =
  'tournamentUnavailable' | 'registrationClosed' | 'alreadyRegistered' | 'noPlacesLeft'

export type TournamentForRegistration = {
  status: string | null
  startsAt: Date
  registrationOpensAt: Date | null
  lateRegistrationEndsAt: Date | null
  buyInCents: number | null
  seats: number
  registeredCount: number
}

/**
 * Why a member cannot register online to the tournament at `now`, or null when they can try (the
 * online seats left still have to be counted against holds, and 'alreadyRegistered' is decided by
 * the caller who knows the member). The window, the status and the desk's seats are the
 * tournaments area's rule (`getRegistrationState`); payments adds only what paying needs:
 * 'tournamentUnavailable' when there is no positive integer buy-in to pay, or staff canceled,
 * postponed or finished it; 'registrationClosed' outside the window [opens, closes);
 * 'noPlacesLeft' when staff marked it 'full' or the desk took every seat.
 */
export function checkTournamentOpenForRegistration(
  t: TournamentForRegistration,
  now: Date,
): RegistrationRefusal | null {
  if (t.buyInCents === null || !Number.isSafeInteger(t.buyInCents) || t.buyInCents <= 0) {
    return 'tournamentUnavailable'
  }
  const status = isTournamentStatus(t.status) ? t.status : null
  const state = getRegistrationState({ ...t, status }, now)
  if (state.kind === 'open') return null
  switch (state.reason) {
    case 'canceled':
    case 'postponed':
      return 'tournamentUnavailable'
    case 'finished':
      // Finished as staff set it; over by the clock only means the window has closed.
      return status === 'finished' ? 'tournamentUnavailable' : 'registrationClosed'
    case 'notYetOpen':
    case 'registrationEnded':
      return 'registrationClosed'
    case 'full':
      return 'noPlacesLeft'
  }
}

/** Why a registration page offers no payment (a registered member is told so on its own). */
export type PageRegistrationRefusal = Exclude<RegistrationRefusal, 'alreadyRegistered'>

/**
 * What a registration page offers the member at `now`: null (the pay button) when they are
 * registered (the page says so) or hold a seat (their hold is among the seats taken: the button
 * takes them back to their payment); otherwise the tournament's own refusal, then 'noPlacesLeft'
 * when no online seat is left. The registration call checks everything again.
 */
export function decideRegistrationRefusal(
  t: TournamentForRegistration,
  onlineSeatsLeft: number,
  member: { alreadyRegistered: boolean; holding: boolean },
  now: Date,
): PageRegistrationRefusal | null {
  if (member.alreadyRegistered || member.holding) return null
  const refusal = checkTournamentOpenForRegistration(t, now)
  if (refusal !== null && refusal !== 'alreadyRegistered') return refusal
  return onlineSeatsLeft > 0 ? null : 'noPlacesLeft'
}

/**
 * Whether one more online seat can be held, given the online registrations already known: those
 * taking a seat at `now` (confirmed or actively held) must stay below the online capacity.
 */
export function hasOnlineSeatLeft(
  t: { seats: number; registeredCount: number },
  registrations: readonly SeatRegistration[],
  now: Date,
): boolean {
  const taken = registrations.filter((reg) => takesSeat(reg, now)).length
  return taken < countOnlineCapacity(t)
}
