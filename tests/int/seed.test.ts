import { existsSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { hasContent, seedDemoContent } from '@/demo/content'
import { ContentRepository } from '@/features/content/server/content-repository'

import { createTestPayload, demoSeedReport, type TestPayload } from './support/payload'

/**
 * This run's demo template (ADR 0073): the whole demo seeded into an empty database by the list
 * `npm start` uses, once for every file that reads it; its report says what each part created
 * then. (Seeding the content again here, into an empty database of its own, cost this file ~45 s.)
 */
let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
}, 600_000)
afterAll(async () => {
  await ctx?.cleanup()
})

describe('demo seed', () => {
  test('fills an empty database with published content in French and English', async () => {
    const { payload } = ctx
    const report = demoSeedReport(ctx.dataDir).content!
    expect(report.created).toBeGreaterThan(20)
    expect(report.existing ?? 0).toBe(0)
    expect(await hasContent(payload)).toBe(true)

    const pages = await payload.find({ collection: 'pages', locale: 'all', limit: 500, depth: 0 })
    expect(pages.totalDocs).toBeGreaterThanOrEqual(15)
    for (const page of pages.docs) {
      const p = page as unknown as {
        path: { fr?: string; en?: string }
        title: { fr?: string; en?: string }
        _status: string
      }
      expect(p._status).toBe('published')
      expect(p.path.fr, `fr path of ${p.title.fr}`).toMatch(/^\/[a-z0-9/-]+$/)
      expect(p.path.en, `en path of ${p.title.fr}`).toMatch(/^\/[a-z0-9/-]+$/)
      expect(p.title.en, 'English title').toBeTruthy()
      expect(p.title.en).not.toBe('')
    }
  })

  test('casino landing pages: at least six, under the casinos page, with an image', async () => {
    const repo = new ContentRepository(ctx.payload)
    const casinos = await repo.findPageByPath('fr', '/nos-casinos')
    expect(casinos).not.toBeNull()
    const children = await repo.listChildPages('fr', casinos!.id, 50)
    expect(children.length).toBeGreaterThanOrEqual(6)
    const english = await repo.listChildPages('en', casinos!.id, 50)
    for (const page of english) expect(page.path).toMatch(/^\/our-casinos\//)
  })

  test('member pages are seeded for members only; login and sign-up stay public', async () => {
    const repo = new ContentRepository(ctx.payload)
    const accessOf = async (path: string) => (await repo.findPageByPath('fr', path))?.access
    expect(await accessOf('/account')).toBe('member')
    expect(await accessOf('/account/profil')).toBe('member')
    expect(await accessOf('/account/accept-cgu')).toBe('member')
    expect(await accessOf('/account/connexion')).toBe('public')
    expect(await accessOf('/account/inscription')).toBe('public')
  })

  test('site settings, header, footer and banner are set in both languages', async () => {
    const repo = new ContentRepository(ctx.payload)
    for (const locale of ['fr', 'en'] as const) {
      const settings = await repo.getSiteSettings(locale)
      expect(settings.homePageId).not.toBeNull()
      expect(settings.rootFolderName).toBe('website-casinos')
      const chrome = await repo.getChrome(locale, settings)
      expect(chrome.header?.navigation?.length).toBeGreaterThan(0)
      expect(chrome.footer?.columns?.length).toBeGreaterThan(0)
      expect(chrome.banner?.text).toMatch(locale === 'fr' ? /Jouer comporte des risques/ : /risk/i)
    }
  })

  test('images are made locally and stored in the media folder', async () => {
    const media = await ctx.payload.find({ collection: 'media', limit: 200, depth: 0 })
    expect(media.totalDocs).toBeGreaterThanOrEqual(8)
    for (const doc of media.docs) {
      expect(doc.url).not.toMatch(/^https?:\/\/(?!localhost)/)
      expect(existsSync(path.join(ctx.dataDir, 'media', doc.filename!))).toBe(true)
      expect(doc.width).toBeGreaterThan(0)
    }
  })

  test('is idempotent: a second run creates nothing', async () => {
    const before = await ctx.payload.count({ collection: 'pages' })
    const report = await seedDemoContent(ctx.payload)
    expect(report.created).toBe(0)
    expect(report.existing).toBeGreaterThan(20)
    expect((await ctx.payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('newsletter settings', () => {
  test('get the default unsubscribe reasons once, in both languages; staff edits are kept', async () => {
    const { seedNewsletterSettings } = await import('@/demo/forms')
    // As a new site's settings are: no reasons yet.
    await ctx.payload.updateGlobal({
      slug: 'newsletter-settings',
      data: { unsubscribeReasons: [] },
    })
    expect(await seedNewsletterSettings(ctx.payload)).toBe(true)
    const read = async (locale: 'fr' | 'en') =>
      (await ctx.payload.findGlobal({ slug: 'newsletter-settings', locale })).unsubscribeReasons ??
      []
    expect((await read('fr')).map((reason) => reason.key)).toEqual([
      'too-many',
      'not-relevant',
      'never-asked',
      'moved',
    ])
    expect((await read('en'))[0]!.label).toBe('I receive too many e-mails')
    expect((await read('fr'))[0]!.label).toBe('Je reçois trop d’e-mails')
    expect(await seedNewsletterSettings(ctx.payload)).toBe(false)
  })

  test('the contact page has the contact form, home and the newsletter page the sign-up block', async () => {
    const pages = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { in: ['contact', 'accueil', 'newsletter'] } },
      locale: 'fr',
      depth: 0,
    })
    const blocks = (slug: string) =>
      (pages.docs.find((page) => page.slug === slug)?.layout ?? []).map((block) => block.blockType)
    expect(blocks('contact')).toContain('contactForm')
    expect(blocks('accueil')).toContain('newsletterSignup')
    expect(blocks('newsletter')).toEqual(['newsletterSignup'])
  })
})
