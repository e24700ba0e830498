import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  checkBadBodiesNeverFail,
  checkBatchWithErrors,
  checkCardIssuance,
  checkConcurrentWritesDoNotDrift,
  checkJackpots,
  checkKeysAndScopes,
  checkLedgerIsAppendOnly,
  checkLuckyDayDoubles,
  checkNightlyEvaluation,
  checkReplaysCountOnce,
  checkStatusRisesAtThreshold,
  createLoyaltyWorld,
  type LoyaltyWorld,
} from '../support/loyalty-scenario'
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

describe('integration API and points ledger on SQLite', () => {
  test('keys: none, forged, revoked → 401; outside the scope → 403', () =>
    checkKeysAndScopes(world))
  test('a batch with bad events: each is reported, the rest applies', () =>
    checkBatchWithErrors(world))
  test('play on a lucky date earns a second, equal entry', () => checkLuckyDayDoubles(world))
  test('the same batch delivered 8 times at once counts once', () => checkReplaysCountOnce(world))
  test('concurrent batches and adjustments: balances equal the ledger', () =>
    checkConcurrentWritesDoNotDrift(world))
  test('a status is reached the moment its threshold is passed', () =>
    checkStatusRisesAtThreshold(world))
  test('bad bodies get 4xx, never 5xx; above 500 events: 413', () => checkBadBodiesNeverFail(world))
  test('a casino issues a card to a pre-member, once', () => checkCardIssuance(world))
  test('a jackpot posted five times at once is stored once', () => checkJackpots(world))
  test('the ledger refuses updates and deletes', () => checkLedgerIsAppendOnly(world))
  test('the nightly evaluation ends an exclusivity and writes expiries once', () =>
    checkNightlyEvaluation(world))
})

describe('published contract', () => {
  test('the integration API has its own OpenAPI document', async () => {
    const { buildIntegrationOpenApi } = await import('@/server/integration-openapi')
    const doc = buildIntegrationOpenApi('http://localhost:3000')
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/integration/v1/cards',
      '/api/integration/v1/jackpots',
      '/api/integration/v1/play-events',
      '/api/integration/v1/stays',
    ])
    expect(JSON.stringify(doc)).toContain('amountCents')
    expect(JSON.stringify(doc)).toContain('stayId')
  })
})
