import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import * as routes from '@/features/identity/server/routes'
import { LoyaltySchema } from '@/features/loyalty'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { readLoyaltyDashboard } from '@/features/loyalty/server/member-screens'
import { getLoyaltyRules } from '@/features/loyalty/server/rules'
import { DEMO_INTEGRATION_KEY, seedDemoLoyalty } from '@/demo/loyalty'
import { playEventsRoute } from '@/server/integration-api'
import * as memberInit from '@/server/member-routes'

import { post } from '../support/loyalty-scenario'
import { ApiClient } from './support/api-client'
import { createTestPayload, demoSeedReport, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
}, 300_000)
afterAll(async () => {
  await ctx?.cleanup()
})

async function initOf(email: string) {
  const client = new ApiClient()
  const login = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
    body: { email, password: 'Atout-Demo-2026!' },
  })
  expect(login.status).toBe(200)
  return (await client.call(memberInit.initRoute, 'GET', '/api/epc/users/init')).body
}

describe('demo loyalty content', () => {
  test('Marie is Gold after a year of play, Hugo White; a second run adds nothing', async () => {
    const first = demoSeedReport(ctx.dataDir).loyalty!
    expect(first.created).toBeGreaterThan(50)
    expect(await seedDemoLoyalty(ctx.payload)).toEqual({ created: 0 })
    const marie = await initOf('marie.dupont@demo.atout.example')
    expect(marie.loyalty).toMatchObject({ status: 'Gold', cardNumber: '5000000001' })
    expect(marie.loyalty.points).toBeGreaterThan(10_000)
    expect(marie.loyalty.euroValue.cents).toBe(Math.floor((marie.loyalty.points * 500) / 3100))
    expect(marie.loyalty.nextStatus.status).toBe('Black')
    expect(marie.loyalty.luckyDays).toEqual(['04-17', '07-14'])
    // The answer is what the published OpenAPI schema says.
    expect(LoyaltySchema.safeParse(marie.loyalty).success).toBe(true)
    const hugo = await initOf('hugo.moreau@demo.atout.example')
    expect(hugo.loyalty).toMatchObject({ status: 'White', nextStatus: { status: 'Silver' } })
    expect(await new LedgerRepository(ctx.payload).listDrift()).toEqual([])
  })

  test('Marie has points expiring within 90 days, said by the dashboard and by init', async () => {
    // The demo's points last twelve months (what the Carré VIP's questions tell members).
    expect((await getLoyaltyRules(ctx.payload)).expiry).toEqual({ enabled: true, months: 12 })
    const marieId = (
      await ctx.payload.find({
        collection: 'members',
        where: { email: { equals: 'marie.dupont@demo.atout.example' } },
        depth: 0,
      })
    ).docs[0]!.id
    const now = Date.now()
    const dashboard = await readLoyaltyDashboard(ctx.payload, marieId, now)
    if (!dashboard?.expiry.enabled) throw new Error('the demo’s points expire')
    const { expiringSoon, next } = dashboard.expiry
    expect(expiringSoon).toBeGreaterThan(0)
    expect(next?.points).toBeGreaterThan(0)
    expect(next!.points).toBeLessThanOrEqual(expiringSoon)
    // The first expiry day is within the forecast's 90 days, not already past.
    const today = new Date(now).toISOString().slice(0, 10)
    const in90Days = new Date(now + 91 * 86_400_000).toISOString().slice(0, 10)
    expect(next!.on >= today && next!.on <= in90Days).toBe(true)
    // Init says the same as the dashboard (the seed stores the forecast as the night would).
    const marie = await initOf('marie.dupont@demo.atout.example')
    expect(marie.loyalty.pointsExpiringSoon).toBe(expiringSoon)
    // Set once: an administrator's rules are never overwritten by a later seed.
    const rules = await ctx.payload.findGlobal({ slug: 'loyalty-rules' })
    await ctx.payload.updateGlobal({
      slug: 'loyalty-rules',
      data: { ...rules, expiry: { enabled: true, months: 18 } },
    })
    try {
      expect(await seedDemoLoyalty(ctx.payload)).toEqual({ created: 0 })
      expect((await getLoyaltyRules(ctx.payload)).expiry.months).toBe(18)
    } finally {
      await ctx.payload.updateGlobal({ slug: 'loyalty-rules', data: { ...rules } })
    }
    expect(await new LedgerRepository(ctx.payload).listDrift()).toEqual([])
  })

  test('the README’s demo key posts play events', async () => {
    const answer = await post(
      playEventsRoute,
      '/api/integration/v1/play-events',
      DEMO_INTEGRATION_KEY,
      {
        eventId: `readme-${Date.now()}`,
        cardNumber: '5000000002',
        casino: 'deauville',
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        activity: 'slots',
        amountCents: 20_000,
      },
    )
    expect(answer).toMatchObject({ status: 200, body: { accepted: 1 } })
  })
})
