import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { ContentRepository } from '@/features/content/server/content-repository'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'

import { createTestPayload, type TestPayload } from './support/payload'

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

async function createPage(data: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') {
  return ctx.payload.create({
    collection: 'pages',
    locale,
    data: { layout: [], ...data } as never,
    draft: data._status !== 'published',
  })
}

describe('page paths', () => {
  test('a page path is its parent path plus its slug, in each language', async () => {
    const parent = await createPage({
      title: 'Casinos',
      slug: 'casinos-test',
      _status: 'published',
    })
    await ctx.payload.update({
      collection: 'pages',
      id: parent.id,
      locale: 'en',
      data: { title: 'Casinos', slug: 'casinos-en' },
    })
    const child = await createPage({
      title: 'Cannes',
      slug: 'cannes',
      parent: parent.id,
      _status: 'published',
    })
    const en = await ctx.payload.update({
      collection: 'pages',
      id: child.id,
      locale: 'en',
      data: { title: 'Cannes', slug: 'cannes-en' },
    })
    expect(child.path).toBe('/casinos-test/cannes')
    expect(en.path).toBe('/casinos-en/cannes-en')
  })

  test('children follow when the parent slug changes', async () => {
    const parent = await createPage({ title: 'Hôtels', slug: 'hotels-a', _status: 'published' })
    const child = await createPage({
      title: 'Spa',
      slug: 'spa',
      parent: parent.id,
      _status: 'published',
    })
    await ctx.payload.update({
      collection: 'pages',
      id: parent.id,
      locale: 'fr',
      data: { slug: 'hotels-b' },
    })
    const reloaded = await ctx.payload.findByID({ collection: 'pages', id: child.id, locale: 'fr' })
    expect(reloaded.path).toBe('/hotels-b/spa')
  })

  test.each([
    ['an invalid slug', { title: 'X', slug: 'Pas Valide' }],
    ['an accented slug', { title: 'X', slug: 'soirée' }],
  ])('refuses %s', async (_name, data) => {
    await expect(createPage(data)).rejects.toThrow()
  })

  test('refuses two pages with the same path', async () => {
    await createPage({ title: 'Contact', slug: 'contact-dup', _status: 'published' })
    await expect(createPage({ title: 'Contact 2', slug: 'contact-dup' })).rejects.toThrow(
      /already uses the path/,
    )
  })

  test('refuses a page nested in itself', async () => {
    const a = await createPage({ title: 'A', slug: 'loop-a', _status: 'published' })
    const b = await createPage({ title: 'B', slug: 'loop-b', parent: a.id, _status: 'published' })
    await expect(
      ctx.payload.update({ collection: 'pages', id: a.id, locale: 'fr', data: { parent: b.id } }),
    ).rejects.toThrow(/nested in itself/)
  })
})

describe('published content and cache invalidation', () => {
  test('a draft is not public and saving it expires nothing; publishing expires the pages tag', async () => {
    const repo = new ContentRepository(ctx.payload)
    const draft = await createPage({ title: 'Brouillon', slug: 'brouillon-int', _status: 'draft' })
    expect(revalidated).toEqual([])
    expect(await repo.findPageByPath('fr', '/brouillon-int')).toBeNull()
    expect((await repo.findPageByPath('fr', '/brouillon-int', { draft: true }))?.title).toBe(
      'Brouillon',
    )

    await ctx.payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'fr',
      data: { _status: 'published' },
    })
    expect(revalidated).toContain('pages')
    expect((await repo.findPageByPath('fr', '/brouillon-int'))?.title).toBe('Brouillon')
  })

  test('unpublishing and deleting expire the pages tag', async () => {
    const page = await createPage({ title: 'Éphémère', slug: 'ephemere', _status: 'published' })
    revalidated = []
    await ctx.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: { _status: 'draft' },
    })
    expect(revalidated).toContain('pages')
    expect(await new ContentRepository(ctx.payload).findPageByPath('fr', '/ephemere')).toBeNull()
    revalidated = []
    await ctx.payload.delete({ collection: 'pages', id: page.id })
    expect(revalidated).toContain('pages')
  })

  test('redirects, chrome and settings changes expire their tags', async () => {
    const target = await createPage({ title: 'Cible', slug: 'cible', _status: 'published' })
    revalidated = []
    await ctx.payload.create({
      collection: 'redirects',
      data: { from: '/Ancienne/', status: '301', to: { type: 'internal', page: target.id } },
    })
    expect(revalidated).toContain('redirects')
    const stored = await new ContentRepository(ctx.payload).findRedirect('fr', '/ancienne')
    expect(stored?.from).toBe('/ancienne')

    revalidated = []
    const banner = await ctx.payload.create({
      collection: 'banners',
      locale: 'fr',
      data: {
        name: 'Test',
        slug: 'test-banner',
        text: 'Jouer comporte des risques',
        _status: 'published',
      },
    })
    expect(revalidated).toContain('chrome')
    const header = await ctx.payload.create({
      collection: 'headers',
      data: { name: 'H', slug: 'test-header', _status: 'published' },
    })
    const footer = await ctx.payload.create({
      collection: 'footers',
      data: { name: 'F', slug: 'test-footer', _status: 'published' },
    })

    revalidated = []
    await ctx.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        siteName: 'Atout',
        rootFolderName: 'contenu',
        homePage: target.id,
        header: header.id,
        footer: footer.id,
        banner: banner.id,
      },
    })
    expect(revalidated).toEqual(expect.arrayContaining(['site-settings', 'pages', 'chrome']))
  })

  test('a redirect needs a path as its source', async () => {
    await expect(
      ctx.payload.create({
        collection: 'redirects',
        data: {
          from: 'https://evil.example/x',
          status: '302',
          to: { type: 'external', url: 'https://anj.fr' },
        },
      }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.create({
        collection: 'redirects',
        data: {
          from: '/x-unsafe',
          status: '302',
          to: { type: 'external', url: 'javascript:alert(1)' },
        },
      }),
    ).rejects.toThrow()
  })

  test('translations are found by the path of the other language', async () => {
    const page = await createPage({ title: 'Groupe', slug: 'le-groupe-int', _status: 'published' })
    await ctx.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Group', slug: 'the-group-int' },
    })
    const repo = new ContentRepository(ctx.payload)
    const found = await repo.findTranslationByPath('en', '/le-groupe-int')
    expect(found?.paths).toEqual({ fr: '/le-groupe-int', en: '/the-group-int' })
  })
})
