import type { ProfileDto } from '@/features/identity'
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
  member: ProfileDto | null
  /**
   * The URL's query on member pages (rendered per visit), e.g. the points history's filters.
   * Always empty on cached pages, whose HTML must not depend on it.
   */
  query: Readonly<Record<string, string | string[] | undefined>>
}

export type BlockProps<T> = { block: T; context: BlockContext }
