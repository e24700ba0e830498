import { describe, expect, test } from 'vitest'

import {
  checkCanJoinWaitlist,
  isActiveWaitlistStatus,
  seatsLeftForNewcomers,
  WAITLIST_OFFER_MINUTES,
  WAITLIST_STATUSES,
  waitlistOfferExpiresAt,
  waitlistPosition,
  type WaitlistRefusal,
} from './waitlist'

describe('waitlistOfferExpiresAt', () => {
  test.each([
    ['2026-06-05T18:00:00.000Z', '2026-06-05T18:30:00.000Z'],
    ['2026-12-31T23:45:10.250Z', '2027-01-01T00:15:10.250Z'],
    // Thirty real minutes across the clocks going back (Paris, last Sunday of October).
    ['2026-10-25T00:45:00.000Z', '2026-10-25T01:15:00.000Z'],
  ])('%s → %s', (now, expiry) => {
    expect(WAITLIST_OFFER_MINUTES).toBe(30)
    expect(waitlistOfferExpiresAt(new Date(now)).toISOString()).toBe(expiry)
  })
})

describe('seatsLeftForNewcomers', () => {
  test.each([
    // online seats left, members waiting, seats a newcomer may take
    [0, 0, 0],
    [3, 0, 3],
    [3, 1, 2],
    [3, 3, 0],
    [3, 50, 0],
    [0, 5, 0],
    [2, -1, 2],
  ])('%i left, %i waiting → %i', (left, waiting, expected) => {
    expect(seatsLeftForNewcomers(left, waiting)).toBe(expected)
  })
})

describe('waitlistPosition', () => {
  test.each<[number, number[], number | null]>([
    [7, [7], 1],
    [7, [3, 7, 9], 2],
    [9, [3, 7, 9], 3],
    // Unordered ids: the place is the order of joining (ids grow with time).
    [9, [9, 3, 7], 3],
    // Not waiting (offered, left): no place.
    [8, [3, 7, 9], null],
    [1, [], null],
  ])('entry %i among %j → %s', (id, waiting, expected) => {
    expect(waitlistPosition(id, waiting)).toBe(expected)
  })
})

describe('checkCanJoinWaitlist', () => {
  test.each<[string | null, boolean, boolean, WaitlistRefusal | null]>([
    // registration refusal, registered or holding, on the list → refusal
    ['noPlacesLeft', false, false, null],
    [null, false, false, 'notFull'],
    ['registrationClosed', false, false, 'notFull'],
    ['tournamentUnavailable', false, false, 'notFull'],
    ['noPlacesLeft', true, false, 'alreadyRegistered'],
    ['noPlacesLeft', false, true, 'alreadyWaiting'],
    [null, true, true, 'alreadyRegistered'],
  ])('refusal %s, registered %s, on list %s → %s', (refusal, registered, onList, expected) => {
    expect(
      checkCanJoinWaitlist({
        registrationRefusal: refusal,
        registeredOrHolding: registered,
        onList,
      }),
    ).toBe(expected)
  })
})

describe('isActiveWaitlistStatus', () => {
  test('only waiting and offered keep the member on the list', () => {
    expect(WAITLIST_STATUSES.filter(isActiveWaitlistStatus)).toEqual(['waiting', 'offered'])
  })
})
