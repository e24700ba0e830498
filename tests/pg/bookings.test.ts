import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  badInputCases,
  checkBadInput,
  checkCancellationFreesThePlaceOnce,
  checkLastRoomGoesToOne,
  checkLastTableGoesToOne,
  checkOverlappingStaysNeverOverclaim,
  checkStaffAndGuestCancelTogether,
  createBookingFixtures,
  type Fixtures,
} from '../support/bookings-scenario'
import { createPostgresPayload } from './support'

let payload: Payload
let fixtures: Fixtures

beforeAll(async () => {
  payload = await createPostgresPayload()
  fixtures = await createBookingFixtures(payload, 'pg')
})
afterAll(async () => {
  await payload?.destroy()
})

describe('bookings on PostgreSQL, under parallel requests', () => {
  test('20 parallel requests for the last table: one booking, 19 "no longer available"', () =>
    checkLastTableGoesToOne(payload, fixtures))
  test('20 parallel requests for the last room: one booking, 19 "no longer available"', () =>
    checkLastRoomGoesToOne(payload, fixtures))
  test('30 overlapping stays in parallel: no night over-claimed, none leaked', () =>
    checkOverlappingStaysNeverOverclaim(payload, fixtures))
  test('10 parallel cancellations from the link: one cancels, the place is freed once', () =>
    checkCancellationFreesThePlaceOnce(payload, fixtures))
  test('staff and guest cancel at once: the place is freed once; no reopening', () =>
    checkStaffAndGuestCancelTogether(payload, fixtures))
  test.each(badInputCases.map((badCase) => [badCase.label, badCase] as const))(
    'bad input: %s',
    (_label, badCase) => checkBadInput(fixtures, badCase),
  )
})
