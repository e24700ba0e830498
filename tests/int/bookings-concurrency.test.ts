import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  badInputCases,
  checkBadInput,
  checkCancellationFreesThePlaceOnce,
  checkFrenchMessages,
  checkLastRoomGoesToOne,
  checkLastTableGoesToOne,
  checkOverlappingStaysNeverOverclaim,
  checkStaffAndGuestCancelTogether,
  createBookingFixtures,
  type Fixtures,
} from '../support/bookings-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let fixtures: Fixtures

beforeAll(async () => {
  ctx = await createTestPayload()
  fixtures = await createBookingFixtures(ctx.payload, 'sqlite')
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('bookings on SQLite, under parallel requests', () => {
  test('20 parallel requests for the last table: one booking, 19 "no longer available"', () =>
    checkLastTableGoesToOne(ctx.payload, fixtures))
  test('20 parallel requests for the last room: one booking, 19 "no longer available"', () =>
    checkLastRoomGoesToOne(ctx.payload, fixtures))
  test('30 overlapping stays in parallel: no night over-claimed, none leaked', () =>
    checkOverlappingStaysNeverOverclaim(ctx.payload, fixtures))
  test('10 parallel cancellations from the link: one cancels, the place is freed once', () =>
    checkCancellationFreesThePlaceOnce(ctx.payload, fixtures))
  test('staff and guest cancel at once: the place is freed once; no reopening', () =>
    checkStaffAndGuestCancelTogether(ctx.payload, fixtures))
})

describe('bad input gets a clear translated answer, never a 500', () => {
  test.each(badInputCases.map((badCase) => [badCase.label, badCase] as const))(
    '%s',
    (_label, badCase) => checkBadInput(fixtures, badCase),
  )
  test('in French too', () => checkFrenchMessages(fixtures))
})
