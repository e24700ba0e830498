import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { seedDemoVenues } from '@/features/venues/server/seed'
import { isStoredShowStatus } from '@/features/shows/domain'

import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let firstRun: { created: number; existing: number; ms: number }

beforeAll(async () => {
  ctx = await createTestPayload()
  const started = Date.now()
  const report = await seedDemoVenues(ctx.payload)
  firstRun = { ...report, ms: Date.now() - started }
}, 240_000)
afterAll(async () => {
  await ctx?.cleanup()
})

describe('venues demo seed', () => {
  test('creates the issue’s minimum of each kind, published in both languages', async () => {
    const { payload } = ctx
    const count = async (collection: Parameters<typeof payload.count>[0]['collection']) =>
      (await payload.count({ collection })).totalDocs
    expect(await count('casinos')).toBeGreaterThanOrEqual(6)
    expect(await count('shows')).toBeGreaterThanOrEqual(30)
    expect(await count('restaurants')).toBeGreaterThanOrEqual(8)
    expect(await count('hotels')).toBeGreaterThanOrEqual(4)
    expect(await count('hotel-offers')).toBeGreaterThanOrEqual(4)
    expect(await count('rooms')).toBeGreaterThanOrEqual(8)
    expect(await count('tournaments')).toBeGreaterThanOrEqual(20)
    expect(await count('game-tables')).toBeGreaterThanOrEqual(8)
    expect(await count('jackpots')).toBeGreaterThanOrEqual(50)
    expect(await count('seminar-offers')).toBeGreaterThanOrEqual(1)

    const casinos = await payload.find({
      collection: 'casinos',
      locale: 'all',
      limit: 50,
      depth: 0,
    })
    expect(new Set(casinos.docs.map((casino) => casino.city)).size).toBeGreaterThanOrEqual(6)
    const shows = await payload.find({ collection: 'shows', locale: 'all', limit: 100, depth: 0 })
    for (const show of shows.docs) {
      const title = show.title as unknown as { fr?: string; en?: string }
      expect(show._status).toBe('published')
      expect(title.fr).toBeTruthy()
      expect(title.en).toBeTruthy()
    }
  })

  test('performances span the next four months and every stored status appears', async () => {
    const now = Date.now()
    const shows = await ctx.payload.find({ collection: 'shows', limit: 100, depth: 0 })
    const performances = shows.docs.flatMap((show) => show.performances ?? [])
    const statuses = new Set(performances.map((p) => p.status).filter(isStoredShowStatus))
    expect([...statuses].sort()).toEqual(
      ['canceled', 'exclusive', 'finished', 'full', 'postponed', 'promotion'].sort(),
    )
    const days = performances.map((p) => (Date.parse(p.startsAt) - now) / 86_400_000)
    expect(Math.max(...days)).toBeGreaterThan(90)
    expect(Math.max(...days)).toBeLessThan(125)
    expect(days.some((day) => day < 0)).toBe(true)
  })

  test('is idempotent: a second run creates nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'jackpots' })).totalDocs
    const report = await seedDemoVenues(ctx.payload)
    expect(report.created).toBe(0)
    expect(report.existing).toBeGreaterThan(50)
    expect((await ctx.payload.count({ collection: 'jackpots' })).totalDocs).toBe(before)
    console.info(`venues seed: ${firstRun.created} documents in ${firstRun.ms} ms`)
  })
})
