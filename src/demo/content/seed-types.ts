import type { Bilingual } from './bilingual'
import type { ImageSpec } from './images'

/**
 * The shapes of the demo content: the seeder (index.ts) reads them and the content files write
 * them, without importing each other.
 */
export type SeedReport = { created: number; existing: number }

export type Localized = Record<string, unknown>

export type MediaSeed = { key: string; alt: Bilingual; image: ImageSpec }

export type PageSeed = {
  key: string
  title: Bilingual
  slug: Bilingual
  parent?: string
  seo?: Localized
  access?: 'public' | 'member' | 'memberWithTerms'
  /** Blocks; may reference media and pages seeded before this page through the refs. */
  layout: (refs: SeedRefs) => Localized[]
}

export type ChromeSeed = {
  collection: 'headers' | 'footers' | 'banners'
  slug: string
  name: string
  data: (refs: SeedRefs) => Localized
}

export type SeedRefs = {
  media: (key: string) => number
  page: (key: string) => number
}

export type DemoContent = {
  media: MediaSeed[]
  pages: PageSeed[]
  chrome: ChromeSeed[]
  redirects: {
    from: string
    toPage?: string
    toUrl?: string
    status: '301' | '302' | '307' | '308'
  }[]
  settings: (refs: SeedRefs) => Localized
}
