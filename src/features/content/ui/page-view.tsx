import type { ReactNode } from 'react'

import type { Page } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { Container } from '@/ui/primitives/container'

import { resolveLink, type LinkContext } from '../domain/links'
import type { Alternate } from '../domain/types'
import type { Chrome } from '../server/content-repository'
import { RenderBlocks, type BlockViews } from './blocks/render-blocks'
import { SiteShell } from './chrome/site-shell'

type Props = {
  locale: Locale
  page: Page
  siteName: string
  chrome: Chrome
  alternates: Alternate[]
  linkContext: LinkContext
  draft: boolean
  notice?: ReactNode
  /** The other areas' block views (the composition root's registry, src/server/page-blocks.ts). */
  blockViews: BlockViews
  /**
   * The logged-in member on member pages (rendered per visit), as the member area loads it;
   * content only hands it to the blocks. Always null on cached pages.
   */
  member?: unknown
  /** The URL's query, on pages rendered per visit only (see BlockContext.query). */
  query?: Readonly<Record<string, string | string[] | undefined>>
}

const NO_QUERY: Readonly<Record<string, string | string[] | undefined>> = {}

/** A CMS page inside the site frame. Pages that do not open with a hero get a plain h1. */
export function PageView({
  locale,
  page,
  siteName,
  chrome,
  alternates,
  linkContext,
  draft,
  notice,
  blockViews,
  member = null,
  query = NO_QUERY,
}: Props) {
  const resolveDocHref = (_relationTo: string, value: unknown) =>
    resolveLink({ type: 'internal', page: value as never }, linkContext)?.href ?? null
  const opensWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <SiteShell
      locale={locale}
      siteName={siteName}
      chrome={chrome}
      alternates={alternates}
      linkContext={linkContext}
      notice={notice}
    >
      {opensWithHero ? null : (
        <Container className="pt-14 lg:pt-20">
          <h1 className="text-4xl text-ivory-50 sm:text-5xl">{page.title}</h1>
        </Container>
      )}
      <RenderBlocks
        views={blockViews}
        blocks={page.layout}
        context={{ locale, pageId: page.id, linkContext, resolveDocHref, draft, member, query }}
      />
    </SiteShell>
  )
}
