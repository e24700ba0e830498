import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  checkABurstOfCallsOnAnIdleKey,
  checkCardsAndJackpotsRefuseUnsafeText,
  checkMixedBatchCreditsGoodEventsOnce,
  checkOldRefusalsArePurged,
  checkOnlyTrueDuplicatesAreDuplicates,
  checkRefusalsAreCountedByTheMinute,
  checkRefusalsAreRecordedForStaff,
  checkUnsafeEventIdsAreRejected,
  checkUnsafeFieldsAreRejected,
} from '../support/integration-input-scenario'
import { createLoyaltyWorld, type LoyaltyWorld } from '../support/loyalty-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let world: LoyaltyWorld

beforeAll(async () => {
  ctx = await createTestPayload()
  world = await createLoyaltyWorld(ctx.payload)
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('integration input on SQLite: control characters and invalid Unicode', () => {
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

describe('published contract', () => {
  test('the OpenAPI document names the reason code for control characters and invalid Unicode', async () => {
    const { buildIntegrationOpenApi } = await import('@/server/integration-openapi')
    const doc = buildIntegrationOpenApi('http://localhost:3000')
    const response = doc.paths['/api/integration/v1/play-events'].post.responses['200']
    const result = JSON.stringify(response.content['application/json'].schema)
    expect(result).toContain('"invalidCharacters"')
    expect(result).toContain('"duplicateInBatch"')
    expect(doc.info.description).toContain('invalidCharacters')
  })
})
