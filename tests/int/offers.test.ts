import { afterAll, beforeAll, describe, test } from 'vitest'

import { checkMembersSeeTheirOffers } from '../support/offers-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('member offers and events on SQLite', () => {
  test('each member sees the current ones of their status and casino', () =>
    checkMembersSeeTheirOffers(ctx.payload))
})
