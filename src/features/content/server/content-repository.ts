import type { Payload, Where } from 'payload'

import type { Banner, Footer, Header, Page, Redirect, SiteSetting } from '@/payload-types'
import { locales, type Locale } from '@/platform/i18n/locales'

import { DEFAULT_ROOT_FOLDER } from '../domain/routing-rules'
import { isListedInSitemap } from '../domain/sitemap-rules'

/** Fields of a linked page that links and cards need; keeps populated relations small. */
const linkedPageFields = { title: true, path: true, slug: true } as const

export type SiteSettingsData = {
  siteName: string
  tagline: string | null
  rootFolderName: string
  homePageId: number | null
  headerId: number | null
  footerId: number | null
  bannerId: number | null
  defaultSeo: SiteSetting['defaultSeo']
  /** Google Tag Manager container set by staff (GTM_CONTAINER_ID wins when set). */
  tagManagerId: string | null
}

export type PagePaths = Partial<Record<Locale, string>>

export type ChildPage = Pick<Page, 'id' | 'title' | 'path' | 'slug' | 'seo' | 'layout'>

export type Chrome = { header: Header | null; footer: Footer | null; banner: Banner | null }

function idOf(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/**
 * Reads published content for the public site (and drafts for previews). The only code that
 * queries content collections; callers get plain documents, never the Payload instance.
 */
export class ContentRepository {
  constructor(private readonly payload: Payload) {}

  async getSiteSettings(locale: Locale): Promise<SiteSettingsData> {
    const settings = await this.payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 1,
      populate: { media: { url: true, alt: true, width: true, height: true, sizes: true } },
    })
    return {
      siteName: settings.siteName || 'Atout',
      tagline: settings.tagline ?? null,
      rootFolderName: settings.rootFolderName || DEFAULT_ROOT_FOLDER,
      homePageId: idOf(settings.homePage),
      headerId: idOf(settings.header),
      footerId: idOf(settings.footer),
      bannerId: idOf(settings.banner),
      defaultSeo: settings.defaultSeo,
      tagManagerId: settings.tagManagerId ?? null,
    }
  }

  async findPageByPath(locale: Locale, path: string, { draft = false } = {}): Promise<Page | null> {
    const where: Where = { path: { equals: path } }
    const result = await this.payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: false,
      where: draft ? where : { and: [where, { _status: { equals: 'published' } }] },
      draft,
      depth: 2,
      limit: 1,
      populate: { pages: linkedPageFields },
    })
    return result.docs[0] ?? null
  }

  async findPageById(locale: Locale, id: number, { draft = false } = {}): Promise<Page | null> {
    const result = await this.payload.find({
      collection: 'pages',
      locale,
      where: draft
        ? { id: { equals: id } }
        : { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      draft,
      depth: 2,
      limit: 1,
      populate: { pages: linkedPageFields },
    })
    return result.docs[0] ?? null
  }

  /** The page that has `path` in another locale, with its paths in every locale. */
  async findTranslationByPath(
    locale: Locale,
    path: string,
  ): Promise<{ id: number; paths: PagePaths } | null> {
    for (const other of locales.filter((l) => l !== locale)) {
      const result = await this.payload.find({
        collection: 'pages',
        locale: other,
        fallbackLocale: false,
        where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
        depth: 0,
        limit: 1,
        select: { path: true },
      })
      const doc = result.docs[0]
      if (doc) return { id: doc.id, paths: await this.findPagePaths(doc.id) }
    }
    return null
  }

  /** The page's path in every locale where it has one. */
  async findPagePaths(id: number): Promise<PagePaths> {
    const doc = await this.payload.findByID({
      collection: 'pages',
      id,
      locale: 'all',
      depth: 0,
      select: { path: true },
    })
    const raw = (doc as unknown as { path?: Partial<Record<Locale, string | null>> | string }).path
    const paths: PagePaths = {}
    if (raw && typeof raw === 'object') {
      for (const l of locales) {
        const value = raw[l]
        if (value) paths[l] = value
      }
    }
    return paths
  }

  async findRedirect(locale: Locale, from: string): Promise<Redirect | null> {
    const result = await this.payload.find({
      collection: 'redirects',
      locale,
      where: { from: { equals: from } },
      depth: 1,
      limit: 1,
      populate: { pages: linkedPageFields },
    })
    return result.docs[0] ?? null
  }

  async listChildPages(locale: Locale, parentId: number, limit: number): Promise<ChildPage[]> {
    const result = await this.payload.find({
      collection: 'pages',
      locale,
      where: { and: [{ parent: { equals: parentId } }, { _status: { equals: 'published' } }] },
      depth: 1,
      limit,
      sort: 'title',
      select: { title: true, path: true, slug: true, seo: true, layout: true },
      populate: { media: { url: true, alt: true, width: true, height: true } },
    })
    return result.docs
  }

  /** Published pages for the sitemap: those anyone can open and that are not noindex. */
  async listSitemapPages(): Promise<{ id: number; paths: PagePaths; updatedAt: string }[]> {
    const result = await this.payload.find({
      collection: 'pages',
      locale: 'all',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 5000,
      pagination: false,
      select: { path: true, updatedAt: true, seo: true, access: true },
    })
    return result.docs.flatMap((doc) => {
      // With locale 'all', localized fields come back as one value per locale.
      const raw = (doc as unknown as { path?: Partial<Record<Locale, string | null>> }).path ?? {}
      const paths: PagePaths = {}
      for (const l of locales) if (raw[l]) paths[l] = raw[l]!
      const seo = (doc as unknown as { seo?: { noIndex?: boolean | null } }).seo
      const listed = isListedInSitemap({
        paths: Object.values(paths),
        access: doc.access,
        noIndex: Boolean(seo?.noIndex),
      })
      return listed ? [{ id: doc.id, paths, updatedAt: doc.updatedAt }] : []
    })
  }

  async getChrome(
    locale: Locale,
    ids: { headerId: number | null; footerId: number | null; bannerId: number | null },
    { draft = false } = {},
  ): Promise<Chrome> {
    const [header, footer, banner] = await Promise.all([
      ids.headerId ? this.findChromeDoc('headers', locale, { id: ids.headerId }, draft) : null,
      ids.footerId ? this.findChromeDoc('footers', locale, { id: ids.footerId }, draft) : null,
      ids.bannerId ? this.findChromeDoc('banners', locale, { id: ids.bannerId }, draft) : null,
    ])
    return {
      header: header as Header | null,
      footer: footer as Footer | null,
      banner: banner as Banner | null,
    }
  }

  async findChromeDoc(
    collection: 'headers' | 'footers' | 'banners',
    locale: Locale,
    by: { id: number } | { slug: string },
    draft: boolean,
  ): Promise<Header | Footer | Banner | null> {
    const match: Where = 'id' in by ? { id: { equals: by.id } } : { slug: { equals: by.slug } }
    const result = await this.payload.find({
      collection,
      locale,
      where: draft ? match : { and: [match, { _status: { equals: 'published' } }] },
      draft,
      depth: 1,
      limit: 1,
      populate: { pages: linkedPageFields },
    })
    return result.docs[0] ?? null
  }
}
