/**
 * The waiting list of a full poker tournament (issue 26, ADR 0071). A member joins it when no online
 * seat is left; when one frees up (a hold lapses, a registration is canceled or refunded, staff
 * add seats), the first member waiting is offered it: the seat is held for them for
 * WAITLIST_OFFER_MINUTES while they pay, then, unpaid, goes to the next one. Time is passed in.
 */

/** How long a seat offered from the waiting list stays held for its member. */
export const WAITLIST_OFFER_MINUTES = 30

const MINUTE_MS = 60_000

/** The instant an offer made at `now` lapses. */
export function waitlistOfferExpiresAt(now: Date): Date {
  return new Date(now.getTime() + WAITLIST_OFFER_MINUTES * MINUTE_MS)
}

/**
 * waiting → offered (a seat held for the member) → registered (paid) or lapsed (unpaid in time,
 * declined); waiting or offered → left (the member left the list) or closed (registration ended,
 * the tournament was canceled).
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'registered',
  'lapsed',
  'left',
  'closed',
] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

/** The states in which the member is on the list (one such entry per member and tournament). */
export const ACTIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies WaitlistStatus[]

export const isActiveWaitlistStatus = (status: WaitlistStatus): boolean =>
  (ACTIVE_WAITLIST_STATUSES as readonly WaitlistStatus[]).includes(status)

/**
 * The online seats a member who is not on the list may take: those the list does not wait for.
 * While members wait, a freed seat is theirs, in order, never a newcomer's.
 */
export function seatsLeftForNewcomers(onlineSeatsLeft: number, membersWaiting: number): number {
  return Math.max(0, onlineSeatsLeft - Math.max(0, membersWaiting))
}

/** A member's place on the list: 1 for the first member waiting. */
export function waitlistPosition(
  entryId: number,
  waitingEntryIds: readonly number[],
): number | null {
  if (!waitingEntryIds.includes(entryId)) return null
  return waitingEntryIds.filter((id) => id < entryId).length + 1
}

/** Why a member cannot join the list of a tournament, or null when they can. */
export type WaitlistRefusal = 'notFull' | 'alreadyRegistered' | 'alreadyWaiting'

/**
 * Whether the member may join: only while online registration is refused for want of seats
 * (`registrationRefusal` is 'noPlacesLeft'), never when they are registered, hold a seat or are
 * already on the list. A tournament closed or unavailable has no list.
 */
export function checkCanJoinWaitlist(input: {
  registrationRefusal: string | null
  registeredOrHolding: boolean
  onList: boolean
}): WaitlistRefusal | null {
  if (input.registeredOrHolding) return 'alreadyRegistered'
  if (input.onList) return 'alreadyWaiting'
  if (input.registrationRefusal !== 'noPlacesLeft') return 'notFull'
  return null
}
