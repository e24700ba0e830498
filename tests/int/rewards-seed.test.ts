/**
 * The demo rewards, vouchers, sponsorship and offers, as the demo seeds them: the catalogue in
 * both languages with its pictures (each on disk, with an alt text), Marie’s vouchers, godsons
 * and offers, and seeding twice adding nothing.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { readLoyaltyDashboard } from '@/features/loyalty/server/member-screens'
import { REWARD_CATEGORIES } from '@/features/rewards/domain'
import {
  createRewardsReads,
  listRewards,
  listVouchers,
} from '@/features/rewards/server/rewards-service'
import { RewardsRepository } from '@/features/rewards/server/rewards-repository'
import { rewardsRoute } from '@/features/rewards/server/routes'
import type { RewardsListDto } from '@/features/rewards/server/views'
import { seedDemoRewards } from '@/demo/rewards'
import { seedDemoOffers } from '@/demo/offers'
import { readSponsorship } from '@/features/sponsorship/server/invitations'
import { seedDemoSponsorship } from '@/demo/sponsorship'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'
import { cacheTags } from '@/platform/cache/tags'
import { getEnv } from '@/platform/config/env'

import { openTestSession } from '../support/member-session'
import { createTestPayload, demoSeedReport, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
}, 300_000)
afterAll(async () => {
  await ctx?.cleanup()
})

/** Marie, the demo member whose rewards, vouchers and godsons the demo seeds. */
async function findMarie() {
  const found = await ctx.payload.find({
    collection: 'members',
    where: { email: { equals: 'marie.dupont@demo.atout.example' } },
    limit: 1,
    depth: 0,
  })
  return found.docs[0]!
}

describe('demo rewards', () => {
  test('a catalogue in both languages with pictures, member pages and Marie’s vouchers, once', async () => {
    const first = demoSeedReport(ctx.dataDir).rewards!
    expect(first.created).toBeGreaterThanOrEqual(24 + 2 + 3)
    const second = await seedDemoRewards(ctx.payload)
    expect(second.created).toBe(0)

    const fr = await ctx.payload.find({ collection: 'rewards', locale: 'fr', limit: 100, depth: 0 })
    const en = await ctx.payload.find({ collection: 'rewards', locale: 'en', limit: 100, depth: 0 })
    expect(fr.totalDocs).toBeGreaterThanOrEqual(24)
    expect(new Set(fr.docs.map((reward) => reward.category))).toEqual(new Set(REWARD_CATEGORIES))
    expect(fr.docs.every((reward) => typeof reward.image === 'number')).toBe(true)
    const titles = new Map(fr.docs.map((reward) => [reward.id, reward.title]))
    expect(en.docs.every((reward) => reward.title !== titles.get(reward.id))).toBe(true)

    for (const [fr, en] of [
      ['avantages', 'rewards'],
      ['mes-bons', 'my-vouchers'],
    ]) {
      const page = await ctx.payload.find({
        collection: 'pages',
        locale: 'fr',
        where: { slug: { equals: fr } },
        depth: 0,
      })
      expect(page.docs[0]).toMatchObject({ access: 'member', _status: 'published' })
      const english = await ctx.payload.findByID({
        collection: 'pages',
        id: page.docs[0]!.id,
        locale: 'en',
        depth: 0,
      })
      expect(english.slug).toBe(en)
    }

    const marie = await findMarie()
    const now = Date.now()
    const vouchers = await listVouchers({ payload: ctx.payload, locale: 'en', now }, marie.id)
    expect(vouchers.map((voucher) => voucher.status).sort()).toEqual(['issued', 'issued', 'used'])
    const latest = await listRewards({ payload: ctx.payload, locale: 'en', now }, marie.id, {
      type: 'latest',
    })
    expect(latest.rewards).toHaveLength(3)
    const all = await listRewards({ payload: ctx.payload, locale: 'en', now }, marie.id)
    expect(all.member.status).toBe('Gold')
    // Marie sees rewards she can take and others that say why not.
    expect(all.rewards.some((reward) => reward.eligible)).toBe(true)
    expect(all.rewards.flatMap((reward) => reward.reasons.map((r) => r.code))).toContain(
      'statusTooLow',
    )
    const news = await listRewards({ payload: ctx.payload, locale: 'fr', now }, marie.id, {
      type: 'new',
    })
    expect(news.rewards.length).toBeGreaterThanOrEqual(4)
    // Her vouchers spent her oldest points first: some still expire soon, and the forecast
    // stored on her account (init's) is the dashboard's, not the one from before she redeemed.
    const dashboard = await readLoyaltyDashboard(ctx.payload, marie.id, now)
    const expiringSoon = dashboard?.expiry.enabled ? dashboard.expiry.expiringSoon : 0
    expect(expiringSoon).toBeGreaterThan(0)
    const ledger = new LedgerRepository(ctx.payload)
    expect((await ledger.readAccounts([marie.id])).get(marie.id)?.pointsExpiringSoon).toBe(
      expiringSoon,
    )
    expect(await ledger.listDrift()).toEqual([])
  })

  test('Marie’s godsons show each state; the sponsorship page exists in both languages, once', async () => {
    const first = demoSeedReport(ctx.dataDir).sponsorship!
    expect(first.created).toBe(4)
    expect((await seedDemoSponsorship(ctx.payload)).created).toBe(0)
    const marie = await findMarie()
    const sponsorship = await readSponsorship(
      { payload: ctx.payload, locale: 'fr', now: Date.now() },
      marie.id,
    )
    expect(sponsorship.sponsorCode).toEqual(expect.any(String))
    expect(sponsorship.godsons.map((godson) => [godson.firstname, godson.state])).toEqual([
      ['Inès', 'invited'],
      ['Lucas', 'signedUp'],
      ['Hugo', 'active'],
    ])
    const page = await ctx.payload.find({
      collection: 'pages',
      locale: 'en',
      where: { slug: { equals: 'sponsorship' } },
      depth: 0,
    })
    expect(page.docs[0]).toMatchObject({ access: 'member' })
  })

  test('offers and events for each status, on a member page and a Carré VIP page, once', async () => {
    const first = demoSeedReport(ctx.dataDir).offers!
    expect(first.created).toBe(6 + 2)
    expect((await seedDemoOffers(ctx.payload)).created).toBe(0)
    const vip = await ctx.payload.find({
      collection: 'pages',
      locale: 'en',
      where: { slug: { equals: 'private-evenings' } },
      depth: 0,
    })
    expect(vip.docs[0]?.layout?.[0]).toMatchObject({
      blockType: 'memberOffers',
      onlyStatuses: ['Gold', 'Black'],
    })
  })
})

