import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkABurstOfCallsOnAnIdleKey,
  checkRefusalsAreCountedByTheMinute,
  checkRefusalsAreRecordedForStaff,
  checkCardsAndJackpotsRefuseUnsafeText,
  checkMixedBatchCreditsGoodEventsOnce,
  checkOldRefusalsArePurged,
  checkOnlyTrueDuplicatesAreDuplicates,
  checkUnsafeEventIdsAreRejected,
  checkUnsafeFieldsAreRejected,
} from '../support/integration-input-scenario'
import { createLoyaltyWorld, type LoyaltyWorld } from '../support/loyalty-scenario'
import { createPostgresPayload } from './support'

let payload: Payload
let world: LoyaltyWorld

beforeAll(async () => {
  payload = await createPostgresPayload()
  world = await createLoyaltyWorld(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

describe('integration input on PostgreSQL: control characters and invalid Unicode', () => {
  test('an event id with NUL, a lone surrogate or a control character: rejected, not credited', () =>
    checkUnsafeEventIdsAreRejected(world))
  test('the same in the card, casino, activity or date: rejected with the field', () =>
    checkUnsafeFieldsAreRejected(world))
  test('a valid id sent twice: the second is a duplicate; stored exactly as sent', () =>
    checkOnlyTrueDuplicatesAreDuplicates(world))
  test('a batch mixing good and bad events: the good ones are credited once', () =>
    checkMixedBatchCreditsGoodEventsOnce(world))
  test('cards and jackpots: 400 invalidCharacters, nothing stored', () =>
    checkCardsAndJackpotsRefuseUnsafeText(world))
  test('twenty calls at once with a key idle for a minute: each answered, never a 500', () =>
    checkABurstOfCallsOnAnIdleKey(world))
  test('refusals are recorded for staff: one row for twenty alike, events lost in a 200 batch', () =>
    checkRefusalsAreRecordedForStaff(world))
  test('a row counts the calls of its minute, then a new row starts', () =>
    checkRefusalsAreCountedByTheMinute(world))
  test('refusals older than 90 days are purged at night, younger ones kept', () =>
    checkOldRefusalsArePurged(world))
})
