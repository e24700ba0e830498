import { afterAll, beforeAll, describe, test } from 'vitest'

import { createBookingFixtures, type Fixtures } from '../support/bookings-scenario'
import {
  checkClosureRequestAndCancel,
  checkErasure,
  checkInterruptedErasureIsTakenAgain,
  checkRetentionPurge,
} from '../support/erasure-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let fixtures: Fixtures

beforeAll(async () => {
  ctx = await createTestPayload()
  fixtures = await createBookingFixtures(ctx.payload, 'closure')
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('closing an account on SQLite', () => {
  test('the password is asked again; 14 days to change one’s mind, cancelled from the page', () =>
    checkClosureRequestAndCancel(ctx.payload))
  test('then nothing of the person is found in any collection; the ledger closes at zero; bookings to come are cancelled; erased once by two runners', () =>
    checkErasure(ctx.payload, fixtures))
  test('an erasure interrupted half-way is taken again an hour later', () =>
    checkInterruptedErasureIsTakenAgain(ctx.payload))
  test('what the law kept goes when its time is over: casino play five years after the closure, payments ten years after their date', () =>
    checkRetentionPurge(ctx.payload))
})