// After the catalogue's tests above, which seed the demo rewards: one demo seed for both.
/** Marie's catalogue as the product API answers it (the demo rewards are seeded above). */
async function readCatalogue(lang: 'fr' | 'en'): Promise<RewardsListDto> {
  const token = await openTestSession(ctx.payload, (await findMarie()).id)
  const url = new URL('/api/epc/profile/rewards', getEnv().SITE_URL)
  url.searchParams.set('lang', lang)
  const response = await rewardsRoute(
    new NextRequest(url, { headers: { cookie: `access_token=${token}` } }),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as RewardsListDto
}

describe('a page of rewards blocks', () => {
  test('the lists of one page read the member and the catalogue once, and list what each would alone', async () => {
    const marie = await findMarie()
    const base = { payload: ctx.payload, locale: 'fr' as const, now: Date.now() }
    const lists = [{}, { type: 'new' as const }, { type: REWARD_CATEGORIES[0] }]
    const alone = []
    for (const options of lists) alone.push(await listRewards(base, marie.id, options))

    const find = vi.spyOn(ctx.payload, 'find')
    const findByID = vi.spyOn(ctx.payload, 'findByID')
    const page = { ...base, reads: createRewardsReads(base) }
    const together = await Promise.all(lists.map((options) => listRewards(page, marie.id, options)))
    const reads = (collection: string) =>
      [...find.mock.calls, ...findByID.mock.calls].filter(
        ([args]) => args.collection === collection,
      ).length
    expect(reads('rewards')).toBe(1)
    expect(reads('members')).toBe(1)
    expect(together).toEqual(alone)
    expect(together[0]!.rewards.length).toBeGreaterThanOrEqual(24)
  })
})

describe('the catalogue kept per language (member pages)', () => {
  test('a kept copy lists what the database would, with the live stock, and is read with no Payload read of rewards', async () => {
    const marie = await findMarie()
    const base = { payload: ctx.payload, locale: 'en' as const, now: Date.now() }
    const repository = new RewardsRepository(ctx.payload)
    const copy = await repository.listCatalogue('en')
    const stocked = copy.find((reward) => reward.stock !== null && reward.stock > 0)!
    expect(stocked).toBeDefined()
    // The last ones go after the copy was made (a redemption takes from the stock in SQL).
    await ctx.payload.update({
      collection: 'rewards',
      id: stocked.id,
      data: { stock: 0 },
      context: { skipRevalidation: true },
    })
    try {
      const live = await listRewards(base, marie.id)
      const find = vi.spyOn(ctx.payload, 'find')
      const fromCopy = await listRewards(
        { ...base, reads: createRewardsReads(base, async () => copy) },
        marie.id,
      )
      expect(find.mock.calls.filter(([args]) => args.collection === 'rewards')).toHaveLength(0)
      expect(fromCopy).toEqual(live)
      const shown = fromCopy.rewards.find((reward) => reward.id === stocked.id)!
      expect(shown.reasons.map((reason) => reason.code)).toContain('outOfStock')
    } finally {
      await ctx.payload.update({
        collection: 'rewards',
        id: stocked.id,
        data: { stock: stocked.stock },
        context: { skipRevalidation: true },
      })
    }
  })

  test('a copy holds no reward before its publication, nor one whose availability ended', async () => {
    const marie = await findMarie()
    const now = Date.now()
    const copy = await new RewardsRepository(ctx.payload).listCatalogue('fr')
    const day = 86_400_000
    const [first, second, ...rest] = copy
    const edited = [
      { ...first!, publishedAt: now + day },
      { ...second!, availableUntil: now - day },
      ...rest,
    ]
    const base = { payload: ctx.payload, locale: 'fr' as const, now }
    const listed = await listRewards(
      { ...base, reads: createRewardsReads(base, async () => edited) },
      marie.id,
    )
    const ids = listed.rewards.map((reward) => reward.id)
    const live = (await listRewards(base, marie.id)).rewards.map((reward) => reward.id)
    expect(live).toEqual(expect.arrayContaining([first!.id, second!.id]))
    expect(ids).toEqual(live.filter((id) => id !== first!.id && id !== second!.id))
  })

  test('an edit of a reward expires the copies (tag rewards)', async () => {
    const expired: string[][] = []
    setRevalidatorForTests((tags) => void expired.push([...tags]))
    try {
      const [reward] = await new RewardsRepository(ctx.payload).listCatalogue('fr')
      await ctx.payload.update({
        collection: 'rewards',
        id: reward!.id,
        data: { pointsCost: reward!.pointsCost },
      })
      expect(expired.flat()).toContain(cacheTags.rewards())
    } finally {
      setRevalidatorForTests(null)
    }
  })
})

describe('the rewards catalogue’s pictures', () => {
  test.each(['fr', 'en'] as const)(
    'every seeded reward comes with its picture and an alt text in %s',
    async (lang) => {
      const catalogue = await readCatalogue(lang)
      expect(catalogue.rewards.length).toBeGreaterThanOrEqual(24)
      const seeded = await ctx.payload.find({
        collection: 'rewards',
        locale: lang,
        where: { purpose: { equals: 'catalogue' } },
        pagination: false,
        depth: 0,
      })
      const titles = new Map(seeded.docs.map((reward) => [reward.id, reward.title]))
      for (const reward of catalogue.rewards) {
        expect(reward.image, reward.title).not.toBeNull()
        const { pathname } = new URL(reward.image!.url, getEnv().SITE_URL)
        expect(pathname).toMatch(/^\/api\/cms\/media\/file\/seed-reward-[\w-]+\.(webp|jpg)$/)
        expect(reward.image!.alt).toBe(titles.get(reward.id))
        expect(reward.image!.width).toBeGreaterThan(0)
        expect(reward.image!.height).toBeGreaterThan(0)
        // The file the URL names is on disk (Payload serves it from the media folder).
        const file = decodeURIComponent(pathname.split('/').pop()!)
        expect(existsSync(path.join(getEnv().mediaDir, file)), file).toBe(true)
      }
    },
  )
})
