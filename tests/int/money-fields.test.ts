import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { UNREAD_AMOUNT_PREFIX } from '@/features/venues/cms/admin/money-messages'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'

import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Amounts are stored in integer cents whoever writes them: the admin's euro field, the REST API
 * (same operations as the Local API here), published saves and draft saves, which skip validation.
 */
let ctx: TestPayload
let casinoId: number

beforeAll(async () => {
  ctx = await createTestPayload()
  setRevalidatorForTests(() => undefined)
  const casino = await ctx.payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino Test',
      slug: 'casino-test',
      city: 'Cannes',
      address: { street: '1 rue du Port', postalCode: '06400' },
      _status: 'published',
    },
  })
  casinoId = casino.id
})
afterAll(async () => {
  setRevalidatorForTests(null)
  await ctx?.cleanup()
})

const jackpot = (amountCents: unknown) =>
  ctx.payload.create({
    collection: 'jackpots',
    data: {
      casino: casinoId,
      machineNumber: '42',
      amountCents: amountCents as number,
      wonAt: new Date().toISOString(),
    },
  })

const draftShow = (priceFromCents: unknown) =>
  ctx.payload.create({
    collection: 'shows',
    draft: true,
    data: {
      title: 'Revue',
      slug: `revue-${Math.random().toString(36).slice(2, 8)}`,
      casino: casinoId,
      category: 'concert',
      performances: [
        { startsAt: new Date().toISOString(), priceFromCents: priceFromCents as number },
      ],
      sale: { mode: 'onSite' },
      _status: 'draft',
    },
  })

describe('amounts in integer cents', () => {
  test('whole cents are stored as they are', async () => {
    expect((await jackpot(1250)).amountCents).toBe(1250)
    expect((await jackpot(0)).amountCents).toBe(0)
    const show = await draftShow(4590)
    expect(show.performances[0]?.priceFromCents).toBe(4590)
  })

  test.each([12.5, '12.5', -100, Number.NaN, `${UNREAD_AMOUNT_PREFIX}12,345`])(
    'a published save refuses %j',
    async (amount) => {
      await expect(jackpot(amount)).rejects.toBeInstanceOf(ValidationError)
    },
  )

  test.each([12.5, -100, `${UNREAD_AMOUNT_PREFIX}12,345`])(
    'a draft save (no validation) refuses %j too',
    async (amount) => {
      await expect(draftShow(amount)).rejects.toBeInstanceOf(ValidationError)
    },
  )
})
