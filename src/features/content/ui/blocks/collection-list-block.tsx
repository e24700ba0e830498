import type { CollectionListBlock } from '@/payload-types'

import type { ChildPage } from '../../server/content-repository'

import { pageHref } from '../../domain/links'
import { getChildPages } from '../../server/queries'
import { CardGrid, type CardItem } from './card-grid-block'
import type { BlockProps } from './types'

type HeroLike = { blockType: string; image?: unknown; text?: string | null }

function pageCard(page: ChildPage, href: string): CardItem {
  const hero = (page.layout ?? []).find((b) => b.blockType === 'hero') as HeroLike | undefined
  return {
    key: String(page.id),
    title: page.title,
    text: page.seo?.description ?? hero?.text ?? null,
    image: (page.seo?.image ?? hero?.image ?? null) as CardItem['image'],
    href,
    external: false,
    newTab: false,
  }
}

/**
 * Lists documents of a collection. Sources are looked up by name so later areas (shows,
 * tournaments, restaurants…) can add theirs without touching the page renderer.
 */
export async function CollectionListBlockView({ block, context }: BlockProps<CollectionListBlock>) {
  if (block.source !== 'pages') return null
  // Without a parent, the page lists its own children (a section page such as 'Our casinos').
  const parentId =
    (typeof block.parent === 'object' ? block.parent?.id : block.parent) ?? context.pageId
  const children = await getChildPages(context.locale, parentId, block.limit ?? 12)
  const cards = children.flatMap((page) => {
    const href = pageHref(page, context.linkContext)
    return href ? [pageCard(page, href)] : []
  })
  if (cards.length === 0) return null
  return <CardGrid heading={block.heading} cards={cards} columns="3" />
}
