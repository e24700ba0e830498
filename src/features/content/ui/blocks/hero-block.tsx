import type { HeroBlock } from '@/payload-types'
import { ButtonLink } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { Container } from '@/ui/primitives/container'

import { resolveLink } from '../../domain/links'
import { MediaImage } from '../media-image'
import type { BlockProps } from './types'

export function HeroBlockView({ block, context }: BlockProps<HeroBlock>) {
  const large = block.size !== 'compact'
  const HeadingTag = context.isFirst ? 'h1' : 'h2'
  return (
    <section
      className={cn(
        'relative isolate overflow-hidden',
        large ? 'min-h-[68svh] lg:min-h-[78svh]' : 'min-h-[40svh]',
        'flex items-end',
      )}
    >
      {block.image ? (
        <MediaImage
          media={block.image}
          fill
          priority={context.isFirst}
          sizes="100vw"
          className="-z-10 object-cover"
          decorative
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/60 to-ink-950/10"
      />
      <Container className="pt-24 pb-14 lg:pb-20">
        <div className="max-w-3xl">
          {block.eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.25em] text-gold-300 uppercase">
              {block.eyebrow}
            </p>
          ) : null}
          <HeadingTag
            className={cn(
              'mt-3 text-ivory-50',
              large ? 'text-4xl sm:text-5xl lg:text-7xl' : 'text-3xl sm:text-4xl lg:text-5xl',
            )}
          >
            {block.heading}
          </HeadingTag>
          {block.text ? (
            <p className="mt-5 max-w-2xl text-lg text-ink-200 sm:text-xl">{block.text}</p>
          ) : null}
          {block.links && block.links.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.links.map((entry, index) => {
                const link = resolveLink(entry.link, context.linkContext)
                return link ? (
                  <ButtonLink
                    key={entry.id ?? index}
                    href={link.href}
                    external={link.external}
                    newTab={link.newTab}
                    appearance={entry.appearance === 'secondary' ? 'secondary' : 'primary'}
                  >
                    {link.label}
                  </ButtonLink>
                ) : null
              })}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
