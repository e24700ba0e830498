import type { Locale } from '@/platform/i18n/locales'

import type { LinkContext } from '../../domain/links'

export type BlockContext = {
  locale: Locale
  /** The page the blocks belong to (a content list without a parent lists its children). */
  pageId: number
  linkContext: LinkContext
  /** The first block of a page renders the page's h1 (when it is a hero) and loads eagerly. */
  isFirst: boolean
  /** Resolves an internal rich-text link target to an href. */
  resolveDocHref: (relationTo: string, value: unknown) => string | null
  draft: boolean
  /** The logged-in member on member pages (identity's profile; each area types its own blocks). */
  member: unknown
  /**
   * The URL's query on pages rendered per visit: member pages (the points history's filters) and
   * CMS pages whose URL filters a list (ADR 0044). Always empty on cached pages, whose HTML must
   * not depend on it.
   */
  query: Readonly<Record<string, string | string[] | undefined>>
}

export type BlockProps<T> = { block: T; context: BlockContext }
