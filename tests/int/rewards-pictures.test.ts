import { existsSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { seedDemoContent } from '@/features/content/server/seed'
import { seedDemoMembers } from '@/features/identity/server/seed-members'
import { seedDemoLoyalty } from '@/features/loyalty/server/seed-loyalty'
import { rewardsRoute } from '@/features/rewards/server/routes'
import { seedDemoRewards } from '@/features/rewards/server/seed-rewards'
import type { RewardsListDto } from '@/features/rewards/server/views'
import { seedDemoVenues } from '@/features/venues/server/seed'
import { getEnv } from '@/platform/config/env'

import { openTestSession } from '../support/member-session'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let token: string

beforeAll(async () => {
  ctx = await createTestPayload()
  await seedDemoContent(ctx.payload)
  await seedDemoMembers(ctx.payload)
  await seedDemoVenues(ctx.payload)
  await seedDemoLoyalty(ctx.payload)
  await seedDemoRewards(ctx.payload)
  const marie = await ctx.payload.find({
    collection: 'members',
    where: { email: { equals: 'marie.dupont@demo.atout.example' } },
    limit: 1,
    depth: 0,
  })
  token = await openTestSession(ctx.payload, marie.docs[0]!.id)
}, 300_000)
afterAll(async () => {
  await ctx?.cleanup()
})

async function readCatalogue(lang: 'fr' | 'en'): Promise<RewardsListDto> {
  const url = new URL('/api/epc/profile/rewards', getEnv().SITE_URL)
  url.searchParams.set('lang', lang)
  const response = await rewardsRoute(
    new NextRequest(url, { headers: { cookie: `access_token=${token}` } }),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as RewardsListDto
}

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
