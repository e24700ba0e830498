import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

import {
  checkABurstOfCallsOnAnIdleKey,
  checkCardsAndJackpotsRefuseUnsafeText,
  checkMixedBatchCreditsGoodEventsOnce,
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
})
