import type { MetadataRoute } from 'next'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { listPageSitemapEntries, toSitemapUrls } from '@/features/content/server/sitemap'
import { listShowSitemapEntries } from '@/features/shows/server/sitemap'
import { listTournamentSitemapEntries } from '@/features/tournaments/server/sitemap'
import { listVenueSitemapEntries } from '@/features/venues/server/sitemap'

import { createTestPayload, type TestPayload } from './support/payload'

const SITE = 'https://www.atout.test'

let ctx: TestPayload
let urls: MetadataRoute.Sitemap
let paths: string[]

async function createPage(data: Record<string, unknown>) {
  return ctx.payload.create({
    collection: 'pages',
    locale: 'fr',
    data: { layout: [], _status: 'published', ...data } as never,
  })
}

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
  const { payload } = ctx
  // Outside the member areas: marked for members by an editor, and one marked noindex.
  await createPage({ title: 'Offres membres', slug: 'offres-membres', access: 'member' })
  await createPage({ title: 'Brouillon SEO', slug: 'page-cachee', seo: { noIndex: true } })
  const groups = await Promise.all([
    listPageSitemapEntries(payload),
    listVenueSitemapEntries(payload),
    listShowSitemapEntries(payload),
    listTournamentSitemapEntries(payload),
  ])
  urls = toSitemapUrls(SITE, groups.flat())
  paths = urls.map((entry) => new URL(entry.url).pathname)
}, 300_000)
afterAll(async () => {
  await ctx?.cleanup()
})

describe('sitemap', () => {
  test('lists the public pages in both languages, the home page at the root', async () => {
    for (const path of ['/', '/en', '/nos-casinos', '/en/our-casinos', '/agenda']) {
      expect(paths).toContain(path)
    }
    // The VIP club's own page presents it to everyone; its pages below are for members.
    expect(paths).toContain('/le-carre-vip')
    const casinos = urls.find((entry) => entry.url === `${SITE}/nos-casinos`)
    expect(casinos?.alternates?.languages).toEqual({
      'fr-FR': `${SITE}/nos-casinos`,
      'en-US': `${SITE}/en/our-casinos`,
    })
  })

  test('never lists the member area, the VIP club’s pages or a page for members', async () => {
    const account = paths.filter((path) => /^(\/en)?\/account(\/|$)/.test(path))
    const vip = paths.filter((path) => /^(\/en)?\/le-carre-vip\//.test(path))
    expect(account).toEqual([])
    expect(vip).toEqual([])
    expect(paths).not.toContain('/offres-membres')
    expect(paths).not.toContain('/page-cachee')
  })

  test('lists show, restaurant, hotel and tournament pages under their routes', async () => {
    expect(paths).toContain('/cannes/spectacle/nuit-gainsbourg')
    expect(paths).toContain('/en/cannes/show/nuit-gainsbourg')
    expect(paths).toContain('/cannes/tournois-poker/1001')
    expect(paths).toContain('/en/le-touquet/tournaments/1006')
    expect(paths.some((path) => /^\/[a-z-]+\/restaurant\/[a-z0-9-]+$/.test(path))).toBe(true)
    expect(paths.some((path) => /^\/en\/[a-z-]+\/hotel\/[a-z0-9-]+$/.test(path))).toBe(true)
  })
})
