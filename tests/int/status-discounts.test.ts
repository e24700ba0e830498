import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { listStatusDiscounts } from '@/features/loyalty/server/status-discounts'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'

import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Status discounts have one home: the 'Loyalty rules' global (issue 21). The public line of a
 * show page and each member's own price read it (and round alike: applyDiscount, tested in
 * loyalty/domain/value.test.ts), and a staff edit reaches both.
 */
let ctx: TestPayload
let revalidated: string[] = []

beforeAll(async () => {
  ctx = await createTestPayload()
  setRevalidatorForTests((tags) => revalidated.push(...tags))
})
afterEach(() => {
  revalidated = []
})
afterAll(async () => {
  setRevalidatorForTests(null)
  await ctx?.cleanup()
})

describe('status discounts', () => {
  test('by default: the spec’s −10 % White and −20 % Silver on shows (higher statuses keep −20 %), −10 % Black at bars and restaurants', async () => {
    expect(await listStatusDiscounts(ctx.payload, 'shows')).toEqual([
      { status: 'White', percent: 10 },
      { status: 'Silver', percent: 20 },
      { status: 'Gold', percent: 20 },
      { status: 'Black', percent: 20 },
    ])
    expect(await listStatusDiscounts(ctx.payload, 'barsAndRestaurants')).toEqual([
      { status: 'Black', percent: 10 },
    ])
  })

  test('a staff edit of the rules changes the public line and expires the pages that state it', async () => {
    await ctx.payload.updateGlobal({
      slug: 'loyalty-rules',
      data: { showDiscount: { white: 5, silver: 15, gold: 15, black: 25 } } as never,
    })
    expect(await listStatusDiscounts(ctx.payload, 'shows')).toEqual([
      { status: 'White', percent: 5 },
      { status: 'Silver', percent: 15 },
      { status: 'Gold', percent: 15 },
      { status: 'Black', percent: 25 },
    ])
    expect(revalidated).toContain('loyalty-rules')
  })
})
