import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'

import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/features/search/domain'
import { SearchRepository } from '@/features/search/server/search-repository'
import { TournamentsRepository } from '@/features/tournaments/server/tournaments-repository'
import { seedDemoVenues } from '@/demo/venues'

import { createPostgresPayload } from './support'

/**
 * The venues migration, seed and search on PostgreSQL: LIKE on the normalized search column, the
 * date and price columns and the JSON-free filters must behave as on SQLite.
 * Needs DATABASE_URL=postgres://… (see postgres-smoke.test.ts).
 */
let payload: Payload
const now = new Date()

beforeAll(async () => {
  payload = await createPostgresPayload()
  // Idempotent: other files of the suite create casinos of their own on the same database.
  await seedDemoVenues(payload, now)
})

afterAll(async () => {
  await payload?.destroy()
})

const search = (filters: Partial<SearchFilters>, locale: 'fr' | 'en' = 'fr') =>
  new SearchRepository(payload).search(locale, { ...DEFAULT_SEARCH_FILTERS, ...filters }, now)

const keyOf = (item: Awaited<ReturnType<typeof search>>['items'][number]) =>
  item.kind === 'show'
    ? item.show.slug
    : item.kind === 'casino'
      ? item.casino.slug
      : item.hotel.slug

describe('venues search on PostgreSQL', () => {
  test('text ignores case and accents, every token must match', async () => {
    const theatre = (await search({ q: 'THÉATRE' })).items.map(keyOf)
    expect(theatre).toContain('la-dame-de-chez-maxim')
    expect(theatre).toContain('deauville')
    expect((await search({ q: 'evian spa' })).items.map((item) => item.kind)).toContain('hotel')
    expect((await search({ q: 'evian zzzz' })).total).toBe(0)
    expect((await search({ q: 'comedy', type: 'shows' }, 'en')).total).toBeGreaterThanOrEqual(4)
  })

  test('city, category, dates and prices', async () => {
    const annecy = await search({ city: 'annecy' })
    expect(annecy.counts).toMatchObject({ casinos: 1, hotels: 1 })
    const magic = await search({ category: 'magic' })
    expect(magic.total).toBeGreaterThan(0)
    expect(
      magic.items.every((item) => item.kind === 'show' && item.show.category === 'magic'),
    ).toBe(true)
    const cheap = await search({ priceMaxCents: 2000 })
    expect(cheap.counts).toMatchObject({ casinos: 0, hotels: 0 })
    expect(
      cheap.items.every((item) => item.kind === 'show' && (item.show.priceMinCents ?? 0) <= 2000),
    ).toBe(true)
    const day = (offset: number) =>
      new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    expect((await search({ type: 'shows', from: day(20), to: day(35) })).total).toBeGreaterThan(0)
  })

  test('around me sorts by distance', async () => {
    const results = await search({ near: { lat: 43.3, lng: -1.5 }, type: 'casinos' })
    expect(keyOf(results.items[0]!)).toBe('biarritz')
  })

  test('tournament filters run on PostgreSQL too', async () => {
    const list = await new TournamentsRepository(payload).listTournaments(
      'fr',
      {
        filters: {
          buyInMinCents: 10000,
          buyInMaxCents: 20000,
          dates: 'next3months',
          variant: null,
        },
      },
      now,
    )
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((t) => t.buyInCents >= 10000 && t.buyInCents <= 20000)).toBe(true)
  })

  test('answers quickly (figure printed, not asserted)', async () => {
    const times: number[] = []
    for (let round = 0; round < 5; round++) {
      for (const query of [{ q: 'jazz' }, { city: 'lyon' }, { category: 'concert' }, {}]) {
        const started = performance.now()
        await search(query)
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    console.info(
      `search on PostgreSQL: p50 ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms`,
    )
    expect(times).toHaveLength(20)
  })
})
