import type { CollectionSlug, Payload } from 'payload'

import { pick, withIdsFrom } from './bilingual'
import { demoContent } from './content'
import { renderScene } from './images'

export type {
  ChromeSeed,
  DemoContent,
  MediaSeed,
  PageSeed,
  SeedRefs,
  SeedReport,
} from './seed-types'
import type { DemoContent, Localized, SeedRefs, SeedReport } from './seed-types'

const context = { skipRevalidation: true }

/** True once any page exists: the demo seed then never runs automatically. */
export async function hasContent(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages' })
  return totalDocs > 0
}

/**
 * Creates the demo content that is missing, in French then English. Idempotent: documents are
 * found by their natural key (file name, path, slug) and left alone when they exist.
 */
export async function seedDemoContent(
  payload: Payload,
  content: DemoContent = demoContent,
): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  const mediaIds = new Map<string, number>()
  const pageIds = new Map<string, number>()
  const refs: SeedRefs = {
    media: (key) => {
      const id = mediaIds.get(key)
      if (id === undefined) throw new Error(`seed: unknown media "${key}"`)
      return id
    },
    page: (key) => {
      const id = pageIds.get(key)
      if (id === undefined) throw new Error(`seed: page "${key}" must be seeded before it is used`)
      return id
    },
  }

  for (const item of content.media) {
    const filename = `seed-${item.key}.jpg`
    const found = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      mediaIds.set(item.key, found.docs[0].id)
      report.existing++
      continue
    }
    const data = await renderScene(item.image)
    const created = await payload.create({
      collection: 'media',
      locale: 'fr',
      data: { alt: item.alt.fr },
      file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
      context,
    })
    await payload.update({
      collection: 'media',
      id: created.id,
      locale: 'en',
      data: { alt: item.alt.en },
      context,
    })
    mediaIds.set(item.key, created.id)
    report.created++
  }

  for (const item of content.pages) {
    const parentId = item.parent ? refs.page(item.parent) : null
    const slugFr = item.slug.fr
    const found = await payload.find({
      collection: 'pages',
      locale: 'fr',
      where: {
        and: [
          { slug: { equals: slugFr } },
          parentId ? { parent: { equals: parentId } } : { parent: { exists: false } },
        ],
      },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      pageIds.set(item.key, found.docs[0].id)
      report.existing++
      continue
    }
    const tree = {
      title: item.title,
      slug: item.slug,
      seo: item.seo ?? {},
      layout: item.layout(refs),
    }
    const fr = pick(tree, 'fr') as Localized
    const created = await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: {
        ...fr,
        parent: parentId,
        access: item.access ?? 'public',
        _status: 'published',
      } as never,
      context,
    })
    const en = withIdsFrom(pick(tree, 'en'), created) as Localized
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      data: { ...en, _status: 'published' } as never,
      context,
    })
    pageIds.set(item.key, created.id)
    report.created++
  }

  for (const item of content.chrome) {
    const collection = item.collection as CollectionSlug
    const found = await payload.find({
      collection,
      where: { slug: { equals: item.slug } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      report.existing++
      continue
    }
    const tree = { name: item.name, slug: item.slug, ...item.data(refs) }
    const created = await payload.create({
      collection,
      locale: 'fr',
      data: { ...(pick(tree, 'fr') as Localized), _status: 'published' } as never,
      context,
    })
    await payload.update({
      collection,
      id: created.id,
      locale: 'en',
      data: {
        ...(withIdsFrom(pick(tree, 'en'), created) as Localized),
        _status: 'published',
      } as never,
      context,
    })
    report.created++
  }

  for (const item of content.redirects) {
    const found = await payload.find({
      collection: 'redirects',
      where: { from: { equals: item.from } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      report.existing++
      continue
    }
    await payload.create({
      collection: 'redirects',
      data: {
        from: item.from,
        status: item.status,
        to: item.toPage
          ? { type: 'internal', page: refs.page(item.toPage) }
          : { type: 'external', url: item.toUrl },
      },
      context,
    })
    report.created++
  }

  const chromeId = async (collection: 'headers' | 'footers' | 'banners', slug = 'default') => {
    const found = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
    })
    return found.docs[0]?.id
  }
  const settingsTree = content.settings(refs)
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!current.homePage) {
    const ids = {
      header: await chromeId('headers'),
      footer: await chromeId('footers'),
      banner: await chromeId('banners'),
    }
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'fr',
      data: { ...(pick(settingsTree, 'fr') as Localized), ...ids } as never,
      context,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: withIdsFrom(pick(settingsTree, 'en'), saved) as never,
      context,
    })
    report.created++
  } else {
    report.existing++
  }
  return report
}
