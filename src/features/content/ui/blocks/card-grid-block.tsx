import { Link } from '@/ui/primitives/link'

import type { CardGridBlock, Media } from '@/payload-types'
import { cn } from '@/ui/primitives/cn'
import { Container } from '@/ui/primitives/container'

import { resolveLink } from '../../domain/links'
import { MediaImage } from '../media-image'
import type { BlockProps } from './types'

const columnClasses: Record<string, string> = {
  '2': 'sm:grid-cols-2',
  '3': 'sm:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
}

export type CardItem = {
  key: string
  title: string
  text: string | null
  image: Media | number | null | undefined
  href: string
  external: boolean
  newTab: boolean
}

/** A grid of linked cards; the whole card is the link target and the title names it. */
export function CardGrid({
  heading,
  intro,
  cards,
  columns = '3',
}: {
  heading?: string | null
  intro?: string | null
  cards: CardItem[]
  columns?: string | null
}) {
  return (
    <section className="py-12 lg:py-20">
      <Container>
        {heading ? <h2 className="text-3xl text-ivory-50 sm:text-4xl">{heading}</h2> : null}
        {intro ? <p className="mt-4 max-w-3xl text-lg text-ink-200">{intro}</p> : null}
        <ul className={cn('mt-10 grid gap-6', columnClasses[columns ?? '3'] ?? columnClasses['3'])}>
          {cards.map((card) => (
            <li
              key={card.key}
              className="group relative flex flex-col overflow-hidden rounded-card border border-ink-800 bg-ink-900 shadow-card transition-colors hover:border-gold-500/60"
            >
              <div className="relative aspect-[3/2] overflow-hidden bg-ink-800">
                <MediaImage
                  media={card.image}
                  fill
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="object-cover transition-transform duration-500 group-hover:scale-105"
                  decorative
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl text-ivory-50">
                  {card.external || card.newTab ? (
                    <a
                      href={card.href}
                      target={card.newTab ? '_blank' : undefined}
                      rel="noopener noreferrer"
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {card.title}
                    </a>
                  ) : (
                    <Link
                      href={card.href}
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {card.title}
                    </Link>
                  )}
                </h3>
                {card.text ? <p className="mt-2 text-sm text-ink-300">{card.text}</p> : null}
              </div>
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 rounded-card ring-gold-300 group-has-[:focus-visible]:ring-3"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

export function CardGridBlockView({ block, context }: BlockProps<CardGridBlock>) {
  const cards: CardItem[] = (block.cards ?? []).flatMap((card, index) => {
    const link = resolveLink(card.link, context.linkContext, card.title)
    return link
      ? [
          {
            key: card.id ?? String(index),
            title: card.title,
            text: card.text ?? null,
            image: card.image,
            href: link.href,
            external: link.external,
            newTab: link.newTab,
          },
        ]
      : []
  })
  if (cards.length === 0) return null
  return (
    <CardGrid heading={block.heading} intro={block.intro} cards={cards} columns={block.columns} />
  )
}
