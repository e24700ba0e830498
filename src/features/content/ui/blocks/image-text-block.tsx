import type { ImageTextBlock } from '@/payload-types'
import { ButtonLink } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { Container } from '@/ui/primitives/container'

import { resolveLink } from '../../domain/links'
import { MediaImage } from '../media-image'
import { RichText } from '../rich-text/rich-text'
import type { BlockProps } from './types'

export function ImageTextBlockView({ block, context }: BlockProps<ImageTextBlock>) {
  const link = block.withLink ? resolveLink(block.link, context.linkContext) : null
  const imageRight = block.imagePosition === 'right'
  return (
    <section className="py-12 lg:py-20">
      <Container className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <div
          className={cn(
            'relative aspect-[4/3] overflow-hidden rounded-card shadow-card',
            imageRight && 'lg:order-2',
          )}
        >
          <MediaImage
            media={block.image}
            fill
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="object-cover"
            priority={context.isFirst}
          />
        </div>
        <div>
          {block.heading ? (
            <h2 className="text-3xl text-ivory-50 sm:text-4xl">{block.heading}</h2>
          ) : null}
          {block.body ? (
            <RichText
              data={block.body}
              className="prose-atout mt-5"
              resolveDocHref={context.resolveDocHref}
            />
          ) : null}
          {link ? (
            <ButtonLink
              href={link.href}
              external={link.external}
              newTab={link.newTab}
              appearance="secondary"
              className="mt-8"
            >
              {link.label}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
