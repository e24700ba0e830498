import { createLocalReq, type CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { setRevalidatorForTests } from '@/platform/cache/revalidate'
import { getEnv } from '@/platform/config/env'

import { createTestPayload, type TestPayload } from './support/payload'

/**
 * The admin's preview button of venue documents: the configured admin.preview of each collection,
 * called as the edit view calls it (the stored document, the edited locale, the staff request).
 */
let ctx: TestPayload
const ids: Partial<Record<CollectionSlug, number>> = {}

beforeAll(async () => {
  ctx = await createTestPayload()
  setRevalidatorForTests(() => undefined)
  const { payload } = ctx
  const casino = await payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino Preview',
      slug: 'casino-preview',
      city: 'Cannes',
      address: { street: '1 quai', postalCode: '06400' },
      _status: 'published',
    },
  })
  const draft = { draft: true, locale: 'fr' } as const
  ids.shows = (
    await payload.create({
      collection: 'shows',
      ...draft,
      data: {
        title: 'Revue',
        slug: 'revue-preview',
        casino: casino.id,
        category: 'concert',
        performances: [{ startsAt: new Date().toISOString() }],
        sale: { mode: 'onSite' },
        _status: 'draft',
      },
    })
  ).id
  ids.tournaments = (
    await payload.create({
      collection: 'tournaments',
      ...draft,
      data: {
        tournamentId: 4242,
        name: 'Main Event',
        casino: casino.id,
        startsAt: new Date().toISOString(),
        variant: 'texas-holdem',
        _status: 'draft',
      },
    })
  ).id
  ids.hotels = (
    await payload.create({
      collection: 'hotels',
      ...draft,
      data: { name: 'Le Palais', slug: 'le-palais-preview', casino: casino.id, _status: 'draft' },
    })
  ).id
  ids.restaurants = (
    await payload.create({
      collection: 'restaurants',
      ...draft,
      data: { name: 'Le Grill', slug: 'le-grill-preview', casino: casino.id, _status: 'draft' },
    })
  ).id
  ids['seminar-offers'] = (
    await payload.create({
      collection: 'seminar-offers',
      ...draft,
      data: { title: 'Séminaire', slug: 'seminaire-preview', casino: casino.id, _status: 'draft' },
    })
  ).id
  // The casino's own page, with its casino block, a path in each language.
  const own = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      title: 'Casino Preview',
      slug: 'casino-apercu',
      layout: [{ blockType: 'casinoInfo', casino: casino.id }],
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'pages',
    id: own.id,
    locale: 'en',
    data: { title: 'Casino Preview', slug: 'casino-preview-page', _status: 'published' },
  })
  ids.casinos = (
    await payload.update({
      collection: 'casinos',
      id: casino.id,
      data: { landingPage: own.id, _status: 'published' },
    })
  ).id
  // The page listing the casino's seminar offers, with a path in each language.
  const listing = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      title: 'Séminaires',
      slug: 'seminaires-preview',
      layout: [{ blockType: 'seminarOffers', casino: casino.id }],
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'pages',
    id: listing.id,
    locale: 'en',
    data: { title: 'Seminars', slug: 'seminars-preview', _status: 'published' },
  })
})
afterAll(async () => {
  setRevalidatorForTests(null)
  await ctx?.cleanup()
})

async function previewUrlOf(collection: CollectionSlug, locale: 'fr' | 'en') {
  const { payload } = ctx
  const preview = payload.collections[collection].config.admin.preview
  if (typeof preview !== 'function') throw new Error(`${collection} has no preview button`)
  const doc = await payload.findByID({
    collection,
    id: ids[collection]!,
    draft: true,
    depth: 0,
  })
  const req = await createLocalReq({ locale }, payload)
  return preview(doc as unknown as Record<string, unknown>, { locale, req, token: null })
}

describe('preview buttons of venue documents', () => {
  test.each([
    [
      'shows',
      '/website-casinos/casino-preview/spectacle/revue-preview',
      '/en/website-casinos/casino-preview/show/revue-preview',
    ],
    [
      'tournaments',
      '/website-casinos/casino-preview/tournois-poker/4242',
      '/en/website-casinos/casino-preview/poker-tournaments/4242',
    ],
    [
      'hotels',
      '/website-casinos/casino-preview/hotel/le-palais-preview',
      '/en/website-casinos/casino-preview/hotel/le-palais-preview',
    ],
    [
      'restaurants',
      '/website-casinos/casino-preview/restaurant/le-grill-preview',
      '/en/website-casinos/casino-preview/restaurant/le-grill-preview',
    ],
    ['casinos', '/website-casinos/casino-apercu', '/en/website-casinos/casino-preview-page'],
    [
      'seminar-offers',
      '/website-casinos/seminaires-preview',
      '/en/website-casinos/seminars-preview',
    ],
  ] as const)('%s → %s (fr), %s (en)', async (collection, fr, en) => {
    const site = getEnv().SITE_URL
    expect(await previewUrlOf(collection, 'fr')).toBe(`${site}${fr}`)
    expect(await previewUrlOf(collection, 'en')).toBe(`${site}${en}`)
  })
})

test('a casino without a page of its own has no preview', async () => {
  const { payload } = ctx
  const casino = await payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino Sans Page',
      slug: 'casino-sans-page',
      city: 'Nice',
      address: { street: '2 quai', postalCode: '06000' },
      _status: 'published',
    },
  })
  const preview = payload.collections.casinos.config.admin.preview
  if (typeof preview !== 'function') throw new Error('casinos have no preview button')
  const req = await createLocalReq({ locale: 'fr' }, payload)
  expect(
    await preview(casino as unknown as Record<string, unknown>, { locale: 'fr', req, token: null }),
  ).toBeNull()
})
