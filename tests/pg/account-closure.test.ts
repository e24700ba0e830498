import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import { createBookingFixtures, type Fixtures } from '../support/bookings-scenario'
import {
  checkClosureRequestAndCancel,
  checkErasure,
  checkInterruptedErasureIsTakenAgain,
  checkRetentionPurge,
} from '../support/erasure-scenario'
import { createPostgresPayload } from './support'

let payload: Payload
let fixtures: Fixtures

beforeAll(async () => {
  payload = await createPostgresPayload()
  fixtures = await createBookingFixtures(payload, 'closure')
})
afterAll(async () => {
  await payload?.destroy()
})

describe('closing an account on PostgreSQL', () => {
  test('the password is asked again; 14 days to change one’s mind, cancelled from the page', () =>
    checkClosureRequestAndCancel(payload))
  test('then nothing of the person is found in any collection; the ledger closes at zero; bookings to come are cancelled; erased once by two runners', () =>
    checkErasure(payload, fixtures))
  test('an erasure interrupted half-way is taken again an hour later', () =>
    checkInterruptedErasureIsTakenAgain(payload))
  test('what the law kept goes when its time is over: casino play five years after the closure, payments ten years after their date', () =>
    checkRetentionPurge(payload))
})
