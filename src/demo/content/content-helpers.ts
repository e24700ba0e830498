import type { Bilingual } from './bilingual'
import type { SeedRefs } from './seed-types'
import type { doc } from './rich-text-builder'

/** A Lexical editor state as built by doc(). */
export type RichText = ReturnType<typeof doc>

/** The link group of the CMS (cms/fields/link.ts) pointing at a seeded page. */
export function toPage(refs: SeedRefs, key: string, label?: Bilingual, anchor?: string) {
  return {
    type: 'internal',
    page: refs.page(key),
    ...(label ? { label } : {}),
    ...(anchor ? { anchor } : {}),
  }
}

/** The link group of the CMS pointing at an address. */
export function toUrl(url: string, label?: Bilingual, newTab = false) {
  return { type: 'external', url, newTab, ...(label ? { label } : {}) }
}

export type Card = {
  title: Bilingual
  text: Bilingual
  image?: number
  link: Record<string, unknown>
}

export function cardGrid(
  heading: Bilingual,
  intro: Bilingual | undefined,
  columns: '2' | '3' | '4',
  cards: Card[],
) {
  return { blockType: 'cardGrid', heading, ...(intro ? { intro } : {}), columns, cards }
}

export function callToAction(
  heading: Bilingual,
  text: Bilingual,
  links: Record<string, unknown>[],
) {
  return { blockType: 'callToAction', heading, text, links: links.map((link) => ({ link })) }
}

export function faq(
  heading: Bilingual,
  items: { question: Bilingual; answer: Bilingual<RichText> }[],
) {
  return { blockType: 'faq', heading, items }
}

export function richText(content: Bilingual<RichText>) {
  return { blockType: 'richText', content }
}
